import CommandGrammar
import SceneLabCore

extension Checklists {
    static let commands = [ItemCommand.spec]
}

extension ItemCommand {
    /// The verbs `item` takes first.
    static let verbs = ["add", "list", "check", "rm"]

    /// `item add TEXT | list | check N | rm N`.
    static let spec = CommandSpec<ModelCommand>(
        verbCommand: "item", group: .store, usage: "item add TEXT | list | check N | rm N",
        summary: Wording(
            en: """
                Checklists' items, through the app's own code: each change saves Documents/Checklists.plist \
                (check toggles the checkmark, as a tap on the row does).
                """,
            ru: """
                Пункты Checklists через собственный код приложения: каждое изменение сохраняет \
                Documents/Checklists.plist (check переключает галочку, как нажатие на строку).
                """),
        example: "item add Walk the dog", verbs: Dictionary(uniqueKeysWithValues: verbs.map { ($0, []) }),
        explanation: [
            Wording(
                en: "Checklists shortcuts through the list controller's own code: add (as the delegate's didFinishAdding",
                ru: "Команды Checklists через собственный код контроллера списка: add (как didFinishAdding делегата),"),
            Wording(
                en: "does), check (toggles the checkmark, as a tap on the row does), rm (as swipe-to-delete does); each",
                ru: "check (переключает галочку, как нажатие на строку), rm (как удаление смахиванием); каждая"),
            Wording(
                en: "ends in saveChecklistItems(). They need the list's view loaded, since the items load in viewDidLoad.",
                ru: "кончается saveChecklistItems(). Им нужно загруженное view списка: пункты загружаются в viewDidLoad."),
        ],
        parse: parse)

    static func parse(_ words: inout CommandWords) throws(CommandError) -> ModelCommand {
        let verb = try words.requiredWord(AppCommandErrors.verbPlaceholder(verbs))
        switch verb.text {
        case "add":
            let first = try words.requiredWord(AppCommandErrors.itemText)
            let text = words.joiningRest(after: first)
            guard text.contains(where: { !$0.isWhitespace }) else {
                throw CommandError(column: first.column, BookAppDiagnostic.blankItemText)
            }
            return .itemAdd(text)
        case "list": return .itemList
        case "check": return .itemCheck(try words.number(AppCommandErrors.itemNumber))
        case "rm": return .itemRemove(try words.number(AppCommandErrors.itemNumber))
        default:
            throw CommandError.unknownVerb(verb, among: verbs, of: "item")
        }
    }
}
