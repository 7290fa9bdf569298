import SceneLabCore

/// "Right on target"'s code: the game screen `ViewController` and the "About"
/// screen `SecondViewController`, wired for the three ways from one to the
/// other that the book's chapter 3 compares.
///
/// The game screen offers all three buttons at once rather than one button
/// rewired per experiment, so a single session can compare them; variant 3
/// (a navigation controller) is a different storyboard entry point, so it is
/// a second app definition, `target-nav`, with the same code.
struct RightOnTarget: AppModel {
    /// The random integer generator every game in this process draws from.
    var generator = SecretGenerator()

    static let bundleIdentifier = "com.example.RightOnTarget"
    static let controllerCode: [any ControllerCode.Type] = [GameController.self, AboutController.self]

    /// The storyboard's two Show segues.
    static let segues = [
        Segue(TargetSegue.toSecondScreen.rawValue, from: GameController.className, to: AboutController.className),
        Segue(TargetSegue.toFirstScreen.rawValue, from: AboutController.className, to: GameController.className),
    ]

    /// Variants 1 and 2: the storyboard's entry point is the game screen itself.
    static let definition = AppDefinition(
        id: "target", displayName: "Right on target", bundleIdentifier: bundleIdentifier,
        root: .viewController(GameController.className),
        segues: segues, bookConsole: bookConsole, model: RightOnTarget.self, chapters: 1...5,
        // Chapter 5 ends with the window built in `willConnectTo` (from Listing 5.8) from a
        // storyboard whose entry point its exercise removed (000:L3783–3802, L3915–3916).
        windowSetupFromChapter: (BookChapter(5, listing: 8), .code), mainStoryboardHasNoEntryPointInCode: true, bookLanguage: .ru)

    /// Variant 3: the game screen embedded in a navigation controller
    /// (Editor > Embed In > Navigation Controller), so the Show segue pushes.
    static let navigationDefinition = AppDefinition(
        id: "target-nav", displayName: "Right on target (navigation controller)",
        bundleIdentifier: bundleIdentifier,
        root: .navigationController(root: GameController.className), segues: segues, bookConsole: bookConsole,
        model: RightOnTarget.self, chapters: 3...3, bookLanguage: .ru)

    /// Each process's secrets start from the simulator's seed (`--seed`).
    mutating func sceneWillConnect(_ context: inout AppContext) {
        generator = SecretGenerator(seed: context.randomSeed)
    }
}

extension AppDefinition {
    /// "Right on target", the lifecycle demo of the book's part I (variants 1 and 2).
    public static let rightOnTarget = RightOnTarget.definition
    /// "Right on target" embedded in a navigation controller (chapter 3, variant 3).
    public static let rightOnTargetNavigation = RightOnTarget.navigationDefinition
}
