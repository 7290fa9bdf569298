import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore

/// `hold NAME` / `release NAME`: a held controller outlives its pop until released.
@Suite struct HoldTests {
    @Test func aHeldControllerGetsItsDeinitOnlyWhenReleased() {
        var simulator = Simulator()
        _ = simulator.apply(.launch(app: nil, window: .storyboard))
        _ = simulator.apply(.push(className: "Game"))
        #expect(simulator.apply(.hold("game")).map(\.kind) == [.note])
        let pop = simulator.apply(.pop)
        #expect(!allCalls(pop).contains("Game#1 deinit"))
        #expect(simulator.controller(named: "Game#1")?.owners == [.hold("game")])
        #expect(
            simulator.run(.tree).compactMap(\.text).contains { $0.hasPrefix("held by hold game, in no window: Game#1") }
        )
        let release = simulator.apply(.release("game"))
        #expect(allCalls(release) == ["Game#1 deinit"])
        #expect(simulator.controller(named: "Game#1") == nil)
    }

    @Test func aNameHoldsOneControllerAndReleasingAnUnknownNameIsRefused() {
        var simulator = Simulator()
        _ = simulator.apply(.launch(app: nil, window: .storyboard))
        _ = simulator.apply(.hold("list"))
        #expect(simulator.apply(.hold("list")).map(\.kind) == [.error])
        #expect(simulator.apply(.release("other")).first?.text?.contains("held: list") == true)
        // Releasing a controller something else holds only drops the reference.
        let release = simulator.apply(.release("list"))
        #expect(allCalls(release).isEmpty)
        #expect(simulator.controller(named: "TaskListController#1") != nil)
    }

    @Test func twoNamesHoldingOneControllerKeepItUntilTheLastIsReleased() {
        var simulator = Simulator()
        _ = simulator.apply(.launch(app: nil, window: .storyboard))
        _ = simulator.apply(.push(className: "Game"))
        _ = simulator.apply(.hold("first"))
        _ = simulator.apply(.hold("second"))
        _ = simulator.apply(.pop)
        let tree = simulator.run(.tree).compactMap(\.text)
        #expect(tree.filter { $0.hasPrefix("held by hold ") }.count == 2)
        let first = simulator.apply(.release("first"))
        #expect(first.map(\.kind) == [.note])
        #expect(allCalls(simulator.apply(.release("second"))) == ["Game#1 deinit"])
    }
}
