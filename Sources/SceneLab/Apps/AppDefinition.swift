/// A simulated app, described as data: identity, root container and screen classes.
///
/// The engine never special-cases an app; everything app-specific is here.
public struct AppDefinition: Sendable, Equatable {
    /// The controller tree the main storyboard's initial view controller builds.
    public enum Root: Sendable, Equatable {
        /// A `UINavigationController` whose root view controller is of this class.
        case navigationController(root: String)
        /// A plain view controller of this class, with no container.
        case viewController(String)
    }

    /// The short name `launch` takes: `todo`, `contacts`, `target`.
    public let id: String
    /// The name people know the app by.
    public let displayName: String
    public let bundleIdentifier: String
    public let root: Root
    /// The view controller classes the app's code defines.
    public let screenClasses: [String]

    public init(id: String, displayName: String, bundleIdentifier: String, root: Root, screenClasses: [String]) {
        self.id = id
        self.displayName = displayName
        self.bundleIdentifier = bundleIdentifier
        self.root = root
        self.screenClasses = screenClasses
    }
}
