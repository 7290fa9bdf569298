import SceneLabApps
import SceneLabCore

// Small helpers the tests of several modules share: drive the pure core and look at
// what it produced. Public API only, so that this target builds like any other.

/// A simulator with the default app (todo) launched, or the named one.
public func launchedSimulator(_ app: String? = nil, window: WindowSetup = .storyboard) -> Simulator {
    var simulator = Simulator()
    _ = simulator.apply(.launch(app: app, window: window))
    return simulator
}

extension Simulator {
    /// Applies several commands and returns all their events, in order.
    @discardableResult
    public mutating func run(_ commands: AnySimulatorCommand...) -> [Event] {
        commands.flatMap { apply($0) }
    }

    /// The names (`CLASS#N`) in the focused scene's navigation stack, root first.
    public var stackNames: [String] {
        guard let app = application, let root = app.focused?.window.rootViewController,
            let container = app.controller(root)
        else { return [] }
        return container.children.compactMap { app.controller($0)?.name }
    }

    /// The live controller named `name` (`CLASS#N`), if any.
    public func controller(named name: String) -> ViewController? {
        application?.controllers.values.first { $0.name == name }
    }

    /// Names of every live controller.
    public var liveNames: Set<String> { Set(application?.controllers.values.map(\.name) ?? []) }

    /// The focused scene's activation state.
    public var sceneState: Scene.ActivationState? { application?.focused?.state }

    /// Everything a rejected command must leave alone.
    public var snapshot: Snapshot {
        Snapshot(
            appID: application?.definition.id, controllers: liveControllers, scenes: application?.scenes ?? [],
            focusedScene: application?.focusedScene, instanceCounts: application?.graph.instanceCounts ?? [:],
            nextObjectNumber: application?.graph.nextObjectNumber)
    }
}

public struct Snapshot: Equatable {
    public var appID: String?
    public var controllers: [ViewController]
    public var scenes: [Scene]
    public var focusedScene: Int?
    public var instanceCounts: [String: Int]
    public var nextObjectNumber: Int?
}

/// `object method` for every call event on one of `channels`, in order.
public func calls(_ events: [Event], on channels: Set<Channel>) -> [String] {
    events.filter { $0.kind == .call && $0.channel.map(channels.contains) == true }
        .map { "\($0.object ?? "?") \($0.method ?? "?")" }
}

/// `object method` for every call on the lifecycle channel.
public func lifecycleCalls(_ events: [Event]) -> [String] { calls(events, on: [.lifecycle]) }

/// `object method` for every call, whatever its channel.
public func allCalls(_ events: [Event]) -> [String] {
    events.filter { $0.kind == .call }.map { "\($0.object ?? "?") \($0.method ?? "?")" }
}

public func eventsOfKind(_ kind: Event.Kind, in events: [Event]) -> [Event] { events.filter { $0.kind == kind } }

