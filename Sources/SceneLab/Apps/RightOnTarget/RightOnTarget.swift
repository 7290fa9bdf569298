extension AppDefinition {
    /// "Right on target", the lifecycle demo of the book's part I.
    public static let rightOnTarget = AppDefinition(
        id: "target",
        displayName: "Right on target",
        bundleIdentifier: "com.example.RightOnTarget",
        root: .viewController("ViewController"),
        screenClasses: ["ViewController", "SecondViewController"]
    )
}
