import CommandGrammar
import SceneLabCore

extension Concentration {
    static let commands = [ConcentrationCommand.spec]
}

extension ConcentrationCommand {
    /// `concentration reuse [on|off]`: whether a theme tap reuses a game.
    static let spec = CommandSpec<ModelCommand>(
        verbCommand: "concentration", group: .store, usage: "concentration reuse [on|off]",
        summary: Wording(
            en: """
                CS193p's Concentration: whether a theme tap reuses a game (the lecture's code) or always segues \
                (its demo).
                """,
            ru: """
                Concentration из CS193p: берёт ли нажатие на тему уже созданную игру (код лекции) или всегда \
                выполняет segue (её демо).
                """),
        example: "concentration reuse on", verbs: ["reuse": ["on", "off"]],
        explanation: [
            Wording(
                en: "`concentration reuse on` plays the CS193p theme chooser's code as written: a theme tap sets the theme of",
                ru: "`concentration reuse on` играет код выбора темы из CS193p как он написан: нажатие на тему задаёт тему"),
            Wording(
                en: "the game in the detail column (iPad) or pushes the game kept in lastSeguedToConcentrationViewController,",
                ru: "игре в колонке деталей (iPad) или делает push игры из lastSeguedToConcentrationViewController"),
            Wording(
                en: "and segues only when there is neither. Off (the lecture's demo, which commented that code out), every tap",
                ru: "и выполняет segue, только когда нет ни той, ни другой. С off (демо лекции, где этот код закомментирован)"),
            Wording(
                en: "performs the segue Choose Theme, so every tap makes a new game (T8 of the notes; its log is not shown in",
                ru: "каждое нажатие выполняет segue Choose Theme и создаёт новую игру (T8 в заметках; её лог в лекции"),
            Wording(
                en: "the lecture, so the order comes from the push and is inferred).",
                ru: "не показан, поэтому порядок выведен из push)."),
        ],
        parse: parse)

    static func parse(_ words: inout CommandWords) throws(CommandError) -> ModelCommand {
        let verb = try words.requiredWord(AppCommandErrors.verbPlaceholder(["reuse"]))
        guard verb.text == "reuse" else { throw CommandError.unknownVerb(verb, among: ["reuse"], of: "concentration") }
        guard words.hasMore else { return .concentrationReuse(nil) }
        return .concentrationReuse(try words.onOff())
    }
}
