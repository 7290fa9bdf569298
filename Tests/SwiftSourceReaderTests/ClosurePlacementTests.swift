import SwiftSourceModel
import SwiftSourceReader
import Testing

/// Closures given to calls of methods that may be the app's: run where the call stands when the
/// method calls them (or hands them on) or is not the app's; left out, and named, when kept.
struct ClosurePlacementTests {
    private let sources = SwiftSourceReader.read([
        SwiftFile(
            path: "List.swift",
            text: """
                class ListViewController: UIViewController {
                    @objc func add() {
                        presentEditor(title: "New") { item in
                            print("saved")
                        }
                        refresh { print("refreshed") }
                        Loader.shared.load(from: "items") { items in
                            print("loaded")
                        }
                        UIView.animate(withDuration: 0.3) { print("animating") }
                    }
                    private func presentEditor(title: String, completion: @escaping (String) -> Void) {
                        let editor = EditorViewController()
                        editor.onSave = completion
                        present(editor, animated: true)
                    }
                    private func refresh(then done: (() -> Void)?) {
                        print("refreshing")
                        done?()
                    }
                }
                class EditorViewController: UIViewController {
                    var onSave: ((String) -> Void)?
                }
                """),
        SwiftFile(
            path: "Loader.swift",
            text: """
                class Loader {
                    static let shared = Loader()
                    func load(from path: String, completion: @escaping ([String]) -> Void) {
                        fetch(path, completion: completion)
                    }
                    private func fetch(_ path: String, completion: @escaping ([String]) -> Void) {
                        DispatchQueue.main.async { completion([]) }
                    }
                }
                """),
    ])

    @Test func aClosureRunsWhereTheCallStandsWhenTheMethodCallsItOrIsNoneOfTheApps() {
        let printed = sources.printCalls("ListViewController", "add()").map { call in
            call.items.first.flatMap { parts in
                if case .text(let text)? = parts.first { return text }
                return nil
            }
        }
        // `saved` is kept by the editor for later; `refreshed` is called by `refresh(then:)`,
        // `loaded` by the loader's `fetch` it is handed to, `animating` by UIKit.
        #expect(printed == ["refreshed", "loaded", "animating"])
        #expect(
            !sources.statements("ListViewController", "add()").contains {
                if case .closure = $0 { return true } else { return false }
            })
    }

    @Test func aKeptClosureIsNamedWhereItIsWritten() {
        let kept = sources.warnings.filter {
            if case .closureKept = $0.problem { return true } else { return false }
        }
        #expect(kept.map(\.line) == [3])
        #expect(kept.first?.problem == .closureKept(call: "presentEditor(title:_:)"))
        #expect(kept.first?.path == "List.swift")
    }
}

/// UIKit's completion handlers stay closures, after the statements that follow their call.
struct CompletionHandlerTests {
    @Test func aCompletionHandlerWaitsPastTheStatementsAfterItsCall() throws {
        let sources = readOne(
            """
            class A: UIViewController {
                @objc func help() {
                    present(HelpViewController(), animated: true) { print("shown") }
                    print("asked")
                }
                @objc func close() {
                    dismiss(animated: true) { print("closed") }
                }
            }
            """)
        let help = sources.statements("A", "help()")
        try #require(help.count == 3)
        guard case .show = help[0], case .print = help[1], case .closure(let handler) = help[2] else {
            Issue.record("\(help)")
            return
        }
        #expect(handler.call == "present(_:animated:completion:)")
        let close = sources.statements("A", "close()")
        guard case .call("dismiss(animated:completion:)", _)? = close.first, case .closure? = close.last else {
            Issue.record("\(close)")
            return
        }
    }
}

extension CompletionHandlerTests {
    /// A handler is not moved behind a `return` (nor an `if` that returns), which would leave it
    /// where nothing reaches it.
    @Test func aCompletionHandlerStaysBeforeAReturn() throws {
        let sources = readOne(
            """
            class A: UIViewController {
                @objc func help() {
                    present(HelpViewController(), animated: true) { print("shown") }
                    return
                }
            }
            """)
        let help = sources.statements("A", "help()")
        guard help.count == 3, case .show = help[0], case .closure = help[1], case .returns = help[2] else {
            Issue.record("\(help)")
            return
        }
    }
}

/// Work after a delay (`DispatchQueue.main.asyncAfter`, a timer's block that does not repeat)
/// stays a closure, after the method's other statements (before a final `return`); a closure
/// given to `DispatchQueue.main.async` or a repeating timer runs where it is written.
struct DelayedWorkTests {
    @Test func workAfterADelayRunsAfterTheMethod() throws {
        let sources = readOne(
            """
            class Splash: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                        self.present(HomeViewController(), animated: true)
                    }
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in print("tick") }
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in print("every second") }
                    DispatchQueue.main.async { print("now") }
                    print("loaded")
                }
                func check() -> Bool {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print("later") }
                    print("checking")
                    return true
                }
            }
            """)
        let loaded = sources.statements("Splash", "viewDidLoad()")
        let kinds = loaded.map { statement -> String in
            switch statement {
            case .superCall: return "super"
            case .print(let call): return "print " + (call.items.first.map { "\($0)" } ?? "")
            case .closure(let closure): return closure.call
            default: return "\(statement)"
            }
        }
        #expect(kinds.count == 6)
        #expect(kinds.prefix(4).allSatisfy { !$0.contains("(deadline:") && !$0.contains("repeats:block") })
        #expect(kinds[4] == "DispatchQueue.main.asyncAfter(deadline:execute:)")
        #expect(kinds[5] == "Timer.scheduledTimer(withTimeInterval:repeats:block:)")
        #expect(loaded[4].isDelayedHandOver && !loaded[5].isDelayedHandOver)
        let check = sources.statements("Splash", "check()")
        guard check.count == 3, case .print = check[0], case .closure = check[1], case .returns = check[2] else {
            Issue.record("\(check)")
            return
        }
    }

    /// An animation's completion waits for the animation, its own block runs at once; a timer
    /// that calls a selector once is a closure that calls that method.
    @Test func anAnimationsCompletionAndATimersSelectorWait() throws {
        let sources = readOne(
            """
            class Splash: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    UIView.animate(withDuration: 1, animations: { print("fading") }) { _ in
                        self.performSegue(withIdentifier: "start", sender: nil)
                    }
                    Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(next), userInfo: nil, repeats: false)
                    print("appeared")
                }
                @objc func next() { print("next") }
            }
            """)
        let appeared = sources.statements("Splash", "viewDidAppear(_:)")
        try #require(appeared.count == 5)
        guard case .superCall = appeared[0], case .print = appeared[1], case .print = appeared[2],
            case .closure(let completion) = appeared[3], case .closure(let timer) = appeared[4]
        else {
            Issue.record("\(appeared)")
            return
        }
        #expect(completion.call == "UIView.animate(withDuration:animations:completion:)")
        #expect(appeared[3].isDelayedHandOver)
        #expect(timer.call == "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)")
        guard case .call("next()", _)? = timer.statements.first else {
            Issue.record("\(timer.statements)")
            return
        }
    }
}
