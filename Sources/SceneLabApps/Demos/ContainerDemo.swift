import SceneLabCore

extension AppDefinition {
    /// A custom container app as data, with no code of its own: the root is
    /// the app's `ContainerViewController`, whose storyboard container view
    /// embeds an `EmbeddedViewController` (segue `embedChild`). `child add`,
    /// `child remove`, `child transition` and `child forwarding` play the
    /// container's own containment code; `DetailViewController` and
    /// `SummaryViewController` are screens to add.
    public static let containerDemo = AppDefinition(
        id: "container", displayName: "Container", bundleIdentifier: "com.example.Container",
        root: .containerViewController(
            "ContainerViewController", embedding: [.init("embedChild", to: "EmbeddedViewController")]),
        screenClasses: [
            "ContainerViewController", "EmbeddedViewController", "DetailViewController", "SummaryViewController",
        ])
}
