/// "Right on target"'s code: the game screen `ViewController` and the "About"
/// screen `SecondViewController`, wired for the three ways from one to the
/// other that the book's chapter 3 compares.
///
/// The game screen offers all three buttons at once rather than one button
/// rewired per experiment, so a single session can compare them; variant 3
/// (a navigation controller) is a different storyboard entry point, so it is
/// a second app definition, `target-nav`, with the same code.
struct RightOnTarget: AppProgram {
    /// The random integer generator every game in this process draws from.
    var generator = SecretGenerator()
    /// Each `ViewController` instance's properties: its game and its slider.
    var gameControllers: [ObjectID: GameController] = [:]
    /// How each `SecondViewController` instance reached the screen.
    var aboutRoutes: [ObjectID: AboutRoute] = [:]
    /// Each `ViewController`'s `lazy var secondViewController` (Listing 3.16), once created.
    var cachedAbout: [ObjectID: ObjectID] = [:]

    static let bundleIdentifier = "com.example.RightOnTarget"
    static let screenClasses = ["ViewController", "SecondViewController"]

    /// The storyboard's two Show segues.
    static let segues = [
        Segue(TargetSegue.toSecondScreen.rawValue, from: "ViewController", to: "SecondViewController"),
        Segue(TargetSegue.toFirstScreen.rawValue, from: "SecondViewController", to: "ViewController"),
    ]

    /// Variants 1 and 2: the storyboard's entry point is the game screen itself.
    static let definition = AppDefinition(
        id: "target", displayName: "Right on target", bundleIdentifier: bundleIdentifier,
        root: .viewController("ViewController"), screenClasses: screenClasses, segues: segues,
        program: { RightOnTarget() })

    /// Variant 3: the game screen embedded in a navigation controller
    /// (Editor > Embed In > Navigation Controller), so the Show segue pushes.
    static let navigationDefinition = AppDefinition(
        id: "target-nav", displayName: "Right on target (navigation controller)",
        bundleIdentifier: bundleIdentifier,
        root: .navigationController(root: "ViewController"), screenClasses: screenClasses, segues: segues,
        program: { RightOnTarget() })

    // MARK: Lifecycle hooks

    /// Each process's secrets start from the simulator's seed (`--seed`).
    package mutating func sceneWillConnect(_ app: inout Application) {
        generator = SecretGenerator(seed: app.randomSeed)
    }

    /// Version 1.2's `viewDidLoad`: a new game, with its first secret, for every
    /// `ViewController` instance, so a second instance starts a game of its own.
    package mutating func viewDidLoad(_ controller: ObjectID, _ app: inout Application) {
        guard app.controller(controller)?.className == "ViewController",
            let game = GameController.newGame(using: &generator)
        else { return }
        gameControllers[controller] = GameController(game: game)
    }

    /// Only the storyboard segues reach here; both are Show segues.
    package mutating func prepare(
        _ destination: ObjectID, source: ObjectID, segue: String?, setup: (any Sendable)?, _ app: inout Application
    ) {
        if segue == TargetSegue.toSecondScreen.rawValue { aboutRoutes[destination] = .segue }
    }

    package mutating func controllerDidDeinit(_ controller: ObjectID) {
        gameControllers[controller] = nil
        aboutRoutes[controller] = nil
        cachedAbout[controller] = nil
    }

    // MARK: Screens and gestures

    package func screen(of controller: ObjectID, _ app: Application) -> Screen? {
        switch app.controller(controller)?.className {
        case "ViewController":
            // The game screen sets no `title`, so a back button pointing at it
            // reads «Назад», UIKit's default (the book's "< Назад"). The engine
            // takes a back button's title from the screen below, falling back
            // to that default when there is none: draw the game only on top.
            guard app.visibleController == controller else { return nil }
            return gameControllers[controller].map { gameScreen($0, app.language) }
        case "SecondViewController":
            return aboutScreen(controller, app)
        default:
            return nil
        }
    }

    package mutating func perform(
        _ gesture: Gesture, on controller: ObjectID, screen: Screen, _ app: inout Application
    )
        throws(Rejection) -> [AppAction]
    {
        switch app.controller(controller)?.className {
        case "ViewController": return try performOnGame(gesture, controller: controller, screen: screen, &app)
        case "SecondViewController": return try performOnAbout(gesture, controller: controller, screen: screen)
        default: throw Application.notOffered(gesture.description, on: screen)
        }
    }
}

extension AppDefinition {
    /// "Right on target", the lifecycle demo of the book's part I (variants 1 and 2).
    public static let rightOnTarget = RightOnTarget.definition
    /// "Right on target" embedded in a navigation controller (chapter 3, variant 3).
    public static let rightOnTargetNavigation = RightOnTarget.navigationDefinition
}
