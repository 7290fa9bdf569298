import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore

@Suite struct SimulatorPresentationTests {
    @Test func fullScreenPresentOrderFollowsTheSpec() {
        var simulator = launchedSimulator()
        let events = simulator.apply(.present(className: "M", style: .fullScreen))
        #expect(
            calls(events, on: [.lifecycle, .memory]) == [
                "M#1 init(nibName:bundle:)",
                "M#1 loadView()",
                "M#1 viewDidLoad()",
                "TaskListController#1 viewWillDisappear(_:)",
                "M#1 viewWillAppear(_:)",
                "M#1 viewDidAppear(_:)",
                "TaskListController#1 viewDidDisappear(_:)",
            ])
    }

    @Test func fullScreenDismissOrderFollowsTheSpec() {
        var simulator = launchedSimulator()
        simulator.run(.present(className: "M", style: .fullScreen))
        let events = simulator.apply(.dismiss)
        #expect(
            calls(events, on: [.lifecycle, .memory]) == [
                "M#1 viewWillDisappear(_:)",
                "TaskListController#1 viewWillAppear(_:)",
                "TaskListController#1 viewDidAppear(_:)",
                "M#1 viewDidDisappear(_:)",
                "M#1 deinit",
            ])
    }

    @Test func containerForwardsAppearanceAfterItsOwnCall() {
        var simulator = launchedSimulator()
        let events = simulator.apply(.present(className: "M", style: .fullScreen))
        let order = calls(events, on: [.lifecycle, .containment])
        let parentWill = order.firstIndex(of: "UINavigationController#1 viewWillDisappear(_:)")
        let childWill = order.firstIndex(of: "TaskListController#1 viewWillDisappear(_:)")
        let parentDid = order.firstIndex(of: "UINavigationController#1 viewDidDisappear(_:)")
        let childDid = order.firstIndex(of: "TaskListController#1 viewDidDisappear(_:)")
        #expect(parentWill != nil && childWill != nil && parentWill! < childWill!)
        #expect(parentDid != nil && childDid != nil && parentDid! < childDid!)
    }

    @Test(arguments: [PresentationStyle.automatic, .pageSheet, .overFullScreen])
    func presenterGetsNothingFromASheetOrOverFullScreen(style: PresentationStyle) throws {
        var simulator = launchedSimulator()
        let present = simulator.apply(.present(className: "M", style: style))
        #expect(
            calls(present, on: [.lifecycle, .memory]) == [
                "M#1 init(nibName:bundle:)",
                "M#1 loadView()",
                "M#1 viewDidLoad()",
                "M#1 viewWillAppear(_:)",
                "M#1 viewDidAppear(_:)",
            ])
        #expect(
            !allCalls(present).contains {
                $0.hasPrefix("TaskListController#1") || $0.hasPrefix("UINavigationController#1")
            })
        #expect(try #require(simulator.controller(named: "TaskListController#1")).appearance == .appeared)
        #expect(try #require(simulator.controller(named: "UINavigationController#1")).appearance == .appeared)
        #expect(try #require(simulator.controller(named: "M#1")).appearance == .appeared)

        let dismiss = simulator.apply(.dismiss)
        #expect(
            calls(dismiss, on: [.lifecycle, .memory]) == [
                "M#1 viewWillDisappear(_:)",
                "M#1 viewDidDisappear(_:)",
                "M#1 deinit",
            ])
        #expect(
            !allCalls(dismiss).contains {
                $0.hasPrefix("TaskListController#1") || $0.hasPrefix("UINavigationController#1")
            })
        #expect(simulator.controller(named: "M#1") == nil)
    }

    @Test func fullScreenMakesThePresenterDisappeared() throws {
        var simulator = launchedSimulator()
        simulator.run(.present(className: "M", style: .fullScreen))
        #expect(try #require(simulator.controller(named: "TaskListController#1")).appearance == .disappeared)
        #expect(try #require(simulator.controller(named: "UINavigationController#1")).appearance == .disappeared)
        let presented = try #require(simulator.controller(named: "M#1"))
        #expect(presented.appearance == .appeared)
        #expect(presented.presentationStyle == .fullScreen)
        simulator.run(.dismiss)
        #expect(try #require(simulator.controller(named: "TaskListController#1")).appearance == .appeared)
        #expect(simulator.controller(named: "M#1") == nil)
    }

    @Test func presentationIsHeldByTheWindowRoot() throws {
        var simulator = launchedSimulator()
        simulator.run(.present(className: "M", style: .pageSheet))
        let navigation = try #require(simulator.controller(named: "UINavigationController#1"))
        let presented = try #require(simulator.controller(named: "M#1"))
        #expect(navigation.presented == presented.id)
        #expect(presented.presenter == navigation.id)
        #expect(presented.owners == [.presentation(presenter: navigation.id)])
        #expect(simulator.liveControllers.map(\.name) == ["UINavigationController#1", "TaskListController#1", "M#1"])
    }

    @Test func automaticStyleSaysItActsAsPageSheet() {
        var simulator = launchedSimulator()
        let notes = eventsOfKind(
            .note, in: simulator.apply(.present(className: "TaskEditController", style: .automatic)))
        #expect(notes.count == 1)
        #expect(notes.first?.text?.contains(".pageSheet") == true)
        var other = launchedSimulator()
        #expect(
            eventsOfKind(.note, in: other.apply(.present(className: "TaskEditController", style: .pageSheet))).isEmpty)
    }

    @Test func dismissRemovesOnlyTheTopmostPresentation() throws {
        var simulator = launchedSimulator()
        simulator.run(.present(className: "M", style: .fullScreen), .present(className: "N", style: .fullScreen))
        let n = try #require(simulator.controller(named: "N#1"))
        let m = try #require(simulator.controller(named: "M#1"))
        #expect(n.presenter == m.id)
        #expect(m.appearance == .disappeared)

        let events = simulator.apply(.dismiss)
        #expect(
            calls(events, on: [.lifecycle, .memory]) == [
                "N#1 viewWillDisappear(_:)",
                "M#1 viewWillAppear(_:)",
                "M#1 viewDidAppear(_:)",
                "N#1 viewDidDisappear(_:)",
                "N#1 deinit",
            ])
        #expect(simulator.controller(named: "N#1") == nil)
        #expect(try #require(simulator.controller(named: "M#1")).appearance == .appeared)
        #expect(try #require(simulator.controller(named: "TaskListController#1")).appearance == .disappeared)
    }

    @Test func fullScreenFromAPlainRootCallsTheRoot() {
        var simulator = launchedSimulator("target")
        let events = simulator.apply(.present(className: "SecondViewController", style: .fullScreen))
        #expect(
            lifecycleCalls(events) == [
                "SecondViewController#1 loadView()",
                "SecondViewController#1 viewDidLoad()",
                "ViewController#1 viewWillDisappear(_:)",
                "SecondViewController#1 viewWillAppear(_:)",
                "SecondViewController#1 viewDidAppear(_:)",
                "ViewController#1 viewDidDisappear(_:)",
            ])
    }

    @Test func dismissingTheWindowRootDeinitsAPresentedChainBelowIt() {
        // Dismissing M, which itself presents N, releases both (N through M's deinit).
        var simulator = launchedSimulator()
        simulator.run(.present(className: "M", style: .pageSheet), .present(className: "N", style: .pageSheet))
        simulator.run(.dismiss, .dismiss)
        #expect(simulator.liveNames == ["UINavigationController#1", "TaskListController#1"])
    }
}
