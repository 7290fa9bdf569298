import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// `page`: a page view controller caches pages as children, shows one, and
/// forwards appearance the new page first (research notes §1).
@Suite struct PageViewControllerTests {
    private func launchedPages() -> Simulator {
        var simulator = Simulator(catalog: AppCatalog(apps: [.pagesDemo]))
        _ = simulator.apply(.launch(app: nil, window: .storyboard))
        return simulator
    }

    private func page(_ action: PageCommand.Action) -> AnySimulatorCommand {
        AnySimulatorCommand(PageCommand(action: action))
    }

    private static let next = PageCommand.Action.swipe(forward: true, cancelled: false)
    private static let previous = PageCommand.Action.swipe(forward: false, cancelled: false)

    /// The page view controller's cached pages in order, and the shown one's index.
    private func pages(_ simulator: Simulator) throws -> (names: [String], shown: Int, first: Int32) {
        let pvc = try #require(simulator.controller(named: "UIPageViewController#1"))
        let app = try #require(simulator.application)
        return (pvc.children.compactMap { app.controller($0)?.name }, pvc.selectedIndex, pvc.firstCachedPage)
    }

    @Test func launchShowsTheFirstPageAsTheOnlyChild() throws {
        let simulator = launchedPages()
        let (names, shown, first) = try pages(simulator)
        #expect(names == ["WelcomePageViewController#1"])
        #expect((shown, first) == (0, 0))
        #expect(simulator.controller(named: "WelcomePageViewController#1")?.appearance == .appeared)
        let tree = simulator.treeLines.joined(separator: "\n")
        #expect(tree.contains("page 1 (shown): WelcomePageViewController#1 [appeared, view loaded]"))
    }

    /// The first page joins (willMove) and loads before any appearance call;
    /// as the one log of a first page has it (Stack Overflow 48653763), its
    /// didMove comes after its viewDidAppear and its layout after that.
    @Test func theFirstPageJoinsBeforeAnyAppearanceCallAndCompletesItsMoveOnceItHasAppeared() {
        var simulator = Simulator(catalog: AppCatalog(apps: [.pagesDemo]))
        let events = simulator.apply(.launch(app: nil, window: .storyboard))
        let page = "WelcomePageViewController#1 "
        let made = calls(events, on: [.lifecycle, .containment, .layout]).filter { $0.hasPrefix(page) }
        #expect(
            made.map { String($0.dropFirst(page.count)) } == [
                "willMove(toParent:)", "loadView()", "viewDidLoad()", "viewWillAppear(_:)",
                "viewDidAppear(_:)", "didMove(toParent:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
                "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
            ])
        let all = calls(events, on: [.lifecycle, .containment])
        let pvcWillAppear = all.firstIndex(of: "UIPageViewController#1 viewWillAppear(_:)")
        let pageWillAppear = all.firstIndex(of: page + "viewWillAppear(_:)")
        #expect(pvcWillAppear.flatMap { before in pageWillAppear.map { before < $0 } } == true)
        let move = events.first { $0.method == "didMove(toParent:)" && $0.object == "WelcomePageViewController#1" }
        #expect(move?.confidence == .uncertain)
        #expect(move?.arguments.first?.value == .object("UIPageViewController#1"))
    }

    @Test func aCompletedSwipeShowsTheNewPageFirstThenTellsTheDelegate() throws {
        var simulator = launchedPages()
        let events = simulator.apply(page(Self.next))
        #expect(
            calls(events, on: [.lifecycle, .delegate]) == [
                "UIPageViewController#1.dataSource pageViewController(_:viewControllerAfter:)",
                "FeaturesPageViewController#1 loadView()",
                "FeaturesPageViewController#1 viewDidLoad()",
                "UIPageViewController#1.dataSource pageViewController(_:viewControllerBefore:)",
                "UIPageViewController#1.delegate pageViewController(_:willTransitionTo:)",
                "FeaturesPageViewController#1 viewWillAppear(_:)",
                "WelcomePageViewController#1 viewWillDisappear(_:)",
                "FeaturesPageViewController#1 viewDidAppear(_:)",
                "WelcomePageViewController#1 viewDidDisappear(_:)",
                "UIPageViewController#1.delegate "
                    + "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
                "UIPageViewController#1.dataSource pageViewController(_:viewControllerAfter:)",
                "GetStartedPageViewController#1 loadView()",
                "GetStartedPageViewController#1 viewDidLoad()",
            ])
        let finished = try #require(events.first { $0.method?.contains("didFinishAnimating") == true })
        #expect(finished.arguments.last?.value == .bool(true))
        let (names, shown, first) = try pages(simulator)
        #expect(names == ["WelcomePageViewController#1", "FeaturesPageViewController#1", "GetStartedPageViewController#1"])
        #expect((shown, first) == (1, 0))
        #expect(simulator.controller(named: "FeaturesPageViewController#1")?.appearance == .appeared)
        #expect(simulator.controller(named: "WelcomePageViewController#1")?.appearance == .disappeared)
        // A cached page is a child with a parent, off screen.
        let app = try #require(simulator.application)
        let pvc = try #require(simulator.controller(named: "UIPageViewController#1"))
        #expect(simulator.controller(named: "GetStartedPageViewController#1")?.parent == pvc.id)
        #expect(app.controllers.visibleChildren(of: pvc.id).count == 1)
    }

    @Test func aSecondSwipeDropsThePageTwoAwayAndItDeinitializes() throws {
        var simulator = launchedPages()
        _ = simulator.apply(page(Self.next))
        let events = simulator.apply(page(Self.next))
        #expect(allCalls(events).contains("WelcomePageViewController#1 deinit"))
        #expect(simulator.controller(named: "WelcomePageViewController#1") == nil)
        let (names, shown, first) = try pages(simulator)
        #expect(names == ["FeaturesPageViewController#1", "GetStartedPageViewController#1"])
        #expect((shown, first) == (1, 1))
        // No data source call for a cached neighbour.
        #expect(!allCalls(events).contains("UIPageViewController#1.dataSource pageViewController(_:viewControllerBefore:)"))
        let tree = simulator.treeLines.joined(separator: "\n")
        #expect(tree.contains("page 3 (shown): GetStartedPageViewController#1"))
        #expect(tree.contains("page 2 (cached): FeaturesPageViewController#1"))
    }

    @Test func aCancelledSwipeKeepsTheOldPageAndCachesTheNewOne() throws {
        var simulator = launchedPages()
        let events = simulator.apply(page(.swipe(forward: true, cancelled: true)))
        #expect(
            calls(events, on: [.lifecycle]).suffix(6) == [
                "FeaturesPageViewController#1 viewWillAppear(_:)",
                "WelcomePageViewController#1 viewWillDisappear(_:)",
                "WelcomePageViewController#1 viewWillAppear(_:)",
                "WelcomePageViewController#1 viewDidAppear(_:)",
                "FeaturesPageViewController#1 viewWillDisappear(_:)",
                "FeaturesPageViewController#1 viewDidDisappear(_:)",
            ])
        let finished = try #require(events.first { $0.method?.contains("didFinishAnimating") == true })
        #expect(finished.arguments.last?.value == .bool(false))
        #expect(finished.arguments[1].value == .object("WelcomePageViewController#1"))
        let (names, shown, _) = try pages(simulator)
        #expect(names == ["WelcomePageViewController#1", "FeaturesPageViewController#1"])
        #expect(shown == 0)
        #expect(simulator.controller(named: "WelcomePageViewController#1")?.appearance == .appeared)
        #expect(simulator.controller(named: "FeaturesPageViewController#1")?.appearance == .disappeared)
    }

    @Test func settingAPageInCodeCallsNoDelegateAndDropsTheOldPages() throws {
        var simulator = launchedPages()
        _ = simulator.apply(page(Self.next))
        let events = simulator.apply(page(.set(page: 3, animated: true)))
        #expect(events.filter { $0.channel == .delegate }.isEmpty)
        let deinits = allCalls(events).filter { $0.hasSuffix("deinit") }
        #expect(
            deinits == [
                "WelcomePageViewController#1 deinit", "FeaturesPageViewController#1 deinit",
                "GetStartedPageViewController#1 deinit",
            ])
        let (names, shown, first) = try pages(simulator)
        #expect(names == ["GetStartedPageViewController#2"])
        #expect((shown, first) == (0, 2))
        #expect(simulator.controller(named: "GetStartedPageViewController#2")?.appearance == .appeared)
        #expect(
            events.filter { $0.method == "viewWillAppear(_:)" }.allSatisfy { $0.arguments.first?.value == .bool(true) })
    }

    @Test func swipingPastTheLastPageIsRefusedAndChangesNothing() throws {
        var simulator = launchedPages()
        _ = simulator.apply(page(.set(page: 3, animated: false)))
        let before = simulator.snapshot
        let events = simulator.apply(page(Self.next))
        #expect(events.map(\.kind) == [.error])
        #expect(events.first?.text?.contains("answers viewControllerAfter with nil") == true)
        #expect(simulator.snapshot == before)
        #expect(simulator.controller(named: "GetStartedPageViewController#1")?.appearance == .appeared)
    }

    @Test func refusalsLeaveEverythingAlone() {
        var simulator = launchedPages()
        let before = simulator.snapshot
        let first = simulator.apply(page(Self.previous))
        #expect(first.map(\.kind) == [.error])
        #expect(first.first?.text?.contains("WelcomePageViewController#1 is page 1, the first") == true)
        let outOfRange = simulator.apply(page(.set(page: 4, animated: false)))
        #expect(outOfRange.map(\.kind) == [.error])
        #expect(simulator.snapshot == before)

        var todo = launchedSimulator()
        let none = todo.apply(page(Self.next))
        #expect(none.map(\.kind) == [.error])
        #expect(none.first?.text?.contains("no page view controller") == true)
    }

    @Test func theSessionReadsThePageCommand() {
        var session = sessionAfter("launch pages")
        let swipe = session.execute("page next --cancel")
        #expect(swipe.events.contains { $0.method?.contains("didFinishAnimating") == true })
        let bad = session.execute("page flip")
        #expect(bad.events.last?.kind == .error)
        #expect(bad.events.last?.text?.contains("page takes next, previous or set") == true)
        let set = session.execute("page set 2 --animated")
        #expect(set.events.contains { $0.text?.contains("setViewControllers([FeaturesPageViewController()]") == true })
    }
}
