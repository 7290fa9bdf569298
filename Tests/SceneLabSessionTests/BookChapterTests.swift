import PropertyLists
import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// `book chapter N`: each chapter's steps, played with the book's console
/// (`trace style usov`), against the lines the book prints or names. Each
/// case cites where in the book (the seed file and its lines) the lines are.
@Suite struct BookChapterTests {
    /// One chapter step and what the book shows for it.
    struct Printed: Sendable, CustomTestStringConvertible {
        /// `seeds/000_…txt` lines (or another seed's) that give the lines.
        let source: String
        /// The chapter of Usov's book; nil for another book's app, whose one chapter it is.
        let chapter: Int?
        /// Commands before the step, whose output is not compared.
        let before: [String]
        let step: String
        let book: [String]
        var testDescription: String { "ch. \(chapter.map(String.init) ?? "-") `\(step)` (\(source))" }
    }

    /// The book's console lines a step prints, as the book's text gives them.
    static func printed(_ example: Printed) -> [String] {
        var session = Session()
        session.traceStyle = .usov
        if let chapter = example.chapter { _ = session.execute("book chapter \(chapter)") }
        for line in example.before { _ = session.execute(line) }
        return session.execute(example.step).events.filter { $0.kind == .output && $0.isVerbatim }.compactMap(\.text)
    }

    /// A session at `point` (`book chapter 3.12`) with `app` launched, in the book's console or not.
    static func launched(_ app: String, at point: String, usov: Bool = false) -> (session: Session, events: [Event]) {
        var session = Session()
        if usov { session.traceStyle = .usov }
        _ = session.execute("book chapter \(point)")
        let events = session.execute("launch \(app)").events
        return (session, events)
    }

    static let examples: [Printed] = [
        // Fig 3.19: the four calls of the orange scene.
        Printed(
            source: "000:L2298–2304", chapter: 3, before: [], step: "launch target",
            book: ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"]),
        // Variant 2, present: SecondViewController's four, nothing of ViewController.
        Printed(
            source: "000:L2554–2555", chapter: 3, before: ["launch target"], step: "tap present",
            book: [
                "loadView SecondViewController", "viewDidLoad SecondViewController",
                "viewWillAppear SecondViewController", "viewDidAppear SecondViewController",
            ]),
        // Variant 2, dismiss: only SecondViewController's disappear calls.
        Printed(
            source: "000:L2559–2566", chapter: 3, before: ["launch target", "tap present"], step: "tap back",
            book: ["viewWillDisappear SecondViewController", "viewDidDisappear SecondViewController"]),
        // Listing 3.16, the cached instance presented again: only the appear calls.
        Printed(
            source: "000:L2587–2589", chapter: 3, before: ["launch target", "tap present-cached", "tap back"],
            step: "tap present-cached",
            book: ["viewWillAppear SecondViewController", "viewDidAppear SecondViewController"]),
        // Variant 3, the push: the five steps in the book's order.
        Printed(
            source: "000:L2666–2680", chapter: 3, before: ["launch target-nav"], step: "tap about",
            book: [
                "loadView SecondViewController", "viewDidLoad SecondViewController", "viewWillDisappear",
                "viewWillAppear SecondViewController", "viewDidDisappear", "viewDidAppear SecondViewController",
            ]),
        // Chapter 5, Fig 5.4: the app delegate first, then the screen (scene lines filtered out).
        Printed(
            source: "000:L3441–3443", chapter: 5, before: ["trace scene off"], step: "launch target",
            book: ["applicationDidFinishLaunching", "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"]),
        // Chapter 5's experiment, step 2: minimizing.
        Printed(
            source: "000:L3620–3645", chapter: 5, before: ["launch target"], step: "home",
            book: ["sceneWillResignActive", "sceneDidEnterBackground"]),
        // Step 3: opening again: no willConnectTo, no screen calls.
        Printed(
            source: "000:L3573–3603", chapter: 5, before: ["launch target", "home"], step: "open",
            book: ["sceneWillEnterForeground", "sceneDidBecomeActive"]),
        // Step 4, the switcher: the scene becomes inactive.
        Printed(
            source: "000:L3620–3621", chapter: 5, before: ["launch target"], step: "switcher",
            book: ["sceneWillResignActive"]),
        // Listing 5.8: the window built in willConnectTo, whose print comes first (before the guard).
        Printed(
            source: "000:L3834–3839", chapter: 5, before: ["trace lifecycle off", "trace app off"],
            step: "launch target", book: ["sceneWillConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive"]),
        // Chapter 7, Listing 7.7: at load, a new cell per row on screen (Listing 7.10's three contacts).
        Printed(
            source: "000:L5260–5285, L5350–5367", chapter: 7, before: [], step: "launch contacts",
            book: (0..<3).map { "Создаем новую ячейку для строки с индексом \($0)" }),
        // Checklists (seed 004, "Saving & Loading"): the two paths at the bottom of viewDidLoad,
        // in today's container layout, with scenelab's folder for the book's UUID (004:L68–70).
        Printed(
            source: "004:L52–62, L68–69", chapter: nil, before: [], step: "launch checklists",
            book: [
                "Documents folder is \(ChecklistController.documentsURL)",
                "Data file path is \(ChecklistController.documentsURL)Checklists.plist",
            ]),
    ]

    @Test(arguments: examples)
    func aChapterStepPrintsTheBooksLines(_ example: Printed) {
        #expect(Self.printed(example) == example.book)
    }

    /// Chapter 3 has no delegate prints yet; chapter 5 has them (the finished app too).
    /// Chapter 3 listing by listing: Listing 3.2's viewDidLoad alone (Fig 3.3, 000:L1693–1703),
    /// loadView from 3.6 (L2020), the appear calls from 3.8 and 3.9 (L2105, L2121);
    /// SecondViewController's from 3.11 (L2175). `N.0` prints nothing of the chapter yet.
    @Test func chapterThreeListingByListing() {
        func launch(at point: String) -> [String] {
            Self.launched("target", at: point, usov: true).events.filter { $0.kind == .output && $0.isVerbatim }.compactMap(\.text)
        }
        #expect(launch(at: "3.0").isEmpty)
        #expect(launch(at: "3.2") == ["viewDidLoad"])
        #expect(launch(at: "3.6") == ["loadView", "viewDidLoad"])
        #expect(launch(at: "3.9") == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        var session = Session()
        session.traceStyle = .usov
        _ = session.execute("book chapter 3.10")
        _ = session.execute("launch target-nav")
        // Pushed: the game screen's disappear calls (3.10), none of SecondViewController's (3.11).
        let push = session.execute("tap about").events.filter { $0.kind == .output && $0.isVerbatim }.compactMap(\.text)
        #expect(push == ["viewWillDisappear", "viewDidDisappear"])
    }

    /// Chapter 3's second variant listing by listing (000:L2461–2613): at 3.11 «О программе» is a
    /// Show segue; at 3.12 it runs an empty action; at 3.13 it presents `SecondViewController()`,
    /// an instance with no storyboard scene, empty, with no «Назад»; at 3.14 the storyboard's
    /// instance, whose «Назад» does nothing until 3.15 dismisses; at 3.16 the lazy instance,
    /// loaded once. Before 3.11 there is no second scene.
    @Test func chapterThreeRewiresTheAboutButtonListingByListing() {
        func session(at point: String) -> Session { Self.launched("target", at: point).session }
        func buttons(_ session: Session) -> [String] {
            session.simulator.application?.topScreen()?.buttons.map(\.name) ?? []
        }
        #expect(buttons(session(at: "3.10")) == ["check"])
        var segue = session(at: "3.11")
        #expect(buttons(segue) == ["check", "about"])
        #expect(segue.execute("tap about").events.contains { $0.method == "prepare(for:sender:)" })

        var empty = session(at: "3.12")
        let nothing = empty.execute("tap present").events
        #expect(!nothing.contains { $0.kind == .call })
        #expect(nothing.contains { $0.kind == .note && $0.text?.contains("showNextScreen() is empty") == true })

        var inCode = session(at: "3.13")
        let made = inCode.execute("tap present").events
        #expect(made.contains { $0.method == "init(nibName:bundle:)" && $0.object == "SecondViewController#1" })
        #expect(!made.contains { $0.method == "awakeFromNib()" })
        #expect(buttons(inCode).isEmpty)

        var unwired = session(at: "3.14")
        _ = unwired.execute("tap present")
        let back = unwired.execute("tap return").events
        #expect(!back.contains { $0.method == "viewWillDisappear(_:)" })
        #expect(back.contains { $0.kind == .note && $0.text?.contains("wired to nothing") == true })
        var wired = session(at: "3.15")
        _ = wired.execute("tap present")
        #expect(wired.execute("tap return").events.contains { $0.method == "viewWillDisappear(_:)" })

        var cached = session(at: "3.16")
        #expect(buttons(cached) == ["check", "present-cached"])
        _ = cached.execute("tap present-cached")
        _ = cached.execute("tap return")
        let again = cached.execute("tap present-cached").events
        #expect(!again.contains { $0.method == "viewDidLoad()" } && again.contains { $0.method == "viewDidAppear(_:)" })
        #expect(buttons(session(at: "3")) == ["check", "about", "present", "present-cached"])
    }

    /// Chapter 8 listing by listing: Listing 8.2 writes "Some key" in viewDidLoad (000:L6431),
    /// 8.3 prints it back twice (000:L6540–6545); at 8.6 didSet's `storage.save` finds the
    /// implicitly unwrapped storage nil and the app crashes; at 8.7 the test contacts are saved
    /// at every launch; from 8.8 the list is read from the storage (000:L6775–6790).
    @Test func chapterEightListingByListing() {
        func launch(at point: String) -> (session: Session, printed: [String], crashed: Bool) {
            let (session, events) = Self.launched("contacts", at: point, usov: true)
            // The app's own print lines, the cells' prints of Listing 7.7 left aside.
            let printed = events.filter { $0.kind == .print }.compactMap(\.text)
            // A crash ends the process: no app is left running.
            let crashed = events.contains { $0.text?.hasPrefix("Fatal error") == true } && session.simulator.application == nil
            return (session, printed, crashed)
        }
        #expect(launch(at: "8.1").printed.isEmpty)
        #expect(launch(at: "8.2").session.simulator.application.flatMap { AppSandbox.storedValue(forKey: "Some key", in: $0) } == .string("Some random text"))
        #expect(launch(at: "8.3").printed == [#"Optional("Some random text")"#, #"Optional("Some random text")"#])
        #expect(launch(at: "8.6").crashed)
        // At 8.7 the launch saves the test contacts, and a deletion saves the two left; a relaunch
        // shows the three test contacts again, as 8.7 does not read the store.
        var atSeven = launch(at: "8.7").session
        let stored = { (session: Session) in
            session.simulator.application.flatMap { AppSandbox.storedValue(forKey: ContactStorage.storageKey, in: $0) }
        }
        #expect(atSeven.simulator.application.flatMap { AppSandbox.storedValue(forKey: "Some key", in: $0) } == nil)
        #expect(stored(atSeven) != nil)
        #expect(atSeven.execute("swipe 1 delete").events.contains { $0.kind == .call })
        _ = atSeven.execute("kill")
        _ = atSeven.execute("launch contacts")
        #expect(atSeven.simulator.application?.topScreen()?.numberedRows.count == 3)
        // From 8.8 the list is the store's: a deletion is still gone after a relaunch.
        _ = atSeven.execute("swipe 1 delete")
        _ = atSeven.execute("kill")
        _ = atSeven.execute("book chapter 8.8")
        _ = atSeven.execute("launch contacts")
        #expect(atSeven.simulator.application?.topScreen()?.numberedRows.count == 2)
        #expect(!launch(at: "8").crashed)
    }

    /// Chapter 15 listing by listing: 15.0 keeps the stub storage's test tasks; at 15.1 the list
    /// reads User Defaults but nothing saves; from 15.2 `didSet` saves, and the list's own
    /// `loadTasks()` empties the store before reading it, so a relaunch shows an empty list
    /// (000:L12101–12123); Listing 15.4 loads first and the task stays (000:L12155–12187).
    @Test func chapterFifteenListingByListing() {
        func relaunched(at point: String) -> (tasksAfterAdd: PropertyList?, rows: Int) {
            var session = Session()
            _ = session.execute("book chapter \(point)")
            _ = session.execute("launch todo")
            _ = session.execute("task add Milk")
            let stored = session.simulator.application.flatMap { AppSandbox.storedValue(forKey: "tasks", in: $0) }
            _ = session.execute("kill")
            _ = session.execute("launch todo")
            return (stored, session.simulator.application?.topScreen()?.numberedRows.count ?? -1)
        }
        #expect(relaunched(at: "15.0").rows == 7)
        let fifteenOne = relaunched(at: "15.1")
        #expect(fifteenOne.tasksAfterAdd == nil && fifteenOne.rows == 0)
        let fifteenTwo = relaunched(at: "15.2")
        #expect(fifteenTwo.tasksAfterAdd != nil && fifteenTwo.rows == 0)
        #expect(relaunched(at: "15.4").rows == 1)
        #expect(relaunched(at: "15").rows == 1)
    }

    /// Chapter 5 listing by listing: the delegates' prints one listing each (Listings 5.1–5.7,
    /// 000:L3426–3697); the window built in code, and `sceneWillConnectTo`, only from Listing 5.8
    /// (L3834–3839).
    @Test func chapterFiveListingByListing() {
        func launch(at point: String) -> (printed: [String], window: WindowSetup?) {
            let (session, events) = Self.launched("target", at: point, usov: true)
            let printed = events.filter { $0.kind == .output && $0.isVerbatim }.compactMap(\.text)
            return (printed.filter { !$0.hasPrefix("load") && !$0.hasPrefix("view") }, session.simulator.application?.windowSetup)
        }
        #expect(launch(at: "5.1").printed == ["applicationDidFinishLaunching"])
        #expect(launch(at: "5.3").printed == ["applicationDidFinishLaunching", "willConnectTo", "sceneWillEnterForeground"])
        #expect(launch(at: "5.7").window == .storyboard)
        let listing8 = launch(at: "5.8")
        #expect(listing8.window == .code)
        #expect(listing8.printed.prefix(2) == ["applicationDidFinishLaunching", "sceneWillConnectTo"])
    }

    @Test func theDelegatesPrintFromChapterFiveOn() {
        let launch = Printed(source: "000:L3426–3433", chapter: 3, before: [], step: "launch target", book: [])
        #expect(!Self.printed(launch).contains("applicationDidFinishLaunching"))
        let chapter5 = Printed(source: "000:L3426–3433", chapter: 5, before: [], step: "launch target", book: [])
        #expect(Self.printed(chapter5).first == "applicationDidFinishLaunching")
        let chapter2 = Printed(source: "000:L1693–1698", chapter: 2, before: [], step: "launch target", book: [])
        #expect(Self.printed(chapter2).isEmpty)
    }

    /// Chapter 5's end: UIKit's entry-point error before willConnectTo, and a
    /// window the code builds (000:L3915–3916).
    @Test func chapterFiveLogsTheEntryPointErrorAndBuildsTheWindowInCode() {
        var session = Session()
        _ = session.execute("book chapter 5")
        let events = session.execute("launch target").events
        let error = events.firstIndex { $0.kind == .note && $0.text?.contains("designated entry point") == true }
        let connect = events.firstIndex { $0.method == "scene(_:willConnectTo:options:)" }
        let made = events.firstIndex { $0.method == "init(coder:)" }
        #expect(error != nil && connect != nil && made != nil)
        if let error, let connect, let made { #expect(error < connect && connect < made) }
        #expect(session.simulator.application?.windowSetup == .code)
    }

    /// Chapter 7: the test contacts, and nothing stored (000:L5472–5482, L5723–5724).
    @Test func chapterSevenHasTestContactsAndNoStorage() {
        var session = Session()
        _ = session.execute("book chapter 7")
        let launch = session.execute("launch contacts").events
        #expect(!launch.contains { $0.kind == .store })
        #expect(session.simulator.application?.topScreen()?.numberedRows.map(\.row.text) == [
            "Владимир Анатольевич", "Саня Техосмотр", "Сильвестр",
        ])
        let delete = session.execute("swipe 1 delete").events
        #expect(!delete.contains { $0.kind == .store })
        _ = session.execute("kill")
        _ = session.execute("launch contacts")
        #expect(session.simulator.application?.topScreen()?.numberedRows.count == 3)
    }

    /// Chapters 12–14: the stub's test tasks, six then seven from Listing 12.12, saved nowhere
    /// (000:L8930–8958, L10022–10028); chapter 15 reads the store.
    @Test(arguments: [("12.11", 6), ("12", 7), ("14", 7)])
    func theStubStorageGivesTheTestTasks(chapter: String, count: Int) {
        var session = Session()
        _ = session.execute("book chapter \(chapter)")
        let launch = session.execute("launch todo").events
        #expect(!launch.contains { $0.kind == .store })
        #expect(session.simulator.application?.topScreen()?.numberedRows.count == count)
        #expect(session.simulator.application?.topScreen()?.numberedRows.first?.row.text == "Помыть кота")
    }

    /// Chapters 11–14 as the list grows (000:L8691–11987): chapter 11's template list has no
    /// data source (an empty table); Listing 12.4 shows the rows, 12.5 names the sections; from
    /// 13.1 a tap completes a task, 13.4 brings Edit, 13.3 and 13.5 the swipes; "+" from chapter
    /// 14 and the swipe's «Изменить» from 14.21.
    @Test func theListGrowsChapterByChapter() {
        func launched(_ point: String) -> Session { Self.launched("todo", at: point).session }
        func screen(_ session: Session) -> Screen? { session.simulator.application?.topScreen() }
        #expect(screen(launched("11"))?.sections.isEmpty == true)
        #expect(screen(launched("12.4"))?.sections.map(\.header) == [nil, nil])
        // Before Listing 12.7 the rows keep the storage's order: a completed task among planned ones.
        #expect(screen(launched("12.6"))?.sections.first?.rows.map(\.text) == [
            "Помыть кота", "Отдать долг Арнольду", "Подарить цветы супруге", "Позвонить родителям",
        ])
        #expect(screen(launched("12.7"))?.sections.first?.rows.last?.text == "Отдать долг Арнольду")
        #expect(screen(launched("12"))?.sections.first?.header == "Important")
        var twelve = launched("12")
        let tap = twelve.execute("tap 1").events
        #expect(tap.contains { $0.kind == .note && $0.text?.contains("13.1") == true })
        #expect(screen(twelve)?.leftButtons.isEmpty == true && screen(twelve)?.rightButtons.isEmpty == true)
        var thirteen = launched("13")
        #expect(thirteen.execute("tap 1").events.contains { $0.kind == .note && $0.text?.contains("completed") == true })
        #expect(screen(thirteen)?.leftButtons.map(\.name) == ["edit"] && screen(thirteen)?.rightButtons.isEmpty == true)
        // A completed task's swipe (13.3) beside Delete (13.5); no «Изменить» before 14.21.
        #expect(screen(thirteen)?.sections.first?.rows.contains { $0.swipeActions.map(\.name) == ["undone", "delete"] } == true)
        #expect(screen(launched("14.20"))?.sections.first?.rows.first?.swipeActions.map(\.name) == ["delete"])
        #expect(screen(launched("14"))?.sections.first?.rows.first?.swipeActions.map(\.name) == ["edit", "delete"])
        #expect(screen(launched("14"))?.rightButtons.map(\.name) == ["+"])
    }

    /// Chapter 15, Listing 15.4 (000:L12155–12187): the store is read in
    /// willConnectTo before the list exists; as printed, setTasks's saves
    /// come after the list is made and before its navigation controller.
    @Test func chapterFifteenLoadsBeforeTheListAndSetsTheTasksAfterIt() {
        var session = Session()
        _ = session.execute("book chapter 15")
        _ = session.execute("book as-written")
        _ = session.execute("launch todo")
        _ = session.execute("task add Buy milk")
        _ = session.execute("kill")
        let events = session.execute("launch todo").events
        let read = events.firstIndex { $0.kind == .store && $0.method == "array(forKey:)" }
        let made = events.firstIndex { $0.method == "init(coder:)" }
        let saved = events.firstIndex { $0.kind == .store && $0.method == "set(_:forKey:)" }
        let navigation = events.firstIndex { $0.method == "init(rootViewController:)" }
        #expect(read != nil && made != nil && saved != nil && navigation != nil)
        if let read, let made, let saved, let navigation { #expect(read < made && made < saved && saved < navigation) }
    }

    /// `book chapter` changes only while no app runs, and `all` is the finished apps.
    @Test func theChapterChangesOnlyWhileNoAppRuns() {
        var session = Session()
        _ = session.execute("launch target")
        #expect(session.execute("book chapter 3").events.contains { $0.kind == .error })
        _ = session.execute("kill")
        #expect(!session.execute("book chapter 3").events.contains { $0.kind == .error })
        #expect(session.simulator.chapter == BookChapter(3))
        _ = session.execute("book chapter all")
        #expect(session.simulator.chapter == nil)
        #expect(session.execute("book chapter 99").events.contains { $0.kind == .error })
    }

    /// Chapter 7 listing by listing: the 50-row demo until Listing 7.12 (000:L4922–4943,
    /// L5342), the cell prints from Listing 7.4, and Listing 7.4's stale text, which Listing
    /// 7.6 fixes (Fig 7.27, 000:L5280–5287).
    @Test func chapterSevenListingByListing() {
        func rows(at point: String, scrolling: Int) -> (printed: [String], rows: [String]) {
            var session = Session()
            session.traceStyle = .usov
            _ = session.execute("book chapter \(point)")
            let printed = session.execute("launch contacts").events.filter { $0.isVerbatim }.compactMap(\.text)
            if scrolling > 0 { _ = session.execute("scroll down \(scrolling)") }
            let rows = session.simulator.application?.topScreen()?.numberedRows.map(\.row.text) ?? []
            return (printed, rows)
        }
        let visible = Device(model: .iPhone).rowsOnScreen
        let plain = rows(at: "7.3", scrolling: 0)
        #expect(plain.printed.isEmpty)
        #expect(plain.rows.count == 50 && plain.rows.first == "Row 0")
        let stale = rows(at: "7.4", scrolling: 3)
        #expect(stale.printed.count == visible)
        #expect(stale.rows[visible + 1] == "Row 0" && stale.rows[visible] == "Row \(visible)")
        let fixed = rows(at: "7.6", scrolling: 3)
        #expect(fixed.rows[visible + 1] == "Row \(visible + 1)")
        let contacts = rows(at: "7.12", scrolling: 0)
        #expect(contacts.rows == ["Владимир Анатольевич", "Саня Техосмотр", "Сильвестр"])
        // The toolbar's «Создать контакт» comes just before Listing 7.17 (000:L5940–5957).
        for (point, shown) in [("7.12", false), ("7.16", false), ("7.17", true), ("7", true)] {
            var session = Session()
            _ = session.execute("book chapter \(point)")
            _ = session.execute("launch contacts")
            let buttons = session.simulator.application?.topScreen()?.buttons.map(\.name) ?? []
            #expect(buttons.contains("create-contact") == shown, "\(point)")
        }
        #expect(BookChapter(parsing: "7.4") == BookChapter(7, listing: 4))
        #expect(BookChapter(parsing: "7.4")! < BookChapter(7))
        #expect(BookChapter(parsing: "7.") == nil && BookChapter(parsing: "21") == nil)
    }

    /// Listing 7.15 (000:L5668–5675): a left swipe prints the row it asks about and
    /// shows nothing; 7.16 replaces it with «Удалить», and the finished app prints nothing there.
    @Test func listingSevenFifteenPrintsTheSwipeAndShowsNothing() {
        func swiped(at point: String) -> (printed: [String], notes: [String]) {
            var session = Session()
            session.traceStyle = .usov
            _ = session.execute("book chapter \(point)")
            _ = session.execute("launch contacts")
            if point == "all" { _ = session.execute("contact add Anna +1") }
            let events = session.execute("swipe 1").events
            return (
                events.filter { $0.isVerbatim }.compactMap(\.text),
                events.filter { $0.kind == .note }.compactMap(\.text)
            )
        }
        let asked = swiped(at: "7.15")
        #expect(asked.printed == ["Определяем доступные действия для строки 0"])
        #expect(asked.notes.first?.hasPrefix("row 1 stays in place") == true)
        let deleting = swiped(at: "7.16")
        #expect(deleting.printed.isEmpty)
        #expect(deleting.notes.first?.contains("showing «Delete»") == true)
        #expect(swiped(at: "all").printed.isEmpty)
    }
}
