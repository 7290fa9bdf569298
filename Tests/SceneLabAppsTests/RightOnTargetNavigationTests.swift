import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore

/// Chapter 3's variant 3: the game screen embedded in a navigation controller
/// (`launch target-nav`), against the book's stated output (notes S6–S9).
@Suite struct RightOnTargetNavigationTests {
    /// S6: the navigation controller prints nothing of its own; the root prints its four calls.
    @Test func launchInsideANavigationControllerPrintsTheRootsFourCalls() throws {
        var simulator = Simulator(catalog: rightOnTargetCatalog)
        let events = simulator.apply(.launch(app: "target-nav", window: .storyboard))
        #expect(bookPrints(events) == RightOnTargetRouteTests.loadAndShow)
        #expect(simulator.stackNames == ["ViewController#1"])
    }

    /// S7, in the book's words: the second scene loads, the first starts hiding,
    /// the second starts appearing, the first is hidden, the second is shown.
    @Test func pushFollowsTheBooksFiveSteps() {
        var simulator = launchedTarget(navigation: true)
        let events = simulator.apply(.gesture(.tap("about")))
        #expect(
            bookPrints(events) == [
                "loadView SecondViewController",
                "viewDidLoad SecondViewController",
                "viewWillDisappear",
                "viewWillAppear SecondViewController",
                "viewDidDisappear",
                "viewDidAppear SecondViewController",
            ])
        #expect(simulator.stackNames == ["ViewController#1", "SecondViewController#1"])
    }

    /// S8 and S9: "< Назад" pops; the root shows again without reloading, and the popped screen is freed.
    @Test func popShowsTheLoadedRootAgain() {
        var simulator = launchedTarget(navigation: true)
        simulator.run(.gesture(.tap("about")))
        let events = simulator.apply(.gesture(.tap("back")))
        #expect(
            bookPrints(events) == [
                "viewWillDisappear SecondViewController",
                "viewWillAppear",
                "viewDidDisappear SecondViewController",
                "viewDidAppear",
            ])
        #expect(calls(events, on: [.memory]) == ["SecondViewController#1 deinit"])
        #expect(simulator.stackNames == ["ViewController#1"])
    }

    /// S9: moving forward always loads the scene anew: a new instance per push.
    @Test func everyPushIsANewInstance() {
        var simulator = launchedTarget(navigation: true)
        simulator.run(.gesture(.tap("about")), .gesture(.tap("back")))
        let events = simulator.apply(.gesture(.tap("about")))
        #expect(calls(events, on: [.memory]).first == "SecondViewController#2 init(coder:)")
        #expect(bookPrints(events).prefix(2) == ["loadView SecondViewController", "viewDidLoad SecondViewController"])
    }

    /// The pushed screen keeps only the navigation bar's back button, which reads
    /// «Назад» because the game screen has no title (the book's "< Назад").
    @Test func thePushedScreenHasTheBarsBackButtonOnly() throws {
        var simulator = launchedTarget(navigation: true, language: .ru)
        simulator.run(.gesture(.tap("О программе")))
        let screen = try #require(simulator.application?.topScreen())
        #expect(screen.backTitle == "Назад")
        #expect(screen.buttons.isEmpty)
        #expect(screen.lines.first == "< Назад   О программе")
        let events = simulator.apply(.gesture(.tap("Назад")))
        #expect(calls(events, on: [.memory]) == ["SecondViewController#1 deinit"])
    }

    /// Variant 2 still works inside the navigation controller: the sheet covers it and nothing below hears.
    @Test func presentingOverTheNavigationControllerLeavesItAlone() {
        var simulator = launchedTarget(navigation: true)
        let events = simulator.apply(.gesture(.tap("present")))
        #expect(bookPrints(events) == RightOnTargetRouteTests.loadAndShowSecond)
        #expect(
            !allCalls(events).contains {
                $0.hasPrefix("UINavigationController#1") || $0.hasPrefix("ViewController#1 view")
            })
        #expect(simulator.stackNames == ["ViewController#1"])
    }

}
