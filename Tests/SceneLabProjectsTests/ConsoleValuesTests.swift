import Foundation
import SceneLabCore
import SwiftSourceModel
import SwiftSourceReader
import Testing
import XcodeProject

@testable import SceneLabProjects

/// The values a project's code keeps and computes, worked out by its console.
@Suite struct ConsoleValuesTests {
    /// Two screens: `first`'s `Next` button shows `second`.
    private func player(
        first: String = "FirstViewController", second: String = "SecondViewController", _ swift: String
    )
        throws -> Player
    {
        let board = Inline.storyboard(
            initial: "first",
            Inline.scene(id: "first", className: first, title: "First", next: "second")
                + Inline.scene(id: "second", className: second, title: "Second"))
        return try Player(try Inline.project(storyboard: board, swift: ["Screens": swift]))
    }

    /// A logger in the course's shape: counters per name in a static structure, a number per object.
    private let logger = """
        import UIKit

        class Logged: UIViewController {
            private struct Counters {
                var instanceCounts = [String: Int]()
                var lines = 0
            }
            private static var counters = Counters()
            private var number: Int!
            var loggingName: String { String(describing: type(of: self)) }

            static func bump(_ name: String) -> Int {
                counters.instanceCounts[name] = (counters.instanceCounts[name] ?? 0) + 1
                return counters.instanceCounts[name]!
            }

            func log(_ text: String) {
                if number == nil { number = Logged.bump(loggingName) }
                Logged.counters.lines += 1
                print("\\(loggingName)(\\(number!)) \\(text) #\\(Logged.counters.lines)")
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                log("loaded")
            }
        }

        class FirstViewController: Logged {
            override var loggingName: String { "First" }
        }

        class SecondViewController: Logged {
            private let shortName: String

            required init?(coder: NSCoder) {
                let given = "Sec"
                shortName = given + "ond"
                super.init(coder: coder)
            }

            override var loggingName: String { shortName }
        }
        """

    @Test func countersPerNameNumbersPerObjectAndANameWorkedOutInItsInitializer() throws {
        var player = try player(logger)
        #expect(player.events("launch").printed == ["First(1) loaded #1"])
        #expect(player.events("tap Next").printed == ["Second(1) loaded #2"])
        // A second object of the class gets the next number; the counter of lines goes on.
        #expect(player.events("dismiss", "tap Next").printed == ["Second(2) loaded #3"])
    }

    /// Two ways courses print a class's name: `NSStringFromClass(type(of: self))` split at its
    /// dot, and a static `className` in an extension of `NSObjectProtocol`, with `self` the type.
    @Test func classNamesFromNSStringFromClassAndAStaticInAnExtensionOfNSObjectProtocol() throws {
        var player = try player(
            """
            import UIKit

            extension NSObjectProtocol {
                static var className: String { String(describing: self) }
            }

            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print(NSStringFromClass(type(of: self)))
                    print("\\(NSStringFromClass(type(of:self)).components(separatedBy: ".")[1]): viewDidLoad")
                    print("\\(FirstViewController.className)-\\(#function)")
                }
            }
            """)
        #expect(
            player.events("launch").printed
                == ["App.FirstViewController", "FirstViewController: viewDidLoad", "FirstViewController-viewDidLoad()"])
    }

    /// A logger kept as a singleton (`Logger.shared.log(…)`) whose `log` calls its own
    /// `self.print`, which prints with a terminator of its own.
    @Test func aSingletonLoggerWithItsOwnPrintAndATerminator() throws {
        var player = try player(
            """
            import UIKit

            final class Logger {
                static let shared = Logger()
                private let queue = DispatchQueue(label: "log")
                func log(_ message: String) {
                    queue.async { self.print(message) }
                }
                func print(_ text: String) {
                    Swift.print(text, terminator: "<br>\\n")
                }
            }

            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Logger.shared.log("\\(type(of: self)) viewDidLoad")
                    print("done", terminator: "")
                }
            }
            """)
        #expect(player.events("launch").printed == ["FirstViewController viewDidLoad<br>", "done"])
    }

    /// Helpers whose calls leave out arguments with defaults: `#function` as a default is the
    /// caller's name, a later argument given by its label, and a type's static helper.
    @Test func defaultArgumentsAreTheCallersWhenLeftOut() throws {
        var player = try player(
            """
            import UIKit

            extension UIViewController {
                func logLifecycle(_ event: String = #function, detail: String = "") {
                    print("\\(type(of: self)): \\(event)\\(detail)")
                }
            }

            enum DemoLog {
                static func note(_ owner: String, _ text: String, category: String = "general") {
                    print("[\\(category)] \\(owner) \\(text)")
                }
            }

            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    logLifecycle()
                    logLifecycle(detail: " again")
                    logLifecycle("custom")
                    DemoLog.note("First", "loaded")
                    DemoLog.note("First", "ready", category: "ui")
                }
            }
            """)
        #expect(
            player.events("launch").printed == [
                "FirstViewController: viewDidLoad()", "FirstViewController: viewDidLoad() again",
                "FirstViewController: custom", "[general] First loaded", "[ui] First ready",
            ])
    }

    /// An object of one of the app's own classes made in code runs its initializer there, its
    /// prints printed in order, and its stored properties are its value afterwards.
    @Test func anObjectOfTheAppsClassRunsItsInitializerWhereItIsMade() throws {
        var player = try player(
            """
            import UIKit

            class Base {
                init() { print("Base init") }
            }

            final class Task: Base {
                let title: String
                var done = false
                init(title: String, done: Bool = false) {
                    self.title = title
                    self.done = done
                    super.init()
                    print("Task \\(title) made")
                }
            }

            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("before")
                    let task = Task(title: "Milk")
                    print("after \\(task.title) \\(task.done)")
                }
            }
            """)
        #expect(player.events("launch").printed == ["before", "Base init", "Task Milk made", "after Milk false"])
    }

    /// A root view of the app's own class made in `loadView()`: its initializer prints there, and
    /// its `layoutSubviews()` between the controller's viewWillLayoutSubviews and viewDidLayoutSubviews.
    @Test func aRootViewMadeInLoadViewIsMadeThereAndLaidOutInTheControllersPasses() throws {
        var player = try player(
            """
            import UIKit

            class RootView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    print("RootView init")
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    print("RootView layoutSubviews")
                }
            }

            class FirstViewController: UIViewController {
                override func loadView() {
                    print("loadView")
                    view = RootView(frame: .zero)
                }
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    print("will layout")
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    print("did layout")
                }
            }
            """)
        let printed = player.events("launch").printed
        #expect(Array(printed.prefix(5)) == ["loadView", "RootView init", "will layout", "RootView layoutSubviews", "did layout"])
        #expect(player.warnings.allSatisfy { !$0.text(in: .en).contains("RootView is a UIView") })
    }

    /// A controller the code makes without a title has none (`title ?? "none"` prints `none`) until
    /// its own code sets one; one its maker titled has that title.
    @Test func aControllerMadeInCodeWithoutATitleHasNone() throws {
        var player = try player(
            """
            import UIKit

            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let plain = UIButton(type: .system)
                    plain.setTitle("Plain", for: .normal)
                    plain.addTarget(self, action: #selector(showPlain), for: .touchUpInside)
                    let titled = UIButton(type: .system)
                    titled.setTitle("Titled", for: .normal)
                    titled.addTarget(self, action: #selector(showTitled), for: .touchUpInside)
                }
                @objc func showPlain() { present(DetailViewController(), animated: true) }
                @objc func showTitled() {
                    let detail = DetailViewController()
                    detail.title = "Given"
                    present(detail, animated: true)
                }
            }

            class DetailViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("before: \\(title ?? "none")")
                    title = "Own"
                    print("after: \\(title ?? "none")")
                }
            }
            """)
        #expect(player.events("launch", "tap Plain").printed == ["before: none", "after: Own"])
        #expect(player.events("dismiss", "tap Titled").printed == ["before: Given", "after: Own"])
    }

    /// Data handed forward: a segue's destination, taken as its class in `prepare(for:sender:)`,
    /// and a controller made in code by a helper an action calls, given values after their
    /// initializers ran (Swift's order: the maker's value is the last), which their viewDidLoad()
    /// reads; a cast to another class is nil and a test of it false; a local the action kept
    /// across its presentation still holds the controller.
    @Test func propertiesTheMakerSetAreWhatTheShownControllerReads() throws {
        var player = try player(
            """
            import UIKit

            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let more = UIButton(type: .system)
                    more.setTitle("More", for: .normal)
                    more.addTarget(self, action: #selector(showMore), for: .touchUpInside)
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let second = segue.destination as? SecondViewController {
                        second.name = "from the segue"
                        second.count += 2
                    }
                    if let wrong = segue.destination as? MoreViewController { wrong.pages = 9 }
                    print("is more: \\(segue.destination is MoreViewController)")
                }
                @objc func showMore() { open(pages: 3) }
                private func open(pages: Int) {
                    let more = MoreViewController()
                    more.pages = pages
                    present(more, animated: true)
                    print("presented \\(more.pages)")
                }
            }

            class SecondViewController: UIViewController {
                var name = "unset"
                var count = 1
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("second: \\(name) \\(count)")
                }
            }

            class MoreViewController: UIViewController {
                var pages = 0
                init() {
                    super.init(nibName: nil, bundle: nil)
                    pages = 1
                    print("more init: \\(pages)")
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("more: \\(pages)")
                }
            }
            """)
        #expect(player.events("launch", "tap Next").printed == ["is more: false", "second: from the segue 3"])
        // (The order of the presentation's print and viewDidLoad() is the engine's, not this test's.)
        let presented = player.events("dismiss", "tap More").printed
        #expect(presented.first == "more init: 1" && Set(presented) == ["more init: 1", "presented 3", "more: 3"])
    }

    /// Data handed forward through an initializer of the app's (`DetailViewController(name:count:)`):
    /// it runs on the object the engine made, its parameters given, its print after UIKit's
    /// initializer, and its properties are what the controller's viewDidLoad() reads.
    @Test func anInitializerOfTheAppsRunsOnTheControllerItMakes() throws {
        var player = try player(
            """
            import UIKit

            class FirstViewController: UIViewController {
                let names = ["Ada", "Grace"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let more = UIButton(type: .system)
                    more.setTitle("More", for: .normal)
                    more.addTarget(self, action: #selector(showMore), for: .touchUpInside)
                }
                @objc func showMore() {
                    present(MoreViewController(name: names[1], count: names.count), animated: true)
                }
            }

            class MoreViewController: UIViewController {
                private let name: String
                private var count = 0
                init(name: String, count: Int) {
                    self.name = name
                    super.init(nibName: nil, bundle: nil)
                    self.count = count
                    print("init for \\(name)")
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("\\(name) of \\(count)")
                }
            }
            """)
        player.run("launch")
        let events = player.events("tap More")
        #expect(events.printed == ["init for Grace", "Grace of 2"])
        // The initializer's print comes after UIKit's initializer, which its `super.init` ran.
        let made = events.firstIndex { $0.kind == .call && $0.call.hasPrefix("MoreViewController#1 init(nibName:bundle:)") }
        let printed = events.firstIndex { $0.kind == .print && $0.text == "init for Grace" }
        #expect(made != nil && printed != nil && made! < printed!)
    }

    /// Data handed back: `self` given to the controller the action makes is the object itself,
    /// so the made controller's call through its delegate runs as that object, appending to its
    /// array (an empty literal, changed in place); a kept closure's `guard let self` adds to its
    /// count. Two calls, two appends: the object's own properties, kept between commands.
    @Test func dataHandedBackRunsAsTheObjectThatGaveItself() throws {
        var player = try player(
            """
            import UIKit

            protocol Saving: AnyObject { func didSave(_ name: String) }

            class FirstViewController: UIViewController, Saving {
                private var names: [String] = []
                private var cancels = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let add = UIButton(type: .system)
                    add.setTitle("Add", for: .normal)
                    add.addTarget(self, action: #selector(addTapped), for: .touchUpInside)
                }
                @objc func addTapped() {
                    let editor = EditorViewController()
                    editor.delegate = self
                    editor.onCancel = { [weak self] in
                        guard let self else { return }
                        self.cancels += 1
                        print("cancels: \\(self.cancels), names: \\(self.names.count)")
                    }
                    present(editor, animated: true)
                }
                func didSave(_ name: String) {
                    names.append(name)
                    print("saved \\(name): \\(names.count)")
                }
            }

            class EditorViewController: UIViewController {
                weak var delegate: Saving?
                var onCancel: (() -> Void)?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let save = UIButton(type: .system)
                    save.setTitle("Save", for: .normal)
                    save.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
                    let cancel = UIButton(type: .system)
                    cancel.setTitle("Cancel", for: .normal)
                    cancel.addTarget(self, action: #selector(cancelTapped), for: .touchUpInside)
                }
                @objc func saveTapped() {
                    delegate?.didSave("Ada")
                    dismiss(animated: true)
                }
                @objc func cancelTapped() {
                    onCancel?()
                    dismiss(animated: true)
                }
            }
            """)
        #expect(player.events("launch", "tap Add", "tap Save").printed == ["saved Ada: 1"])
        #expect(player.events("tap Add", "tap Save").printed == ["saved Ada: 2"])
        #expect(player.events("tap Add", "tap Cancel").printed == ["cancels: 1, names: 2"])
    }

    /// A model kept as a structure (a quiz's brain): its methods run with the value's fields as
    /// `self`'s, reading its array of structures; a `mutating` one's changes are stored back in
    /// the property, so the next call sees them; a `let` local copy is its own value.
    @Test func aStructuresMethodsRunOnTheValueAndMutatingOnesStoreItBack() throws {
        var player = try player(
            """
            import UIKit

            struct Question {
                let text: String
                let answer: String
            }

            struct QuizBrain {
                private var number = 0
                private var score = 0
                private let quiz = [Question(text: "One", answer: "True"), Question(text: "Two", answer: "False")]

                func questionText() -> String { quiz[number].text }

                mutating func check(_ answer: String) -> Bool {
                    if answer == quiz[number].answer {
                        score += 1
                        return true
                    }
                    return false
                }

                mutating func next() {
                    if number < quiz.count - 1 { number += 1 } else { number = 0 }
                }

                func scoreText() -> String { "Score: \\(score)" }
            }

            class FirstViewController: UIViewController {
                var brain = QuizBrain()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let yes = UIButton(type: .system)
                    yes.setTitle("True", for: .normal)
                    yes.addTarget(self, action: #selector(answer(_:)), for: .touchUpInside)
                    print("asks \\(brain.questionText())")
                }
                @objc func answer(_ sender: UIButton) {
                    let right = brain.check(sender.currentTitle!)
                    brain.next()
                    let copy = brain
                    print("\\(right), \\(brain.scoreText()), next \\(brain.questionText()), copy \\(copy.questionText())")
                }
            }
            """)
        #expect(player.events("launch").printed == ["asks One"])
        #expect(player.events("tap True").printed == ["true, Score: 1, next Two, copy Two"])
        #expect(player.events("tap True").printed == ["false, Score: 1, next One, copy One"])
    }

    /// A navigation decided by the model (a quiz shows its result after its last question): the
    /// engine asks the console what the condition comes to from the values the code left, a
    /// structure's method included, for an `if` and for a ternary written as a statement, whose
    /// other side runs instead; neither presents before the last answer.
    @Test func aConditionOnTheModelDecidesTheNavigationItGuards() throws {
        var player = try player(
            """
            import UIKit

            struct Quiz {
                var number = 0
                let count = 3
                func isLast() -> Bool { number == count - 1 }
                mutating func next() { number += 1 }
            }

            class FirstViewController: UIViewController {
                var quiz = Quiz()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let answer = UIButton(type: .system)
                    answer.setTitle("Answer", for: .normal)
                    answer.addTarget(self, action: #selector(answered), for: .touchUpInside)
                    let check = UIButton(type: .system)
                    check.setTitle("Check", for: .normal)
                    check.addTarget(self, action: #selector(checked), for: .touchUpInside)
                    print("question \\(quiz.number)")
                }
                @objc func answered() {
                    quiz.isLast() ? showResult() : quiz.next()
                    print("question \\(quiz.number)")
                }
                @objc func checked() {
                    if quiz.isLast() { showResult() }
                }
                func showResult() {
                    present(ResultViewController(), animated: true)
                }
            }

            class ResultViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("result")
                }
            }
            """)
        #expect(player.events("launch").printed == ["question 0"])
        #expect(player.events("tap Check").printed == [])
        #expect(player.events("tap Answer").printed == ["question 1"])
        #expect(player.events("tap Answer").printed == ["question 2"])
        let last = player.events("tap Check")
        #expect(last.printed == ["result"] && last.calls.contains { $0.hasPrefix("ResultViewController#1 viewDidLoad") })
    }

    /// Data handed on by a notification the app posts: its `userInfo` (a dictionary literal of
    /// values the poster knows) reaches a method observer's parameter and a closure observer's,
    /// read with a subscript and `as?` (a mismatched type is nil).
    @Test func aNotificationsUserInfoReachesItsObservers() throws {
        var player = try player(
            """
            import UIKit

            extension Notification.Name {
                static let saved = Notification.Name("saved")
            }

            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(didSave(_:)), name: .saved, object: nil)
                    NotificationCenter.default.addObserver(forName: .saved, object: nil, queue: .main) { note in
                        let count = note.userInfo?["count"] as? Int ?? -1
                        let wrong = note.userInfo?["count"] as? String ?? "none"
                        print("closure: \\(count) \\(wrong)")
                    }
                    let save = UIButton(type: .system)
                    save.setTitle("Save", for: .normal)
                    save.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
                }
                @objc func saveTapped() {
                    let name = "Ada"
                    NotificationCenter.default.post(name: .saved, object: nil, userInfo: ["name": name, "count": 2])
                }
                @objc func didSave(_ notification: Notification) {
                    if let name = notification.userInfo?["name"] as? String {
                        print("saved \\(name)")
                    }
                }
            }
            """)
        player.run("launch")
        #expect(player.events("tap Save").printed == ["saved Ada", "closure: 2 none"])
    }

    /// `String(format:)` as printf formats: fixed decimals rounded as the double is, whole numbers
    /// with a width and zeros, `%@`, `%%`; any other conversion, or a value of another kind, is
    /// nil (printed as written).
    @Test func stringFormatPutsValuesInAsPrintfDoes() {
        #expect(Evaluation.formatted("BMI %.1f", [.double(22.345)]) == "BMI 22.3")
        #expect(Evaluation.formatted("%.2f", [.double(2.675)]) == "2.67")
        #expect(Evaluation.formatted("%.3f", [.integer(2)]) == "2.000")
        #expect(Evaluation.formatted("%.0f and %f", [.double(2.5), .double(0.1)]) == "2 and 0.100000")
        #expect(Evaluation.formatted("%.1f", [.double(-0.04)]) == "-0.0")
        #expect(Evaluation.formatted("%d of %ld", [.integer(3), .integer(10)]) == "3 of 10")
        #expect(Evaluation.formatted("%02d:%02d %4d|%-3d|", [.integer(5), .integer(7), .integer(42), .integer(1)]) == "05:07   42|1  |")
        #expect(Evaluation.formatted("%03d", [.integer(-5)]) == "-05")
        #expect(Evaluation.formatted("%@ scored 100%%", [.string("Ada")]) == "Ada scored 100%")
        #expect(Evaluation.formatted("%x", [.integer(255)]) == nil)
        #expect(Evaluation.formatted("%d", [.string("a")]) == nil)
        #expect(Evaluation.formatted("%d %d", [.integer(1)]) == nil)
    }

    /// Data handed back through where a controller stands: the presented editor reaches the
    /// controller that presented it (`presentingViewController as? FirstViewController`) and calls
    /// its method, which runs as that object, as an expression and as a statement.
    @Test func aPresentedControllerReachesItsPresenter() throws {
        var player = try player(
            """
            import UIKit

            class FirstViewController: UIViewController {
                var names: [String] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let add = UIButton(type: .system)
                    add.setTitle("Add", for: .normal)
                    add.addTarget(self, action: #selector(addTapped), for: .touchUpInside)
                }
                @objc func addTapped() { present(EditorViewController(), animated: true) }
                func add(_ name: String) -> Int {
                    names.append(name)
                    return names.count
                }
            }

            class EditorViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let save = UIButton(type: .system)
                    save.setTitle("Save", for: .normal)
                    save.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
                }
                @objc func saveTapped() {
                    if let first = presentingViewController as? FirstViewController {
                        let count = first.add("Ada")
                        first.add("Grace")
                        print("saved, \\(count) then \\(first.names.count)")
                    }
                    print("presented: \\(presentedViewController == nil ? "nothing" : "something")")
                    dismiss(animated: true)
                }
            }
            """)
        player.run("launch")
        player.run("tap Add")
        #expect(player.events("tap Save").printed == ["saved, 1 then 2", "presented: nothing"])
    }

    /// The console decides a navigation on what it knows, not on what other code may have changed:
    /// a static that code assigns stays unknown (the `if` plays its body and a note says so), while
    /// one nothing assigns is its initial value.
    @Test func aStaticCodeAssignsIsUnknownToAConditionThatNavigates() throws {
        var player = try player(
            """
            import UIKit

            class FirstViewController: UIViewController {
                static var visits = 0
                static let limit = 5
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let go = UIButton(type: .system)
                    go.setTitle("Go", for: .normal)
                    go.addTarget(self, action: #selector(goTapped), for: .touchUpInside)
                    let check = UIButton(type: .system)
                    check.setTitle("Check", for: .normal)
                    check.addTarget(self, action: #selector(checkTapped), for: .touchUpInside)
                }
                func bump() { Self.visits += 1 }
                @objc func goTapped() {
                    if Self.visits > Self.limit { present(ResultViewController(), animated: true) }
                }
                @objc func checkTapped() {
                    if Self.limit > 9 { present(ResultViewController(), animated: true) }
                }
            }

            class ResultViewController: UIViewController {}
            """)
        player.run("launch")
        let checked = player.events("tap Check")
        #expect(!checked.calls.contains { $0.hasPrefix("ResultViewController") })
        #expect(!checked.of(.note).contains { $0.text?.contains("cannot work out") == true })
        let went = player.events("tap Go")
        #expect(went.calls.contains { $0.hasPrefix("ResultViewController#1 viewDidLoad") })
        #expect(went.of(.note).contains { $0.text?.contains("Self.visits > Self.limit") == true })
    }

    /// `Int(…)` and `Double(…)` as Swift converts: a double cut toward zero, a whole number as a
    /// double, a string parsed into an optional; `String(format:)` through the console's call.
    @Test func numbersConvertAsSwiftConverts() throws {
        var player = try player(
            """
            import UIKit

            class FirstViewController: UIViewController {
                let answered = 3
                let total = 8
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let progress = Double(answered) / Double(total)
                    print("\\(Int(2.9)) \\(Int(-2.9)) \\(Int("42") ?? 0) \\(Int("x") ?? -1) \\(progress)")
                    print(String(format: "%.1f%% done, %d left", progress * 100, total - answered))
                }
            }
            """)
        #expect(player.events("launch").printed == ["2 -2 42 -1 0.375", "37.5% done, 5 left"])
    }

    /// Fixed decimals agree with Foundation's `String(format:)` (the C library's printf) over many
    /// doubles, ties and near-ties included.
    @Test func fixedDecimalsAgreeWithPrintf() {
        // The same doubles every run: a fixed sequence (a linear congruential generator's).
        var state: UInt64 = 0x5DEE_CE66
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var values: [Double] = [0, -0.0, 0.5, 1.5, 2.5, 0.125, 0.375, 2.675, 1.005, 1e-7, 123456.789, -7.25]
        for _ in 0..<400 {
            let whole = Double(next(200_001) - 100_000)
            let cents = Double(next(1000)) / 1000
            values.append(whole / 7 + cents)
        }
        for value in values {
            for decimals in [0, 1, 2, 3, 6] {
                let format = "%." + String(decimals) + "f"
                #expect(Evaluation.formatted(format, [.double(value)]) == String(format: format, value), "\(value) \(format)")
            }
        }
    }

    /// An action's `if` on something scenelab cannot work out that only prints runs its body, and
    /// names `tap … --else` in its note; that tap runs the `else`, and says --else chose it.
    @Test func tapElseTakesThePrintingElseOfAnUndecidedIf() throws {
        var player = try player(
            """
            import UIKit

            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let save = UIButton(type: .system)
                    save.setTitle("Save", for: .normal)
                    save.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
                }
                @objc func saveTapped() {
                    if Bool.random() { print("saved") } else { print("not saved") }
                }
            }
            """)
        _ = player.events("launch")
        let first = player.events("tap Save")
        #expect(first.printed == ["saved"])
        #expect(first.contains { $0.kind == .note && $0.text?.contains("which `tap Save --else` plays") == true })
        let other = player.events("tap Save --else")
        #expect(other.printed == ["not saved"])
        #expect(other.contains { $0.kind == .note && $0.text?.contains("as --else asks") == true })
    }

    /// A stored property holding an enumeration's case (`var mode: Mode = .editing`) prints as the
    /// case's name, and an `if` or a `switch` on it takes the side its value gives.
    @Test func aStoredEnumerationCaseDecidesItsConditions() throws {
        var player = try player(
            """
            import UIKit

            enum Mode { case adding, editing }

            class FirstViewController: UIViewController {
                var mode: Mode = .editing
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("mode: \\(mode)")
                    if mode == .adding { print("if adding") } else { print("if editing") }
                    switch mode {
                    case .adding: print("switch adding")
                    case .editing: print("switch editing")
                    }
                }
            }
            """)
        let events = player.events("launch")
        #expect(events.printed == ["mode: editing", "if editing", "switch editing"])
        #expect(!events.contains { $0.kind == .note && $0.text?.contains("cannot work out") == true })
    }

    /// A button with no title a method keeps in a local (`let close = UIButton(type: .close)`) is
    /// tapped by the local's name.
    @Test func aTitlelessLocalButtonIsTappedByItsName() throws {
        var player = try player(
            """
            import UIKit

            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let close = UIButton(type: .close)
                    close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
                    view.addSubview(close)
                }
                @objc func closeTapped() { print("closed") }
            }
            """)
        #expect(player.events("launch", "tap close").printed == ["closed"])
    }

    /// A helper's `switch` over an enumeration parameter prints the case its call names (`.closed`
    /// or `Moment.opened`), with no note.
    @Test func aSwitchOnACaseParameterPrintsTheCaseTheCallNames() throws {
        var player = try player(
            """
            import UIKit

            enum Moment { case opened, closed }

            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    log(.closed)
                    log(Moment.opened)
                }
                func log(_ moment: Moment) {
                    switch moment {
                    case .opened: print("opened")
                    case .closed: print("closed")
                    }
                }
            }
            """)
        let events = player.events("launch")
        #expect(events.printed == ["closed", "opened"])
        #expect(!events.contains { $0.kind == .note && $0.text?.contains("moment matches") == true })
    }

    /// A view of the app's own class that prints where scenelab plays no view's code (kept in a
    /// property, never a root view or added): `open` says its prints never print.
    @Test func aViewWhosePrintsNeverPlayIsNamedAtOpen() throws {
        let player = try player(
            """
            import UIKit

            class CardView: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    print("CardView layoutSubviews")
                }
            }

            class ViewController: UIViewController {
                var card: CardView?
            }
            """)
        #expect(player.warnings.contains { $0.text(in: .en).contains("CardView is a UIView") })
    }

    /// A view of the app's own class the controller makes and adds to its view: its initializer
    /// prints where it is made, and its `layoutSubviews()` after the controller's
    /// viewDidLayoutSubviews, in each pass.
    @Test func aSubviewOfTheAppsClassIsMadeWhereWrittenAndLaidOutAfterTheController() throws {
        var player = try player(
            """
            import UIKit

            class BadgeView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    print("BadgeView init")
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    print("BadgeView layoutSubviews")
                }
            }

            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("loaded")
                    let badge = BadgeView(frame: .zero)
                    view.addSubview(badge)
                }
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    print("will layout")
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    print("did layout")
                }
            }
            """)
        let printed = player.events("launch").printed
        #expect(Array(printed.prefix(5)) == ["loaded", "BadgeView init", "will layout", "did layout", "BadgeView layoutSubviews"])
        #expect(player.warnings.allSatisfy { !$0.text(in: .en).contains("BadgeView is a UIView") })
    }

    @Test func aNewProcessStartsTheStaticsAgain() throws {
        var player = try player(logger)
        _ = player.events("launch", "tap Next", "kill")
        #expect(player.events("launch").printed == ["First(1) loaded #1"])
    }

    @Test func theViewsSizeIsTheLayoutCallsOrTheWindows() throws {
        var player = try player(
            """
            import UIKit
            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("loaded \\(view.bounds.size)")
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    print("laid out \\(view.bounds.size) \\(view.bounds.width)")
                }
            }
            class SecondViewController: UIViewController {}
            """)
        let printed = player.events("launch").printed
        #expect(printed.first == "loaded (393.0, 852.0)")
        #expect(printed.contains("laid out (393.0, 852.0) 393.0"))
        #expect(player.events("rotate").printed.contains("laid out (852.0, 393.0) 852.0"))
    }

    @Test func eachCommandComesMoreThanASecondAfterTheLastWithAGlobalClock() throws {
        var player = try player(
            """
            import UIKit
            var lastLine = Date()
            class FirstViewController: UIViewController {
                private static var prefix = ""
                func log(_ text: String) {
                    if Date().timeIntervalSince(lastLine) > 1 {
                        FirstViewController.prefix += "__"
                        print("")
                    }
                    lastLine = Date()
                    print(FirstViewController.prefix + text)
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    log("will appear \\(animated)")
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    log("did appear")
                }
            }
            class SecondViewController: FirstViewController {}
            """)
        #expect(player.events("launch").printed == ["will appear false", "did appear"])
        // The lines of one command come within a second: one blank line, one step of prefix.
        #expect(player.events("tap Next").printed == ["", "__will appear true", "__did appear"])
        #expect(player.events("dismiss", "tap Next").printed == ["", "____will appear true", "____did appear"])
    }

    @Test func anIfOnAKnownValueTakesItsSideAndOnAnUnknownOneItsBody() throws {
        var player = try player(
            """
            import UIKit
            class FirstViewController: UIViewController {
                static var visits = 0
                var owner: String?
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    FirstViewController.visits += 1
                    let visits = FirstViewController.visits
                    if visits > 1 { print("again \\(visits)") } else { print("first visit") }
                    if let owner { print("owned by \\(owner)") }
                    print("owner: \\(owner ?? "none")")
                    if view.window == nil { print("unknown: body") }
                }
            }
            class SecondViewController: FirstViewController {}
            """)
        let launch = player.events("launch")
        #expect(launch.printed == ["first visit", "owner: none", "unknown: body"])
        // The undecided `if` is named once, where it is; the decided ones are not.
        let undecided = launch.of(.note).filter { $0.text?.contains("cannot work out this condition") == true }
        #expect(undecided.count == 1 && undecided.first?.text?.hasPrefix("if view.window == nil (Screens.swift:") == true)
        let next = player.events("tap Next")
        #expect(next.printed == ["again 2", "owner: none", "unknown: body"])
        #expect(!next.of(.note).contains { $0.text?.contains("cannot work out this condition") == true })
    }

    @Test func aValueItCannotWorkOutIsShownAsWrittenEvenAfterItIsStored() throws {
        var player = try player(
            """
            import UIKit
            class FirstViewController: UIViewController {
                var label = "start"
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("label: \\(label)")
                    label = view.tintColor.description
                    print("label: \\(label)")
                }
            }
            class SecondViewController: UIViewController {}
            """)
        let events = player.events("launch")
        #expect(events.printed == ["label: start", "label: \\(label)"])
        #expect(events.of(.note).contains { $0.text?.contains("`label`") == true })
    }

    @Test func aHelpersReturnedValueAndLocals() throws {
        var player = try player(
            """
            import UIKit
            class FirstViewController: UIViewController {
                private var taps = [String: Int]()
                func count(_ name: String) -> Int {
                    taps[name, default: 0] += 1
                    return taps[name] ?? 0
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let first = count("a")
                    let second = count("a")
                    print("counts", first, second, Self.twice(second), "\\(String(describing: type(of: self)))")
                    print(second > 1 ? "several" : "one")
                    report(second)
                }
                func report(_ count: Int) {
                    print("report", count + 1)
                }
                static func twice(_ value: Int) -> Int { value * 3 }
            }
            class SecondViewController: UIViewController {}
            """)
        #expect(player.events("launch").printed == ["counts 1 2 6 FirstViewController", "several", "report 3"])
    }

    @Test func aProjectWithoutStateKeepsNothing() throws {
        let sources = SwiftSourceReader.read([
            SwiftFile(
                path: "Home.swift",
                text: """
                    class Home: UIViewController {
                        override func viewWillAppear(_ animated: Bool) { print("appearing \\(animated)") }
                    }
                    """)
        ])
        let console = ProjectConsole(
            sources: sources, titles: [:], moduleName: "App", appDelegateClass: nil, sceneDelegateClass: nil,
            observers: [:])
        var memory = ConsoleMemory()
        let event = Event(
            kind: .call, object: "Home#1", className: "Home", method: "viewWillAppear(_:)",
            arguments: Event.Arguments(Event.Argument("animated", .bool(true))))
        let output = console.output(printedFor: event, memory: &memory)
        #expect(output.lines.map(\.text) == ["appearing true"])
        #expect(memory.objects.isEmpty && memory.statics.isEmpty)
    }

    @Test func theLoggersStatementsCrossAsBytesUnchanged() throws {
        let sources = SwiftSourceReader.read([SwiftFile(path: "Screens.swift", text: logger)])
        #expect(sources.structures["Counters"]?.storedProperties["lines"]?.initialValue == .integer(0))
        #expect(sources.classes["Logged"]?.storedProperties["counters"]?.isStatic == true)
        #expect(sources.classes["Logged"]?.storedProperties["number"]?.isOptional == true)
        let withGlobal = SwiftSourceReader.read([SwiftFile(path: "Log.swift", text: "var lines = 0\nlet tag = \"log\"")]
        )
        #expect(withGlobal.globals["lines"]?.initialValue == .integer(0))
        #expect(try SwiftSources(bytes: withGlobal.bytes) == withGlobal)
        let read = try SwiftSources(bytes: sources.bytes)
        #expect(read == sources)
    }
}

extension ConsoleValuesTests {
    @Test func aValueThatReadsItselfIsUnknownAndTheCallGoesOn() throws {
        var player = try player(
            """
            import UIKit
            class FirstViewController: UIViewController {
                static var a = b + 1
                static var b = a + 1
                var looping: Int { looping + 1 }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("a \\(FirstViewController.a)")
                    print("looping \\(looping)")
                    print("still here")
                }
            }
            class SecondViewController: UIViewController {}
            """)
        let events = player.events("launch")
        #expect(events.printed == ["a \\(FirstViewController.a)", "looping \\(looping)", "still here"])
    }
}

extension ConsoleValuesTests {
    @Test func whatSwiftWouldTrapOnIsUnknown() {
        #expect(Evaluation.arithmetic("/", .integer(.min), .integer(-1)) == nil)
        #expect(Evaluation.arithmetic("%", .integer(7), .integer(0)) == nil)
        #expect(Evaluation.arithmetic("/", .integer(7), .integer(2)) == .integer(3))
        #expect(Evaluation.arithmetic("+", .integer(1), .double(0.5)) == .double(1.5))
        #expect(Evaluation.arithmetic("+", .string("__"), .string("Game")) == .string("__Game"))
    }

    /// The control an action is sent (`sender: Any`) cast to its class, as CS193p's theme chooser
    /// does (`if let themeName = (sender as? UIButton)?.currentTitle, let theme = themes[themeName]`):
    /// the cast holds and the dictionary gives the theme.
    @Test func theSenderCastToItsControlsClassHolds() throws {
        var player = try player(
            """
            class FirstViewController: UIViewController {
                let themes = ["Sports": "balls", "Faces": "smiles"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let sports = UIButton(type: .system)
                    sports.setTitle("Sports", for: .normal)
                    sports.addTarget(self, action: #selector(changeTheme(_:)), for: .touchUpInside)
                }
                @objc func changeTheme(_ sender: Any) {
                    if let themeName = (sender as? UIButton)?.currentTitle, let theme = themes[themeName] {
                        print("theme \\(theme)")
                    } else {
                        print("no theme")
                    }
                    if sender is UIControl { print("a control") }
                }
            }
            """)
        _ = player.events("launch")
        let events = player.run("tap Sports").events
        #expect(events.printed == ["theme balls", "a control"])
        #expect(events.of(.note).isEmpty, "\(events.of(.note).compactMap(\.text))")
    }

    /// `prepare(for:sender:)` of a segue a button's tap starts: its `sender` is that button, whose
    /// title the code reads through a cast (CS193p's theme chooser).
    @Test func prepareReadsTheButtonThatStartedTheSegue() throws {
        var player = try player(
            """
            class FirstViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let title = (sender as? UIButton)?.currentTitle {
                        print("sent by \\(title)")
                    } else {
                        print("sent by something else")
                    }
                }
            }
            """)
        _ = player.events("launch")
        let events = player.run("tap Next").events
        #expect(events.printed == ["sent by Next"])
        #expect(events.of(.note).isEmpty, "\(events.of(.note).compactMap(\.text))")
    }

    /// A property the action changes before the condition that navigates on it: the values from
    /// before the tap are not the ones it holds there, so the condition is not decided on them
    /// in silence (it would be `1 == 2` on the second tap, where the app has counted 2).
    @Test func aPropertyTheTapChangesBeforeItsConditionIsNotJudgedOnItsOldValue() throws {
        var player = try player(
            """
            class FirstViewController: UIViewController {
                var taps = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let go = UIButton(type: .system)
                    go.setTitle("Go", for: .normal)
                    go.addTarget(self, action: #selector(count), for: .touchUpInside)
                }
                @objc func count() {
                    taps += 1
                    if taps == 2 {
                        present(SecondViewController(), animated: true)
                    }
                }
            }
            """)
        _ = player.events("launch")
        _ = player.run("tap Go")
        let second = player.run("tap Go").events
        #expect(second.of(.note).contains { $0.text?.contains("taps == 2") == true }, "\(second.of(.note).compactMap(\.text))")
    }
}
