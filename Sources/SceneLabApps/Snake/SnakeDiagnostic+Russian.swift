import CommandGrammar

extension SnakeDiagnostic {
    var russian: String {
        switch self {
        case .unknownWiring(let given):
            return "snake wiring: '\(given)' — не delegate и не closure"
        case .wiring(.delegate):
            return "wiring delegate: GameScene → GameViewController → MainMenuViewController через weak-делегаты"
        case .wiring(.closure):
            return "wiring closure: замыкания onGameEnd с [weak self], заданные в viewDidLoad и prepare(for:sender:)"
        case .noRecords:
            return "(рекордов нет)"
        case .preparedWiring(let wiring):
            return "prepare(for:sender:) задаёт " + wiring.prepareCode
        case .sceneMade(let wiring):
            return "viewDidLoad создаёт GameScene(size: view.bounds.size) и задаёт " + wiring.sceneCode
        case .tapAfterGameOver(let button):
            return "tap \(button) игнорируется: игра окончена"
        case .snakeGrew(let parts):
            return "headDidCollideApple: змейка вырастает до \(parts) \(partsWord(parts)); появляется новое яблоко"
        case .recordAdded(let number, let score):
            return "добавлен рекорд \(number): счёт \(score)"
        case .recordsNotData(let key, let type):
            return "в '\(key)' лежит \(type), а не JSON Data; игра начинается без рекордов"
        case .recordsNotJSON(let key, let reason):
            return "'\(key)' — не JSON рекордов (\(reason.russian)); игра начинается без рекордов"
        case .recordDatesEmpty:
            return "book as-written: dateFormatter.dateFormat = \".short\" из курса — шаблон формата, а не стиль даты: "
                + "'o' и 't' не буквы шаблона, поэтому подписи дат пусты (не точно; `explain book-date`)"
        }
    }
}

extension RecordsCaretaker.DecodeFailure {
    var russian: String {
        switch self {
        // The JSON parser says what is wrong in English only; the sentence around it is Russian.
        case .notJSON(let error): return error
        case .notAnArray: return "не массив"
        case .recordLacksFields(let record): return "у рекорда \(record) нет числа date или целого value"
        }
    }
}

/// «части», «частей»: the snake's length after a count.
private func partsWord(_ count: Int) -> String {
    RussianPlural.form(count, one: "части", few: "частей", many: "частей")
}
