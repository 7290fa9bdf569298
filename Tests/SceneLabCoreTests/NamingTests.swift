import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore

@Suite struct NamingTests {
    @Test func instancesCountPerClassFromOne() {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "A"), .push(className: "B"), .push(className: "A"))
        #expect(simulator.stackNames == ["TaskListController#1", "A#1", "B#1", "A#2"])
    }

    @Test func countersDoNotReuseNumbersOfDeadInstances() {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "A"), .pop, .push(className: "A"))
        #expect(simulator.stackNames == ["TaskListController#1", "A#2"])
    }

    @Test func pushAndPresentShareTheClassCounter() {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "A"), .present(className: "A", style: .fullScreen))
        #expect(simulator.liveNames.contains("A#2"))
    }

    @Test func countersRestartAfterKillAndLaunch() {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "A"), .push(className: "A"), .kill)
        let events = simulator.apply(.launch(app: nil, window: .storyboard))
        #expect(events.contains { $0.object == "TaskListController#1" })
        #expect(events.contains { $0.object == "UINavigationController#1" })
        simulator.run(.push(className: "A"))
        #expect(simulator.stackNames == ["TaskListController#1", "A#1"])
    }

    @Test func eventsUseTheInstanceName() {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "A"))
        let events = simulator.apply(.push(className: "A"))
        let call = events.first { $0.method == "init(nibName:bundle:)" }
        #expect(call?.object == "A#2")
        #expect(call?.className == "A")
    }

    @Test func nonScreenClassGetsOneNoteTheFirstTimeOnly() {
        var simulator = launchedSimulator()
        let first = eventsOfKind(.note, in: simulator.apply(.push(className: "Foo")))
        #expect(first.count == 1)
        #expect(first.first?.text?.contains("Foo") == true)
        #expect(first.first?.text?.contains("plain UIViewController subclass") == true)
        #expect(eventsOfKind(.note, in: simulator.apply(.push(className: "Foo"))).isEmpty)
        #expect(eventsOfKind(.note, in: simulator.apply(.present(className: "Foo", style: .fullScreen))).isEmpty)
        // Another unknown class gets its own note.
        simulator.run(.dismiss)
        #expect(eventsOfKind(.note, in: simulator.apply(.push(className: "Bar"))).count == 1)
    }

    @Test func noteComesBeforeTheInitializer() {
        var simulator = launchedSimulator()
        let events = simulator.apply(.push(className: "Foo"))
        let note = events.firstIndex { $0.kind == .note }
        let initializer = events.firstIndex { $0.method == "init(nibName:bundle:)" }
        #expect(note != nil && initializer != nil && note! < initializer!)
    }

    @Test(arguments: ["TaskListController", "TaskEditController", "TaskTypeController"])
    func screenClassesGetNoNote(className: String) {
        var simulator = launchedSimulator()
        #expect(eventsOfKind(.note, in: simulator.apply(.push(className: className))).isEmpty)
    }

    @Test func screenClassOfAnotherAppGetsANote() {
        var simulator = launchedSimulator("checklists")
        #expect(eventsOfKind(.note, in: simulator.apply(.push(className: "TaskEditController"))).count == 1)
    }

    @Test func delegatesAreNamedPerScene() {
        var simulator = Simulator()
        let events = simulator.apply(.launch(app: nil, window: .storyboard))
        let sceneCalls = events.filter { $0.channel == .scene }
        #expect(!sceneCalls.isEmpty)
        #expect(sceneCalls.allSatisfy { $0.object == "SceneDelegate#1" && $0.scene == 1 })
        #expect(events.filter { $0.channel == .app }.allSatisfy { $0.object == "AppDelegate" })
    }
}
