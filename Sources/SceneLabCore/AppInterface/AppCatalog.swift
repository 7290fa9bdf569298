import CommandGrammar
/// The apps scenelab can launch.
public struct AppCatalog: Sendable, Equatable {
    public let apps: [AppDefinition]

    public init(apps: [AppDefinition]) { self.apps = apps }

    /// The app `launch` starts when given no name.
    public var defaultApp: AppDefinition? { apps.first }

    /// Every app's model commands, in the apps' order; a name two apps
    /// share is the first one's.
    public var commands: [CommandSpec<ModelCommand>] {
        var names: Set<String> = []
        return apps.flatMap(\.commands).filter { names.insert($0.name).inserted }
    }

    /// Every app's `explain` topics; a topic two apps share is the first one's.
    public var topics: [String: [Wording]] {
        apps.reduce(into: [:]) { topics, app in topics.merge(app.topics) { first, _ in first } }
    }

    public func app(named id: String) -> AppDefinition? { apps.first { $0.id == id } }
}
