import Testing

@testable import SceneLabApps
@testable import SceneLabCore

/// The object graph on its own: what a released reference frees, and in
/// which order, decided without recording anything.
@Suite struct ObjectGraphTests {
    private let definition = AppDefinition(
        id: "graph", displayName: "Graph", bundleIdentifier: "com.example.Graph",
        root: .viewController("Root"), screenClasses: ["Root", "Child", "Sheet", "Kept"])

    private func make(_ className: String, _ kind: ViewController.Kind = .plain, in graph: inout ObjectGraph)
        -> ObjectID
    {
        graph.make(className, kind: kind, origin: .code, scene: 1, in: definition, announcingPlainClass: false).state.id
    }

    @Test func releasingTheLastReferenceFreesAContainerBeforeItsChildrenThenWhatItPresents() {
        var graph = ObjectGraph()
        let navigation = make("UINavigationController", .navigationController, in: &graph)
        let root = make("Root", in: &graph)
        let child = make("Child", in: &graph)
        let sheet = make("Sheet", in: &graph)
        graph.retain(navigation, by: .window(scene: 1))
        for id in [root, child] {
            graph.controllers.updateState(of: id) { $0.parent = navigation }
            graph.retain(id, by: .navigationStack(navigation))
        }
        graph.controllers.updateLists(of: navigation) { $0.children = [root, child] }
        graph.controllers.updateState(of: navigation) { $0.presented = sheet }
        graph.controllers.updateState(of: sheet) { $0.presenter = navigation }
        graph.retain(sheet, by: .presentation(presenter: navigation))

        let freed = graph.release(navigation, from: .window(scene: 1)).map(\.name)

        #expect(freed == ["UINavigationController#1", "Root#1", "Child#1", "Sheet#1"])
        #expect(graph.controllers.keys.isEmpty)
    }

    @Test func aControllerSomethingElseHoldsIsNotFreed() {
        var graph = ObjectGraph()
        let kept = make("Kept", in: &graph)
        graph.retain(kept, by: .window(scene: 1))
        graph.retain(kept, by: .hold("mine"))

        #expect(graph.release(kept, from: .window(scene: 1)).isEmpty)
        #expect(graph.controllers.state(of: kept)?.parent == nil)
        #expect(graph.controller(heldBy: .hold("mine")) == kept)
        #expect(graph.release(kept, from: .hold("mine")).map(\.name) == ["Kept#1"])
    }

    @Test func aStoredPropertyIsReleasedAfterItsOwnersOtherReferences() {
        var graph = ObjectGraph()
        let owner = make("Root", in: &graph)
        let child = make("Child", in: &graph)
        let held = make("Kept", in: &graph)
        graph.retain(owner, by: .window(scene: 1))
        graph.controllers.updateLists(of: owner) { $0.children = [child] }
        graph.controllers.updateState(of: child) { $0.parent = owner }
        graph.retain(child, by: .containerChildren(owner))
        graph.retain(held, by: .property(of: owner, name: "kept"))

        let freed = graph.release(owner, from: .window(scene: 1)).map(\.name)

        #expect(freed == ["Root#1", "Child#1", "Kept#1"])
        #expect(graph.heldByProperties.isEmpty)
    }

    @Test func instancesAreNumberedPerClassAndObjectsAcrossClasses() {
        var graph = ObjectGraph()
        let first = graph.make(
            "Child", kind: .plain, origin: .code, scene: 1, in: definition, announcingPlainClass: true)
        let second = graph.make(
            "Child", kind: .plain, origin: .code, scene: 1, in: definition, announcingPlainClass: true)
        let other = graph.make(
            "Stranger", kind: .plain, origin: .code, scene: 1, in: definition, announcingPlainClass: true)

        #expect([first.state.name, second.state.name, other.state.name] == ["Child#1", "Child#2", "Stranger#1"])
        #expect(graph.instanceCounts == ["Child": 2, "Stranger": 1])
        #expect(graph.nextObjectNumber == 4)
        // Only a class the app does not define is announced, and only once.
        #expect([first.announce, second.announce, other.announce] == [false, false, true])
    }
}

/// The event recorder: calls on channels left out are counted, not kept.
@Suite struct EventRecorderTests {
    private let receiver = ControllerTable.Receiver(
        name: ObjectName("Root", instance: 1), lifecycleChannel: .lifecycle, scene: 1)

    @Test func aCallOnAChannelLeftOutIsCountedButNotKept() {
        var recorder = EventRecorder()
        recorder.channels = ChannelFilter(Set(Channel.allCases).subtracting([.layout]))
        recorder.call(
            .viewWillLayoutSubviews, on: receiver, channel: .layout, arguments: Event.Arguments(),
            confidence: .observed)
        recorder.call(.viewDidLoad, on: receiver, channel: nil, arguments: Event.Arguments(), confidence: .observed)

        #expect(recorder.events.map(\.selector) == [.viewDidLoad])
        #expect(recorder.events.first?.channel == .lifecycle)
        #expect(recorder.takeCallsMade() == 2)
        #expect(recorder.takeCallsMade() == 0)
    }

    @Test func aNoteIsKeptWhateverTheChannels() {
        var recorder = EventRecorder()
        recorder.channels = ChannelFilter(Set(Channel.allCases).subtracting([.lifecycle]))
        recorder.record(.note("a note", scene: 1))
        #expect(recorder.events.count == 1)
        #expect(recorder.callsMade == 0)
    }
}
