/// The apps scenelab can launch.
public struct AppCatalog: Sendable, Equatable {
    public let apps: [AppDefinition]

    public init(apps: [AppDefinition]) { self.apps = apps }

    /// The app `launch` starts when given no name.
    public var defaultApp: AppDefinition? { apps.first }

    public func app(named id: String) -> AppDefinition? { apps.first { $0.id == id } }

    /// The course books' three apps.
    public static let books = AppCatalog(apps: [.toDoManager, .contacts, .rightOnTarget])
}

extension AppDefinition {
    /// The Contacts app of the book's part II.
    public static let contacts = AppDefinition(
        id: "contacts",
        displayName: "Contacts",
        bundleIdentifier: "com.example.Contacts",
        root: .navigationController(root: "ContactListController"),
        screenClasses: ["ContactListController", "ContactEditController"]
    )

    /// "Right on target", the lifecycle demo of the book's part I.
    public static let rightOnTarget = AppDefinition(
        id: "target",
        displayName: "Right on target",
        bundleIdentifier: "com.example.RightOnTarget",
        root: .viewController("ViewController"),
        screenClasses: ["ViewController", "SecondViewController"]
    )
}
