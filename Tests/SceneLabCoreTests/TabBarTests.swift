import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore

/// `tab N`: a tab bar controller forwards appearance to the tab it selects,
/// the new tab's will-appear before the old tab's will-disappear (anchor §1k).
@Suite struct TabBarTests {
    private func launchedTabs() -> Simulator {
        var simulator = Simulator(catalog: AppCatalog(apps: [.tabsDemo]))
        _ = simulator.apply(.launch(app: nil, window: .storyboard))
        return simulator
    }

    @Test func aFirstVisitLoadsTheTabAndShowsItBeforeTheOldOneLeaves() throws {
        var simulator = launchedTabs()
        let events = simulator.apply(.selectTab(number: 2))
        #expect(
            calls(events, on: [.lifecycle, .containment, .delegate]) == [
                "UITabBarController#1.delegate tabBarController(_:shouldSelect:)",
                "SecondViewController#1 loadView()",
                "SecondViewController#1 viewDidLoad()",
                "SecondViewController#1 viewWillAppear(_:)",
                // The old tab is a navigation controller: it forwards to its top, its own call first.
                "UINavigationController#1 viewWillDisappear(_:)",
                "FirstViewController#1 viewWillDisappear(_:)",
                "UINavigationController#1 viewDidDisappear(_:)",
                "FirstViewController#1 viewDidDisappear(_:)",
                "SecondViewController#1 viewDidAppear(_:)",
                "UITabBarController#1.delegate tabBarController(_:didSelect:)",
            ])
        // Not animated, and nothing deallocated: the tab bar keeps both tabs.
        #expect(
            events.filter { $0.method == "viewWillAppear(_:)" }.allSatisfy { $0.arguments.first?.value == .bool(false) }
        )
        #expect(!allCalls(events).contains { $0.hasSuffix("deinit") })
        let tabBar = try #require(simulator.controller(named: "UITabBarController#1"))
        #expect(tabBar.selectedIndex == 1)
        #expect(simulator.controller(named: "FirstViewController#1")?.appearance == .disappeared)
        #expect(simulator.controller(named: "SecondViewController#1")?.appearance == .appeared)
    }

    @Test func theDelegateCallsCarryTheirConfidence() {
        var simulator = launchedTabs()
        let delegateCalls = simulator.apply(.selectTab(number: 2)).filter { $0.channel == .delegate }
        #expect(delegateCalls.map(\.confidence) == [.documented, .uncertain])
        #expect(
            delegateCalls.map { $0.arguments.first?.value }
                == Array(repeating: .object("SecondViewController#1"), count: 2))
    }

    @Test func aSecondVisitDoesNotLoadAgain() {
        var simulator = launchedTabs()
        _ = simulator.apply(.selectTab(number: 2))
        let back = simulator.apply(.selectTab(number: 1))
        #expect(
            lifecycleCalls(back) == [
                "FirstViewController#1 viewWillAppear(_:)",
                "SecondViewController#1 viewWillDisappear(_:)",
                "SecondViewController#1 viewDidDisappear(_:)",
                "FirstViewController#1 viewDidAppear(_:)",
            ])
        let again = simulator.apply(.selectTab(number: 2))
        #expect(!lifecycleCalls(again).contains { $0.hasSuffix("viewDidLoad()") })
    }

    @Test func reselectingANavigationTabPopsItToItsRoot() {
        var simulator = launchedTabs()
        _ = simulator.apply(.push(className: "DetailController"))
        let events = simulator.apply(.selectTab(number: 1))
        let delegateCalls = calls(events, on: [.delegate]).filter { $0.hasPrefix("UITabBarController") }
        #expect(delegateCalls.count == 2)
        #expect(lifecycleCalls(events).first == "DetailController#1 viewWillDisappear(_:)")
        #expect(allCalls(events).contains("DetailController#1 deinit"))
        // At the root, a re-tap only tells the delegate.
        let atRoot = simulator.apply(.selectTab(number: 1))
        #expect(lifecycleCalls(atRoot).isEmpty)
        #expect(calls(atRoot, on: [.delegate]).count == 2)
    }

    @Test func tapsTheTabBarCannotTakeAreRefusedAndChangeNothing() {
        var simulator = launchedTabs()
        let outOfRange = simulator.apply(.selectTab(number: 3))
        #expect(outOfRange.map(\.kind) == [.error])
        _ = simulator.apply(.present(className: "Sheet", style: .pageSheet))
        let covered = simulator.apply(.selectTab(number: 2))
        #expect(covered.map(\.kind) == [.error])
        #expect(covered.first?.text?.contains("Sheet#1 is presented over the tab bar") == true)
        #expect(simulator.controller(named: "UITabBarController#1")?.selectedIndex == 0)

        var toDo = Simulator()
        _ = toDo.apply(.launch(app: nil, window: .storyboard))
        #expect(toDo.apply(.selectTab(number: 1)).first?.text?.contains("has no tab bar") == true)
    }
}
