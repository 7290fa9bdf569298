import SceneLabCore

extension Concentration {
    static let commands = [ConcentrationCommand.spec]
}

extension ConcentrationCommand {
    /// `concentration reuse [on|off]`: whether a theme tap reuses a game.
    static let spec = AppCommandSpec(
        name: "concentration", usage: "concentration reuse [on|off]",
        summary: """
            CS193p's Concentration: whether a theme tap reuses a game (the lecture's code) or always segues \
            (its demo).
            """,
        example: "concentration reuse on", verbs: ["reuse": ["on", "off"]],
        explanation: [
            "`concentration reuse on` plays the CS193p theme chooser's code as written: a theme tap sets the theme of",
            "the game in the detail column (iPad) or pushes the game kept in lastSeguedToConcentrationViewController,",
            "and segues only when there is neither. Off (the lecture's demo, which commented that code out), every tap",
            "performs the segue Choose Theme, so every tap makes a new game (T8 of the notes; its log is not shown in",
            "the lecture, so the order comes from the push and is inferred).",
        ],
        parse: parse)

    static func parse(_ words: inout CommandWords) throws(CommandError) -> ModelCommand {
        let verb = try words.requiredWord("a verb (reuse)")
        guard verb.text == "reuse" else { throw CommandError.unknownVerb(verb, among: ["reuse"], of: "concentration") }
        guard words.hasMore else { return .concentrationReuse(nil) }
        return .concentrationReuse(try words.onOff())
    }
}
