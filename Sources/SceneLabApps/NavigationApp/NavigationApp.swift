import SceneLabCore

/// NavigationApp, the demo of the book's chapter 9 (Usov, 000:L7014–7641): a navigation
/// controller whose root is a red scene, with a green and a yellow scene beside it. All three
/// are of one class, `ViewController`, told apart by their Storyboard IDs (000:L7321–7330).
/// The chapter first links them with Show segues (section 9.3), then deletes the segues and
/// navigates in code (section 9.4, Listings 9.1–9.3); `NavigationCode` says which, by chapter.
/// Nothing is printed and nothing is stored.
struct NavigationApp: AppModel {
    static let bundleIdentifier = "com.example.NavigationApp"
    static let controllerCode: [any ControllerCode.Type] = [ColourSceneController.self]

    /// Section 9.3's two Show segues, from the buttons (000:L7184–7200); the book leaves them
    /// without identifiers, scenelab names them after the scene they lead to.
    static let segues = [
        Segue(SceneColour.green.segue, from: ColourSceneController.className, to: ColourSceneController.className),
        Segue(SceneColour.yellow.segue, from: ColourSceneController.className, to: ColourSceneController.className),
    ]

    static let definition = AppDefinition(
        id: "navigation", displayName: "NavigationApp", bundleIdentifier: bundleIdentifier,
        root: .navigationController(root: ColourSceneController.className), segues: segues,
        model: NavigationApp.self, chapters: 9...9, bookLanguage: .ru)
}

extension AppDefinition {
    /// The navigation controller's demo of the book's chapter 9.
    public static let navigationDemo = NavigationApp.definition
}
