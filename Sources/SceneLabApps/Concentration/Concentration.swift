import CommandGrammar
import SceneLabCore

/// Stanford CS193p's Concentration as lecture 9 (2017) uses it to show the
/// view controller lifecycle: a split view whose primary is the theme
/// chooser, inside a navigation controller, and whose secondary is the game.
/// Both classes inherit the lecture's `VCLLoggingViewController`, so the
/// `cs193p` trace style prints what its console printed. The game can be
/// played: cards flip and match, with the lecture's flip count and homework
/// 1's score (`explain concentration-game`).
struct Concentration: AppModel {
    typealias Command = ConcentrationCommand

    /// The lecture's code before the demo commented it out (T8): a theme tap
    /// sets the theme of the game in the detail column or pushes the game
    /// kept from the last segue, and segues only when there is neither.
    /// Off, as in the demo, every tap performs the segue.
    var reusesLastGame = false
    /// Where the games' shuffles and emoji come from: each process starts
    /// from the simulator's seed (`--seed`), so a script deals the same cards.
    var generator = SecretGenerator()

    static let bundleIdentifier = "edu.stanford.cs193p.Concentration"
    static let controllerCode: [any ControllerCode.Type] = [ThemeChooserController.self, ConcentrationController.self]

    /// The theme buttons' segue, a Show Detail in the storyboard.
    static let chooseTheme = "Choose Theme"

    static let definition = AppDefinition(
        id: "concentration", displayName: "Concentration", bundleIdentifier: bundleIdentifier,
        root: .splitViewController(
            primary: .navigationController(root: ThemeChooserController.className),
            secondary: .viewController(ConcentrationController.className)),
        segues: [
            Segue(
                chooseTheme, from: ThemeChooserController.className, to: ConcentrationController.className,
                kind: .showDetail)
        ],
        vclLoggingNames: [ThemeChooserController.className: "ThemeChooser", ConcentrationController.className: "Game"],
        model: Concentration.self)

    mutating func sceneWillConnect(_ context: inout AppContext) {
        generator = SecretGenerator(seed: context.randomSeed)
    }

    mutating func perform(_ command: ConcentrationCommand, _ context: inout AppContext) throws(Rejection) -> [AppAction]
    {
        switch command {
        case .reuse(let on):
            if let on { reusesLastGame = on }
            let shown: ConcentrationDiagnostic =
                reusesLastGame ? .reusesGames : .seguesEveryTap(segue: Self.chooseTheme)
            context.output(shown)
            return []
        }
    }
}

/// Concentration's model command: `concentration reuse [on|off]`.
public enum ConcentrationCommand: AppModelCommand, Equatable {
    /// Shows or sets whether a theme tap reuses a game instead of segueing (T8).
    case reuse(Bool?)

    public var noun: String { "concentration" }
    public var appID: String { Concentration.definition.id }
    public var onlyReads: Bool { self == .reuse(nil) }
}

extension ModelCommand {
    public static func concentrationReuse(_ on: Bool?) -> ModelCommand { ModelCommand(ConcentrationCommand.reuse(on)) }
}

extension AppDefinition {
    /// The CS193p lecture 9 demo: Concentration in a split view.
    public static let concentration = Concentration.definition
}
