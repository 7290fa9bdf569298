import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore

/// `rotate`: size and trait transitions, parent before child, no appearance calls.
@Suite struct RotationTests {
    private func launched(on device: Device = .iPhone) -> Simulator {
        var simulator = Simulator(device: device)
        _ = simulator.apply(.launch(app: nil, window: .storyboard))
        return simulator
    }

    @Test func anIPhoneRotationChangesTraitsThenSizeThenLaysOut() {
        var simulator = launched()
        let events = simulator.apply(.rotate(.landscape))
        #expect(
            calls(events, on: [.traits, .layout]) == [
                "UINavigationController#1 willTransition(to:with:)", "TaskListController#1 willTransition(to:with:)",
                "UINavigationController#1 viewWillTransition(to:with:)",
                "TaskListController#1 viewWillTransition(to:with:)",
                "UINavigationController#1 traitCollectionDidChange(_:)",
                "TaskListController#1 traitCollectionDidChange(_:)",
                "UINavigationController#1 viewWillLayoutSubviews()", "UINavigationController#1 viewDidLayoutSubviews()",
                "TaskListController#1 viewWillLayoutSubviews()", "TaskListController#1 viewDidLayoutSubviews()",
            ])
        #expect(lifecycleCalls(events).isEmpty)
        #expect(simulator.device.orientation == .landscape)
        #expect(simulator.application?.device.verticalSizeClass == .compact)
    }

    @Test func anIPadRotationChangesOnlyTheSize() {
        var simulator = launched(on: .iPad)
        let events = simulator.apply(.rotate(.landscape))
        let methods = Set(events.compactMap(\.method))
        #expect(methods.contains("viewWillTransition(to:with:)"))
        #expect(!methods.contains("willTransition(to:with:)"))
        #expect(!methods.contains("traitCollectionDidChange(_:)"))
    }

    @Test func aControllerOutOfTheWindowCatchesUpWhenItAppears() {
        var simulator = launched()
        _ = simulator.apply(.push(className: "Detail"))
        let rotation = simulator.apply(.rotate(.landscape))
        #expect(!allCalls(rotation).contains { $0.hasPrefix("TaskListController") })
        let pop = simulator.apply(.pop)
        let list = calls(pop, on: [.traits, .lifecycle]).filter { $0.hasPrefix("TaskListController") }
        #expect(
            list.prefix(2) == [
                "TaskListController#1 traitCollectionDidChange(_:)", "TaskListController#1 viewWillAppear(_:)",
            ])
        #expect(pop.first { $0.method == "traitCollectionDidChange(_:)" }?.confidence == .uncertain)
        // Caught up once: the next push and pop bring no second change.
        _ = simulator.apply(.push(className: "Detail"))
        #expect(!allCalls(simulator.apply(.pop)).contains { $0.hasSuffix("traitCollectionDidChange(_:)") })
    }

    @Test func turningToTheSameOrientationIsRefused() {
        var simulator = launched()
        #expect(simulator.apply(.rotate(.portrait)).map(\.kind) == [.error])
        #expect(simulator.apply(.rotate(nil)).contains { $0.method == "viewWillTransition(to:with:)" })
        #expect(simulator.device.orientation == .landscape)
    }

    @Test func theDeviceKeepsItsOrientationWhenTheProcessEnds() throws {
        var simulator = launched()
        _ = simulator.apply(.rotate(.landscape))
        _ = simulator.apply(.kill)
        #expect(simulator.application == nil)
        #expect(simulator.device.orientation == .landscape)
        // The next process starts on the turned device.
        _ = simulator.apply(.launch(app: nil, window: .storyboard))
        #expect(simulator.application?.device.verticalSizeClass == .compact)
        #expect(simulator.apply(.rotate(.landscape)).map(\.kind) == [.error])
    }
}
