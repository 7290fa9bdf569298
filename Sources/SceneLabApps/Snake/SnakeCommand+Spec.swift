import CommandGrammar
import SceneLabCore

extension Snake {
    static let commands = [SnakeCommand.spec]
}

extension SnakeCommand {
    /// The verbs `snake` takes first.
    static let verbs = ["wiring", "records"]

    /// `snake wiring [delegate|closure] | records`.
    static let spec = CommandSpec<ModelCommand>(
        verbCommand: "snake", group: .store, usage: "snake wiring [delegate|closure] | records",
        summary: Wording(
            en: """
                Snake: how a game's end reaches the menu (the course's delegates or [weak self] closures); the records.
                """,
            ru: """
                Snake: как конец игры доходит до меню (делегаты курса или замыкания с [weak self]); рекорды.
                """),
        example: "snake wiring closure", verbs: ["wiring": ModelCommand.snakeWirings, "records": []],
        explanation: [
            Wording(
                en: "`snake wiring delegate|closure` chooses how the Snake course's game end reaches the menu: its two weak",
                ru: "`snake wiring delegate|closure` выбирает, как конец игры из курса Snake доходит до меню: через два"),
            Wording(
                en: "delegate protocols, or its onGameEnd closures with [weak self]; both call before dismiss. `snake records`",
                ru: "weak-протокола делегата или через замыкания onGameEnd с [weak self]; оба вызывают до dismiss. `snake records`"),
            Wording(
                en: "lists Game.shared.records: JSON Data under `records` (RecordsCaretaker, the memento), dates as seconds",
                ru: "показывает Game.shared.records: JSON Data под `records` (RecordsCaretaker, хранитель), даты в секундах"),
            Wording(
                en: "since 2001, which `defaults read DOMAIN records --decode json` shows. The course's Results screen button",
                ru: "от 2001 года, что показывает `defaults read DOMAIN records --decode json`. Кнопка экрана результатов"),
            Wording(
                en: "«Заккрыть» is a typo for «Закрыть»; scenelab shows «Закрыть».",
                ru: "в курсе «Заккрыть» — опечатка вместо «Закрыть»; scenelab показывает «Закрыть»."),
        ],
        parse: parse)

    static func parse(_ words: inout CommandWords) throws(CommandError) -> ModelCommand {
        let verb = try words.requiredWord(AppCommandErrors.verbPlaceholder(verbs))
        switch verb.text {
        case "records": return .snakeRecords
        case "wiring":
            guard let word = try words.optionalPositional() else { return .snakeWiring(nil) }
            guard ModelCommand.snakeWirings.contains(word.text) else {
                throw CommandError(
                    column: word.column,
                    BookAppDiagnostic.snakeWiringUnknown(choices: ModelCommand.snakeWirings, given: word.shown))
            }
            return .snakeWiring(word.text)
        default:
            throw CommandError.unknownVerb(verb, among: verbs, of: "snake")
        }
    }
}
