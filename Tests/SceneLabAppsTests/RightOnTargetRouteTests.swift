import CommandGrammar
import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore

/// What the book's `print` calls would show for these events (notes §1.1):
/// `ViewController`'s six lifecycle methods print their bare names,
/// `SecondViewController`'s add " SecondViewController"; nothing else prints.
/// Several `ViewController` instances print alike, as in the book.
func bookPrints(_ events: [Event]) -> [String] {
    events.compactMap { event -> String? in
        guard event.kind == .call, event.channel == .lifecycle, let method = event.method,
            let name = method.split(separator: "(").first
        else { return nil }
        switch event.className {
        case "ViewController": return String(name)
        case "SecondViewController": return "\(name) SecondViewController"
        default: return nil
        }
    }
}

/// The simulator with "Right on target", or its navigation-controller variant, launched.
func launchedTarget(navigation: Bool = false, language: Language = .en) -> Simulator {
    var simulator = Simulator(catalog: rightOnTargetCatalog, language: language)
    _ = simulator.apply(.launch(app: navigation ? "target-nav" : "target", window: .storyboard))
    return simulator
}

/// The books' apps plus variant 3, which the shipped catalog may not list yet.
let rightOnTargetCatalog = AppCatalog.books

/// Chapter 3's routes between the two screens, against the book's stated output (notes S1–S5).
@Suite struct RightOnTargetRouteTests {
    static let loadAndShow = ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"]
    static let loadAndShowSecond = loadAndShow.map { "\($0) SecondViewController" }

    /// S1 / S10: the root's four calls, in order, after the app delegate's launch.
    @Test func launchPrintsTheRootsFourCalls() {
        var simulator = Simulator(catalog: rightOnTargetCatalog)
        let events = simulator.apply(.launch(app: "target", window: .storyboard))
        #expect(bookPrints(events) == Self.loadAndShow)
        let didFinish = allCalls(events).firstIndex(of: "AppDelegate application(_:didFinishLaunchingWithOptions:)")
        let loadView = allCalls(events).firstIndex(of: "ViewController#1 loadView()")
        #expect(didFinish != nil && loadView != nil && (didFinish ?? 0) < (loadView ?? 0))
    }

    /// S2, forward: only SecondViewController prints; the game screen stays in the hierarchy.
    @Test func showSegueForwardLeavesTheGameScreenAlone() throws {
        var simulator = launchedTarget()
        let events = simulator.apply(.gesture(.tap("about")))
        #expect(bookPrints(events) == Self.loadAndShowSecond)
        #expect(calls(events, on: [.segue]) == ["ViewController#1 prepare(for:sender:)"])
        #expect(try #require(simulator.controller(named: "ViewController#1")).appearance == .appeared)
        #expect(try #require(simulator.controller(named: "SecondViewController#1")).presenter != nil)
    }

    /// S2, back: «Назад» is another Show segue: a new ViewController loads and
    /// shows, SecondViewController gets no disappear call, and both stay (E4, Fig 3.24).
    @Test func showSegueBackStacksANewGameScreen() {
        var simulator = launchedTarget()
        simulator.run(.gesture(.tap("about")))
        let back = simulator.apply(.gesture(.tap("return")))
        #expect(bookPrints(back) == Self.loadAndShow)
        #expect(
            allCalls(back).allSatisfy { !$0.hasPrefix("SecondViewController") || $0.hasSuffix("prepare(for:sender:)") })
        #expect(simulator.liveNames == ["ViewController#1", "SecondViewController#1", "ViewController#2"])
        // Four transitions, as in Fig 3.24: five scenes in the hierarchy, nothing freed.
        let more = simulator.run(.gesture(.tap("about")), .gesture(.tap("return")))
        #expect(!calls(more, on: [.memory]).contains { $0.hasSuffix("deinit") })
        #expect(simulator.liveControllers.filter { $0.appearance == .appeared }.count == 5)
    }

    /// S3: a fresh instance per present, loaded each time; dismiss shows only its two calls, then frees it.
    @Test func presentingAFreshInstanceLoadsItEveryTime() {
        var simulator = launchedTarget()
        let first = simulator.apply(.gesture(.tap("present")))
        #expect(bookPrints(first) == Self.loadAndShowSecond)
        #expect(calls(first, on: [.segue]).isEmpty)
        let dismiss = simulator.apply(.gesture(.tap("return")))
        #expect(
            bookPrints(dismiss) == ["viewWillDisappear SecondViewController", "viewDidDisappear SecondViewController"])
        #expect(calls(dismiss, on: [.memory]) == ["SecondViewController#1 deinit"])
        let second = simulator.apply(.gesture(.tap("present")))
        #expect(bookPrints(second) == Self.loadAndShowSecond)
        #expect(calls(second, on: [.memory]).first == "SecondViewController#2 init(coder:)")
    }

    /// S4: the lazy instance loads once; later presents print only will/did appear, and dismiss frees nothing.
    @Test func presentingTheCachedInstanceReloadsNothing() throws {
        var simulator = launchedTarget()
        #expect(bookPrints(simulator.apply(.gesture(.tap("present-cached")))) == Self.loadAndShowSecond)
        let dismiss = simulator.apply(.gesture(.tap("return")))
        #expect(!calls(dismiss, on: [.memory]).contains("SecondViewController#1 deinit"))
        let held = try #require(simulator.controller(named: "SecondViewController#1"))
        #expect(
            held.owners == [
                .property(
                    of: try #require(simulator.controller(named: "ViewController#1")).id, name: "secondViewController")
            ])
        for _ in 1...2 {
            let again = simulator.apply(.gesture(.tap("present-cached")))
            #expect(bookPrints(again) == ["viewWillAppear SecondViewController", "viewDidAppear SecondViewController"])
            #expect(calls(again, on: [.memory]).isEmpty)
            simulator.run(.gesture(.tap("return")))
        }
        #expect(simulator.liveNames == ["ViewController#1", "SecondViewController#1"])
    }

    /// Each ViewController instance has its own lazy var: a second game screen creates a second cache.
    @Test func eachGameScreenHasItsOwnCache() {
        var simulator = launchedTarget()
        simulator.run(.gesture(.tap("about")), .gesture(.tap("return")))
        let events = simulator.apply(.gesture(.tap("present-cached")))
        #expect(calls(events, on: [.memory]).first == "SecondViewController#2 init(coder:)")
        let game = simulator.controller(named: "ViewController#2")?.id
        #expect(game != nil)
        #expect(
            simulator.controller(named: "SecondViewController#2")?.owners.contains { owner in
                if case .property(let holder, "secondViewController") = owner { return holder == game }
                return false
            } == true)
    }

    @Test func backOnASegueScreenDoesNotDismiss() {
        var simulator = launchedTarget()
        simulator.run(.gesture(.tap("about")))
        let events = simulator.apply(.gesture(.tap("return")))
        #expect(!calls(events, on: [.lifecycle]).contains("SecondViewController#1 viewWillDisappear(_:)"))
        #expect(
            simulator.application?.visibleController.flatMap { simulator.application?.controller($0)?.name }
                == "ViewController#2")
    }

    @Test func russianScreensUseTheBooksStrings() throws {
        var simulator = launchedTarget(language: .ru)
        let game = try #require(simulator.application?.topScreen())
        #expect(game.buttons.map(\.label).prefix(2) == ["Проверить", "О программе"])
        simulator.run(.gesture(.tap("О программе (present)")))
        let about = try #require(simulator.application?.topScreen())
        #expect(about.title == "О программе")
        #expect(about.buttons.map(\.label) == ["Назад"])
        let events = simulator.apply(.gesture(.tap("Назад")))
        #expect(calls(events, on: [.memory]) == ["SecondViewController#1 deinit"])
    }

    @Test func aGestureTheScreenDoesNotOfferChangesNothing() {
        var simulator = launchedTarget()
        let before = simulator.snapshot
        let events = simulator.apply(.gesture(.tap("settings")))
        #expect(eventsOfKind(.error, in: events).count == 1)
        #expect(events.first?.text?.contains("tap check") == true)
        #expect(simulator.snapshot == before)
    }
}
