import CommandGrammar
import SceneLabCore

/// The Snake game of the Russian course "Architectures and design patterns
/// in Swift", lesson 1 (delegate, singleton, memento), with its screens and
/// not its SpriteKit graphics: a main menu, the game presented full screen,
/// the end of a game handed back through a chain of delegates (or, as the
/// course's second version has it, closures), and the records kept by a
/// singleton that saves them as JSON `Data` in `UserDefaults`.
struct Snake: AppModel {
    typealias Command = SnakeCommand

    /// How the game's end travels back to the menu: the course's delegate
    /// chain, or its closures with `[weak self]`.
    enum Wiring: String, Sendable, CaseIterable {
        case delegate
        case closure
    }

    var wiring = Wiring.delegate
    /// `Game.shared`: made at its first use in the process, when it loads the records.
    var game: SnakeGame?

    static let bundleIdentifier = "com.example.Snake"
    static let controllerCode: [any ControllerCode.Type] = [
        MainMenuController.self, SnakeGameController.self, RecordsController.self,
    ]
    static let startGameSegue = "startGameSegue"
    static let recordsSegue = "recordsSegue"

    static let definition = AppDefinition(
        id: "snake", displayName: "Snake", bundleIdentifier: bundleIdentifier,
        root: .viewController(MainMenuController.className),
        segues: [
            Segue(
                startGameSegue, from: MainMenuController.className, to: SnakeGameController.className,
                kind: .presentModally(.fullScreen)),
            Segue(recordsSegue, from: MainMenuController.className, to: RecordsController.className),
        ],
        model: Snake.self, bookLanguage: .ru)

    /// `Game.shared`, made (and its records loaded) on first use.
    mutating func sharedGame(_ context: inout AppContext) -> SnakeGame {
        if let game { return game }
        let made = SnakeGame(loadingFrom: &context)
        game = made
        return made
    }

    mutating func perform(_ command: SnakeCommand, _ context: inout AppContext) throws(Rejection) -> [AppAction] {
        switch command {
        case .wiring(let chosen):
            if let chosen {
                guard let known = Wiring(rawValue: chosen) else {
                    throw Rejection(SnakeDiagnostic.unknownWiring(given: chosen))
                }
                wiring = known
            }
            context.output(SnakeDiagnostic.wiring(wiring))
        case .records:
            let records = sharedGame(&context).records
            if records.isEmpty { context.output(SnakeDiagnostic.noRecords) }
            for (index, record) in records.enumerated() {
                context.output("\(index + 1). \(SnakeStrings.dateText(record.date)) — \(record.value)")
            }
        }
        return []
    }
}

/// Snake's model commands: `snake wiring [delegate|closure]`, `snake records`.
public enum SnakeCommand: AppModelCommand, Equatable {
    /// Shows or sets how the game's end reaches the menu.
    case wiring(String?)
    /// Lists `Game.shared.records`.
    case records

    public var noun: String { "snake" }
    public var appID: String { Snake.definition.id }
    public var onlyReads: Bool { self == .records || self == .wiring(nil) }
}

extension ModelCommand {
    /// `snake wiring delegate|closure`; `nil` shows the current one.
    public static func snakeWiring(_ wiring: String?) -> ModelCommand { ModelCommand(SnakeCommand.wiring(wiring)) }
    public static var snakeRecords: ModelCommand { ModelCommand(SnakeCommand.records) }
    /// The wirings `snake wiring` takes.
    public static var snakeWirings: [String] { Snake.Wiring.allCases.map(\.rawValue) }
}

extension AppDefinition {
    /// The patterns course's Snake.
    public static let snake = Snake.definition
}
