@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// Small shared helpers: drive the pure core and look at what it produced.

/// A simulator with the default app (todo) launched, or the named one.
func launchedSimulator(_ app: String? = nil, window: WindowSetup = .storyboard) -> Simulator {
    var simulator = Simulator()
    _ = simulator.apply(.launch(app: app, window: window))
    return simulator
}

extension Simulator {
    /// Applies several commands and returns all their events, in order.
    @discardableResult
    mutating func run(_ commands: SimulatorCommand...) -> [Event] {
        commands.flatMap { apply($0) }
    }

    /// The names (`CLASS#N`) in the focused scene's navigation stack, root first.
    var stackNames: [String] {
        guard let app = application, let root = app.focused?.window.rootViewController,
            let container = app.controller(root)
        else { return [] }
        return container.children.compactMap { app.controller($0)?.name }
    }

    /// The live controller named `name` (`CLASS#N`), if any.
    func controller(named name: String) -> ViewController? {
        application?.controllers.values.first { $0.name == name }
    }

    /// Names of every live controller.
    var liveNames: Set<String> { Set(application?.controllers.values.map(\.name) ?? []) }

    /// The focused scene's activation state.
    var sceneState: Scene.ActivationState? { application?.focused?.state }

    /// Everything a rejected command must leave alone.
    var snapshot: Snapshot {
        Snapshot(
            appID: application?.definition.id, controllers: liveControllers, scenes: application?.scenes ?? [],
            focusedScene: application?.focusedScene, instanceCounts: application?.graph.instanceCounts ?? [:],
            nextObjectNumber: application?.graph.nextObjectNumber)
    }
}

struct Snapshot: Equatable {
    var appID: String?
    var controllers: [ViewController]
    var scenes: [Scene]
    var focusedScene: Int?
    var instanceCounts: [String: Int]
    var nextObjectNumber: Int?
}

/// `object method` for every call event on one of `channels`, in order.
func calls(_ events: [Event], on channels: Set<Channel>) -> [String] {
    events.filter { $0.kind == .call && $0.channel.map(channels.contains) == true }
        .map { "\($0.object ?? "?") \($0.method ?? "?")" }
}

/// `object method` for every call on the lifecycle channel.
func lifecycleCalls(_ events: [Event]) -> [String] { calls(events, on: [.lifecycle]) }

/// `object method` for every call, whatever its channel.
func allCalls(_ events: [Event]) -> [String] {
    events.filter { $0.kind == .call }.map { "\($0.object ?? "?") \($0.method ?? "?")" }
}

func eventsOfKind(_ kind: Event.Kind, in events: [Event]) -> [Event] { events.filter { $0.kind == kind } }

/// The texts of a session outcome's events, as `check` prints them (colour off).
func renderedText(_ outcome: Session.Outcome, channels: Set<Channel> = Channel.defaultOn) -> [String] {
    TranscriptChecker.lines(of: outcome.events, channels: channels)
}

/// A session that has run `lines`, whatever each of them gave.
func sessionAfter(_ lines: String...) -> Session {
    var session = Session()
    for line in lines { _ = session.execute(line) }
    return session
}
