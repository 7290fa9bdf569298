import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// The `usov` trace style: the book's own `print` lines, for the classes and
/// methods its code overrides, after the calls that run them.
@Suite struct BookConsoleTests {
    /// The verbatim output lines a script prints in the `usov` style.
    static func printed(_ lines: [String]) -> [String] {
        var session = Session()
        session.traceStyle = .usov
        return lines.flatMap { line in
            session.execute(line).events.filter { $0.kind == .output && $0.isVerbatim }.compactMap(\.text)
        }
    }

    @Test func aLaunchPrintsTheBooksStringsInUIKitsOrder() {
        #expect(
            Self.printed(["launch target"]) == [
                "applicationDidFinishLaunching", "willConnectTo", "sceneWillEnterForeground", "loadView",
                "viewDidLoad", "viewWillAppear", "sceneDidBecomeActive", "viewDidAppear",
            ])
    }

    @Test func theSecondScreenNamesItsClass() {
        let lines = Self.printed(["launch target-nav", "tap About"]).suffix(6)
        #expect(
            Array(lines) == [
                "loadView SecondViewController", "viewDidLoad SecondViewController", "viewWillDisappear",
                "viewWillAppear SecondViewController", "viewDidDisappear", "viewDidAppear SecondViewController",
            ])
    }

    /// A method the book does not override, and a class it does not write, print nothing.
    @Test func onlyWhatTheBookOverridesPrints() {
        let console = RightOnTarget.bookConsole
        #expect(console.line(printedBy: "ViewController", in: "viewIsAppearing(_:)") == nil)
        #expect(console.line(printedBy: "ViewController", in: "init(coder:)") == nil)
        #expect(console.line(printedBy: "TaskListController", in: "viewDidLoad()") == nil)
        #expect(console.line(printedBy: "AppDelegate", in: "application(_:didFinishLaunchingWithOptions:)")
            == "applicationDidFinishLaunching")
        #expect(Self.printed(["launch todo", "home"]).isEmpty)
    }

    /// The calls of the command that ends the process still print (kill after the switcher).
    @Test func theLastCallsOfAKilledProcessPrint() {
        let lines = Self.printed(["launch target", "switcher", "kill"])
        #expect(lines.last == "sceneDidEnterBackground")
    }

    /// The book's console on standard output, scenelab's notes beside it on
    /// standard error, and the mark of an uncertain call after the book's text.
    @Test func notesGoToStandardErrorAndUncertainLinesSaySo() {
        var session = Session()
        session.traceStyle = .usov
        let renderer = TextRenderer(style: .usov)
        let launch = session.execute("launch target").events.compactMap(renderer.render)
        #expect(launch.contains(.output("loadView [uncertain]")))
        #expect(launch.contains(.output("sceneDidBecomeActive")))
        let kill = session.execute("kill").events.compactMap(renderer.render)
        #expect(kill.contains { if case .note(let text) = $0 { text.hasPrefix("the process ends") } else { false } })
        #expect(!kill.contains { if case .output(let text) = $0 { text.contains("note:") } else { false } })
    }

    /// A channel turned off hides the book's lines of its calls; the table's,
    /// off in scenelab's default trace, keeps them until turned off.
    @Test func traceFiltersTheBooksLinesByTheirCallsChannels() {
        #expect(Self.printed(["trace scene off", "launch target", "home"]) == [
            "applicationDidFinishLaunching", "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear",
        ])
        #expect(Self.printed(["trace none", "launch target", "home"]).isEmpty)
        let reuse = Self.printed(["launch contacts", "contact add Anna +79990001122"])
        #expect(reuse == ["Создаем новую ячейку для строки с индексом 0"])
        #expect(Self.printed(["launch contacts", "trace table off", "contact add Anna +79990001122"]).isEmpty)
        // `trace default` is the session's start again: nothing turned off, the table's lines back.
        #expect(
            Self.printed(["launch contacts", "trace table off", "trace default", "contact add Anna +79990001122"])
                == ["Создаем новую ячейку для строки с индексом 0"])
    }

    /// Checklists prints its two paths at the bottom of viewDidLoad (004:L52–62),
    /// as the book's example shows them (004:L68–69), with a container of its own.
    @Test func checklistsPrintsItsDocumentsFolderAndDataFilePath() {
        let lines = Self.printed(["launch checklists"])
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("Documents folder is file:///var/mobile/Containers/Data/Application/") == true)
        #expect(lines.first?.hasSuffix("/Documents/") == true)
        #expect(lines.last == lines.first.map { $0.replacing("Documents folder is", with: "Data file path is") + "Checklists.plist" })
        let folder = ChecklistController.containerFolder(of: Checklists.bundleIdentifier)
        #expect(folder.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
        #expect(folder != ChecklistController.containerFolder(of: "com.example.Other"))
    }

    /// The other styles print none of the book's lines.
    @Test func theScenelabStylePrintsNoBookLines() {
        var session = Session()
        let verbatim = session.execute("launch target").events.filter { $0.kind == .output && $0.isVerbatim }
        #expect(verbatim.isEmpty)
    }

    /// The strings the book's listings print (notes, seed000 part I §1.1), and nothing else.
    static let bookStrings: Set<String> = [
        "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "loadView SecondViewController", "viewDidLoad SecondViewController", "viewWillAppear SecondViewController",
        "viewDidAppear SecondViewController", "viewWillDisappear SecondViewController",
        "viewDidDisappear SecondViewController", "applicationDidFinishLaunching", "willConnectTo",
        "sceneWillEnterForeground", "sceneDidBecomeActive", "sceneWillResignActive", "sceneDidEnterBackground",
        "sceneDidDisconnect",
    ]

    /// Chapter 5's four steps (launch, minimise, open, the switcher and a swipe away), played
    /// with the book's code as written (so the swipe plays the book's sceneDidDisconnect):
    /// step by step, the book's strings in UIKit's order.
    @Test func chapterFivesFourStepsPrintTheBooksStrings() {
        var session = Session()
        session.traceStyle = .usov
        _ = session.execute("book as-written")
        func step(_ line: String) -> [String] {
            session.execute(line).events.filter { $0.kind == .output && $0.isVerbatim }.compactMap(\.text)
        }
        let launch = step("launch target")
        let minimise = step("home")
        let open = step("open")
        let kill = step("switcher") + step("kill")
        #expect(
            launch == [
                "applicationDidFinishLaunching", "willConnectTo", "sceneWillEnterForeground", "loadView", "viewDidLoad",
                "viewWillAppear", "sceneDidBecomeActive", "viewDidAppear",
            ])
        #expect(minimise == ["sceneWillResignActive", "sceneDidEnterBackground"])
        #expect(open == ["sceneWillEnterForeground", "sceneDidBecomeActive"])
        #expect(kill == ["sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect"])
        for line in launch + minimise + open + kill { #expect(Self.bookStrings.contains(line), "\(line)") }
    }
}
