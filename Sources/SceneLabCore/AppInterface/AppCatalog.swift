/// The apps scenelab can launch.
public struct AppCatalog: Sendable, Equatable {
    public let apps: [AppDefinition]

    public init(apps: [AppDefinition]) { self.apps = apps }

    /// The app `launch` starts when given no name.
    public var defaultApp: AppDefinition? { apps.first }

    /// Every app's model commands, in the apps' order; a name two apps
    /// share is the first one's.
    public var commands: [AppCommandSpec] {
        var names: Set<String> = []
        return apps.flatMap(\.commands).filter { names.insert($0.name).inserted }
    }

    public func app(named id: String) -> AppDefinition? { apps.first { $0.id == id } }
}
