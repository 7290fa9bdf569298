import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore

/// `swipe-back` and `swipe-down`, then `finish` or `cancel`: will-calls at
/// touch-down, did-calls (or their reversal) when the finger lifts.
@Suite struct InteractiveTransitionTests {
    private func launchedWithDetail() -> Simulator {
        var simulator = Simulator()
        _ = simulator.apply(.launch(app: nil, window: .storyboard))
        _ = simulator.apply(.push(className: "DetailController"))
        return simulator
    }

    @Test func aSwipeBackMakesOnlyTheWillCallsUntilTheFingerLifts() {
        var simulator = launchedWithDetail()
        let touchDown = simulator.apply(.swipeBack)
        #expect(
            lifecycleCalls(touchDown) == [
                "DetailController#1 viewWillDisappear(_:)", "TaskListController#1 viewWillAppear(_:)",
            ])
        #expect(simulator.controller(named: "DetailController#1")?.appearance == .disappearing)
        #expect(simulator.controller(named: "TaskListController#1")?.appearance == .appearing)
        #expect(simulator.application?.interactiveTransition != nil)
    }

    @Test func finishingASwipeBackPopsAndDeallocates() {
        var simulator = launchedWithDetail()
        _ = simulator.apply(.swipeBack)
        let lift = simulator.apply(.finishTransition)
        #expect(
            calls(lift, on: [.lifecycle, .memory]) == [
                "DetailController#1 viewDidDisappear(_:)", "TaskListController#1 viewDidAppear(_:)",
                "DetailController#1 deinit",
            ])
        #expect(simulator.controller(named: "DetailController#1") == nil)
        #expect(simulator.stackDepth == 1)
        #expect(simulator.application?.interactiveTransition == nil)
    }

    @Test func cancellingASwipeBackLeavesTheCallsUnbalancedAndUncertain() {
        var simulator = launchedWithDetail()
        _ = simulator.apply(.swipeBack)
        let lift = simulator.apply(.cancelTransition)
        let reversed = lift.filter { $0.channel == .lifecycle }
        #expect(
            reversed.map { "\($0.object ?? "") \($0.method ?? "")" } == [
                "TaskListController#1 viewWillDisappear(_:)", "TaskListController#1 viewDidDisappear(_:)",
                "DetailController#1 viewWillAppear(_:)", "DetailController#1 viewDidAppear(_:)",
            ])
        #expect(reversed.allSatisfy { $0.confidence == .uncertain })
        // The revealed controller never got viewDidAppear, the top never viewDidDisappear.
        #expect(simulator.controller(named: "TaskListController#1")?.appearance == .disappeared)
        #expect(simulator.controller(named: "DetailController#1")?.appearance == .appeared)
        #expect(simulator.stackDepth == 2)
    }

    @Test func whileASwipeIsInFlightTouchesAreRefused() {
        var simulator = launchedWithDetail()
        _ = simulator.apply(.swipeBack)
        // System events (home, kill...) cancel the swipe instead: LifecycleFixTests, item 9.
        for command in [AnySimulatorCommand.push(className: "X"), .pop, .swipeBack, .selectTab(number: 1), .open] {
            let events = simulator.apply(command)
            #expect(events.map(\.kind) == [.error])
            #expect(events.first?.text?.contains("swipe-back is in flight") == true)
            #expect(events.first?.text?.hasPrefix("\(command.verb) ignored: ") == true)
        }
        #expect(simulator.apply(.tree).allSatisfy { $0.kind == .output })
        #expect(simulator.application?.interactiveTransition != nil)
    }

    @Test func aSheetDraggedDownTellsThePresentationDelegateOnlyWhenItGoes() {
        var simulator = Simulator()
        _ = simulator.apply(.launch(app: nil, window: .storyboard))
        _ = simulator.apply(.present(className: "Sheet", style: .pageSheet))
        let drag = simulator.apply(.swipeDown)
        #expect(
            calls(drag, on: [.lifecycle, .delegate]) == [
                "Sheet#1.presentationController.delegate presentationControllerShouldDismiss(_:)",
                "Sheet#1.presentationController.delegate presentationControllerWillDismiss(_:)",
                "Sheet#1 viewWillDisappear(_:)",
            ])
        let back = simulator.apply(.cancelTransition)
        #expect(lifecycleCalls(back) == ["Sheet#1 viewWillAppear(_:)", "Sheet#1 viewDidAppear(_:)"])
        #expect(calls(back, on: [.delegate]).isEmpty)

        _ = simulator.apply(.swipeDown)
        let gone = simulator.apply(.finishTransition)
        #expect(
            calls(gone, on: [.lifecycle, .delegate, .memory]) == [
                "Sheet#1 viewDidDisappear(_:)",
                "Sheet#1.presentationController.delegate presentationControllerDidDismiss(_:)",
                "Sheet#1 deinit",
            ])
        // The presenter heard nothing, and a dismissal in code tells no delegate.
        #expect(!allCalls(drag + back + gone).contains { $0.hasPrefix("TaskListController") })
        _ = simulator.apply(.present(className: "Sheet", style: .pageSheet))
        #expect(calls(simulator.apply(.dismiss), on: [.delegate]).isEmpty)
    }

    @Test func aFullScreenPresentationCannotBeDraggedDown() {
        var simulator = Simulator()
        _ = simulator.apply(.launch(app: nil, window: .storyboard))
        _ = simulator.apply(.present(className: "Cover", style: .fullScreen))
        let events = simulator.apply(.swipeDown)
        #expect(events.map(\.kind) == [.error])
        #expect(simulator.application?.interactiveTransition == nil)
    }
}
