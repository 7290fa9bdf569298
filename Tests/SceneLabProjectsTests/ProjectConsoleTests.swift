import SceneLabCore
import Testing
import XcodeProject

/// The lines a project's own `print` calls give, under the calls that run them.
@Suite struct ProjectConsoleTests {
    /// Two screens: `first`'s `Next` button shows `second` with the segue `next`.
    private func player(first: String, second: String, swift: [String: String]) throws -> Player {
        let board = Inline.storyboard(
            initial: "first",
            Inline.scene(id: "first", className: first, title: "First", next: "second")
                + Inline.scene(id: "second", className: second, title: "Second"))
        return try Player(try Inline.project(storyboard: board, swift: swift))
    }

    private let base = """
        import UIKit

        class BaseViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                print("\\(type(of: self)) loaded")
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                print("Base will appear")
            }
        }
        """

    private let quiet = """
        import UIKit

        class QuietViewController: BaseViewController {
        }
        """

    private let loud = """
        import UIKit

        class LoudViewController: BaseViewController {
            override func viewDidLoad() {
                print("Loud: no super")
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                print("Loud will appear")
            }
        }
        """

    // MARK: The example

    @Test func aPrintFollowsTheCallThatRunsIt() throws {
        var player = try Player(try Fixtures.lifecycleLab())
        let events = player.run("launch").events
        let call = try #require(events.firstIndex { $0.call == "HomeViewController#1 viewDidLoad()" })
        try #require(events.indices.contains(call + 1))
        #expect(events[call + 1].kind == .print)
        #expect(events[call + 1].text == "[Home] viewDidLoad()")
    }

    @Test func theExamplesLaunchPrintsInUIKitsOrder() throws {
        var player = try Player(try Fixtures.lifecycleLab())
        let printed = player.run("launch").events.printed
        #expect(
            printed == [
                "AppDelegate: application(_:didFinishLaunchingWithOptions:)",
                "AppDelegate: application(_:configurationForConnecting:options:)",
                "SceneDelegate: scene(_:willConnectTo:options:)",
                "SceneDelegate: sceneWillEnterForeground(_:)",
                "[Home] viewDidLoad()",
                "[Home] viewWillAppear(_:)",
                "[Home] viewIsAppearing(_:)",
                "SceneDelegate: sceneDidBecomeActive(_:)",
                "[Home] viewDidAppear(_:)",
            ])
    }

    @Test func typeOfSelfAndFunctionPrintAsSwiftDoes() throws {
        var player = try Player(try Fixtures.lifecycleLab())
        player.run("launch")
        let printed = player.events("tap Details").printed
        #expect(printed.contains("SummaryViewController viewDidLoad()"))
        #expect(printed.contains("SummaryViewController didMove(toParent:)"))
    }

    @Test func thePreparedSeguesIdentifierIsPrinted() throws {
        var player = try Player(try Fixtures.lifecycleLab())
        player.run("launch")
        let events = player.events("tap Details")
        #expect(events.printed.contains("Home: prepare showDetails"))
        #expect(events.of(.note).allSatisfy { $0.text?.contains("segue.identifier") != true })
    }

    // MARK: Written here

    @Test func everySpellingOfTheSeguesIdentifier() throws {
        let source = """
            import UIKit

            class StartViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    super.prepare(for: segue, sender: sender)
                    print("fallback: \\(segue.identifier ?? "none")")
                    print("forced: \\(segue.identifier!)")
                    print("optional: \\(segue.identifier)")
                }
            }
            """
        var player = try player(first: "StartViewController", second: "EndViewController", swift: ["Start": source])
        player.run("launch")
        let printed = player.events("tap Next").printed
        #expect(printed == ["fallback: next", "forced: next", "optional: Optional(\"next\")"])
    }

    @Test func anIfOnTheSeguesIdentifierIsDecidedByWhateverNameItHas() throws {
        // The segue is `next`, which the parameter `segue` holds as the method's own: no
        // condition on its identifier is left undecided, in a local's value or an `if`.
        let source = """
            import UIKit

            class StartViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let named = segue.identifier == "next"
                    if segue.identifier == "other" { print("other") } else { print("not other: \\(named)") }
                    if segue.identifier == nil { print("no identifier") }
                }
            }
            """
        var player = try player(first: "StartViewController", second: "EndViewController", swift: ["Start": source])
        player.run("launch")
        let events = player.events("tap Next")
        #expect(events.printed == ["not other: true"])
        #expect(events.of(.note).isEmpty, "\(events.of(.note).compactMap(\.text))")
    }

    @Test func anUnevaluatedExpressionStaysAsWrittenWithOneNotePerSite() throws {
        let source = """
            import UIKit

            class CounterViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    report()
                    report()
                }

                func report() {
                    print("width: \\(view.tintColor)")
                }
            }
            """
        var player = try player(first: "CounterViewController", second: "EndViewController", swift: ["Counter": source])
        let events = player.run("launch").events
        #expect(events.printed == ["width: \\(view.tintColor)", "width: \\(view.tintColor)"])
        let notes = events.of(.note).compactMap(\.text).filter { $0.contains("view.tintColor") }
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix("Counter.swift:11:") == true)
    }

    @Test func aSubclassWithoutAnOverridePrintsItsSuperclassesLinesWithItsOwnName() throws {
        var player = try player(
            first: "QuietViewController", second: "LoudViewController",
            swift: ["Base": base, "Quiet": quiet, "Loud": loud])
        let printed = player.run("launch").events.printed
        #expect(printed == ["QuietViewController loaded", "Base will appear"])
    }

    @Test func anOverrideWithoutSuperDoesNotPrintTheSuperclassesLines() throws {
        var player = try player(
            first: "QuietViewController", second: "LoudViewController",
            swift: ["Base": base, "Quiet": quiet, "Loud": loud])
        player.run("launch")
        let printed = player.events("tap Next").printed
        #expect(printed == ["Loud: no super", "Base will appear", "Loud will appear"])
        #expect(!printed.contains("LoudViewController loaded"))
        #expect(
            player.warnings.contains {
                $0.file == "App/Loud.swift"
                    && $0.problem == .superNotCalled(className: "LoudViewController", method: "viewDidLoad()", instead: nil)
            })
    }

    @Test func printsArgumentsAndSeparatorAsSwiftJoinsThem() throws {
        let source = """
            import UIKit

            class StartViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("one", "two", separator: "+")
                    print("a", #function)
                    print("tab\\tand \\"quotes\\"")
                }
            }
            """
        var player = try player(first: "StartViewController", second: "EndViewController", swift: ["Start": source])
        let printed = player.run("launch").events.printed
        #expect(printed == ["one+two", "a viewDidLoad()", "tab\tand \"quotes\""])
    }

    @Test func aClassWithoutSourcesPrintsNothing() throws {
        var player = try player(first: "StartViewController", second: "EndViewController", swift: ["Base": base])
        let events = player.run("launch").events
        #expect(events.of(.error).isEmpty)
        #expect(events.printed.isEmpty)
    }
}
