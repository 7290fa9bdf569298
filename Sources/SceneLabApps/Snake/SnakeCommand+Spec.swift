import SceneLabCore

extension Snake {
    static let commands = [SnakeCommand.spec]
}

extension SnakeCommand {
    /// The verbs `snake` takes first.
    static let verbs = ["wiring", "records"]

    /// `snake wiring [delegate|closure] | records`.
    static let spec = AppCommandSpec(
        name: "snake", usage: "snake wiring [delegate|closure] | records",
        summary: """
            Snake: how a game's end reaches the menu (the course's delegates or [weak self] closures); the records.
            """,
        example: "snake wiring closure", verbs: ["wiring": ModelCommand.snakeWirings, "records": []],
        explanation: [
            "`snake wiring delegate|closure` chooses how the Snake course's game end reaches the menu: its two weak",
            "delegate protocols, or its onGameEnd closures with [weak self]; both call before dismiss. `snake records`",
            "lists Game.shared.records: JSON Data under `records` (RecordsCaretaker, the memento), dates as seconds",
            "since 2001, which `defaults read DOMAIN records --decode json` shows. The course's Results screen button",
            "«Заккрыть» is a typo for «Закрыть»; scenelab shows «Закрыть».",
        ],
        parse: parse)

    static func parse(_ words: inout CommandWords) throws(CommandError) -> ModelCommand {
        let verb = try words.requiredWord("a verb (\(verbs.joined(separator: ", ")))")
        switch verb.text {
        case "records": return .snakeRecords
        case "wiring":
            guard let word = try words.optionalPositional() else { return .snakeWiring(nil) }
            guard ModelCommand.snakeWirings.contains(word.text) else {
                throw CommandError(
                    column: word.column,
                    "snake wiring takes \(ModelCommand.snakeWirings.joined(separator: " or ")), not '\(word.shown)'")
            }
            return .snakeWiring(word.text)
        default:
            throw CommandError.unknownVerb(verb, among: verbs, of: "snake")
        }
    }
}
