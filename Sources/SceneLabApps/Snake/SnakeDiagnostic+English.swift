extension SnakeDiagnostic {
    var english: String {
        switch self {
        case .unknownWiring(let given):
            return "snake wiring: '\(given)' is not delegate or closure"
        case .wiring(.delegate):
            return "wiring delegate: GameScene → GameViewController → MainMenuViewController through weak delegates"
        case .wiring(.closure):
            return "wiring closure: onGameEnd closures with [weak self], set in viewDidLoad and prepare(for:sender:)"
        case .noRecords:
            return "(no records)"
        case .preparedWiring(let wiring):
            return "prepare(for:sender:): " + wiring.prepareCode
        case .sceneMade(let wiring):
            return "viewDidLoad: GameScene(size: view.bounds.size), " + wiring.sceneCode
        case .tapAfterGameOver(let button):
            return "tap \(button) ignored: the game is over"
        case .snakeGrew(let parts):
            return "headDidCollideApple: the snake grows to \(parts) parts; a new apple appears"
        case .recordAdded(let number, let score):
            return "added record \(number): score \(score)"
        case .recordsNotData(let key, let type):
            return "'\(key)' holds a \(type), not JSON data; the game starts with no records"
        case .recordsNotJSON(let key, let reason):
            return "'\(key)' is not the records' JSON (\(reason.english)); the game starts with no records"
        case .recordDatesEmpty:
            return "book as-written: the course's dateFormatter.dateFormat = \".short\" is a format pattern, "
                + "not a date style: 'o' and 't' are no pattern letters, so each date label stays empty (uncertain; "
                + "`explain book-date`)"
        }
    }
}

extension RecordsCaretaker.DecodeFailure {
    var english: String {
        switch self {
        case .notJSON(let error): return error
        case .notAnArray: return "not an array"
        case .recordLacksFields(let record): return "record \(record) lacks a number date or a whole value"
        }
    }
}
