import SceneLabCore

extension AppDefinition {
    /// A tab bar app as data, with no code of its own: two tabs, the first a
    /// navigation stack. It shows the container model with a tab bar at the
    /// root; the tab switch itself (`tab N`) belongs to the whole lifecycle.
    public static let tabsDemo = AppDefinition(
        id: "tabs", displayName: "Tabs", bundleIdentifier: "com.example.Tabs",
        root: .tabBarController(tabs: [
            .navigationController(root: "FirstViewController"), .viewController("SecondViewController"),
        ]),
        screenClasses: ["FirstViewController", "SecondViewController"])

    /// A split view app as data: a primary and a secondary column, each a
    /// navigation stack (the shape of the CS193p demo).
    public static let splitDemo = AppDefinition(
        id: "split", displayName: "Split", bundleIdentifier: "com.example.Split",
        root: .splitViewController(
            primary: .navigationController(root: "PrimaryViewController"),
            secondary: .navigationController(root: "SecondaryViewController")),
        screenClasses: ["PrimaryViewController", "SecondaryViewController"])
}
