import CommandGrammar

/// What Snake's commands and controllers remark or refuse, with the data
/// the sentence needs.
enum SnakeDiagnostic: Diagnostic, Equatable {
    // MARK: `snake …`

    /// `snake wiring` with a wiring the game does not have.
    case unknownWiring(given: String)
    /// How the game's end reaches the menu now, as `snake wiring` shows it.
    case wiring(Snake.Wiring)
    /// `snake records` found no record.
    case noRecords

    // MARK: The game

    /// `prepare(for:sender:)` wired the game's end back to the menu.
    case preparedWiring(Snake.Wiring)
    /// The game's `viewDidLoad` made its scene and wired it.
    case sceneMade(Snake.Wiring)
    /// A tap on the game (`button`) after the head hit a wall.
    case tapAfterGameOver(button: String)
    /// The head ate an apple: the snake is now `parts` long.
    case snakeGrew(parts: Int)
    /// A finished game was added to the records.
    case recordAdded(number: Int, score: Int)

    // MARK: The records

    /// The value stored under `key` is of `type`, not JSON data: no records.
    case recordsNotData(key: String, type: String)
    /// The data stored under `key` is not the records' JSON: no records.
    case recordsNotJSON(key: String, reason: RecordsCaretaker.DecodeFailure)
    /// `book as-written`: the course's date format is no date style, so
    /// every date label stays empty (`explain book-date`).
    case recordDatesEmpty
}

extension Snake.Wiring {
    /// The menu's `prepare(for:sender:)` code for this wiring, which notes
    /// quote: the same in every language.
    var prepareCode: String {
        // Verbatim: the book's code.
        switch self {
        case .delegate: return "destination.delegate = self (weak var delegate: GameViewControllerDelegate?)"
        case .closure: return "destination.onGameEnd = { [weak self] result in ... }"
        }
    }

    /// The game's `viewDidLoad` code for this wiring, which notes quote: the
    /// same in every language.
    var sceneCode: String {
        // Verbatim: the book's code.
        switch self {
        case .delegate: return "scene.gameDelegate = self"
        case .closure: return "scene.onGameEnd = { [weak self] result in ... }"
        }
    }
}
