/// The apps scenelab can launch.
public struct AppCatalog: Sendable, Equatable {
    public let apps: [AppDefinition]

    public init(apps: [AppDefinition]) { self.apps = apps }

    /// The app `launch` starts when given no name.
    public var defaultApp: AppDefinition? { apps.first }

    public func app(named id: String) -> AppDefinition? { apps.first { $0.id == id } }
}
