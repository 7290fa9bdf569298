import SceneLabCore

extension Checklists {
    static let commands = [ItemCommand.spec]
}

extension ItemCommand {
    /// The verbs `item` takes first.
    static let verbs = ["add", "list", "check", "rm"]

    /// `item add TEXT | list | check N | rm N`.
    static let spec = AppCommandSpec(
        name: "item", usage: "item add TEXT | list | check N | rm N",
        summary: """
            Checklists' items, through the app's own code: each change saves Documents/Checklists.plist \
            (check toggles the checkmark, as a tap on the row does).
            """,
        example: "item add Walk the dog", verbs: Dictionary(uniqueKeysWithValues: verbs.map { ($0, []) }),
        explanation: [
            "Checklists shortcuts through the list controller's own code: add (as the delegate's didFinishAdding",
            "does), check (toggles the checkmark, as a tap on the row does), rm (as swipe-to-delete does); each",
            "ends in saveChecklistItems(). They need the list's view loaded, since the items load in viewDidLoad.",
        ],
        parse: parse)

    static func parse(_ words: inout CommandWords) throws(CommandError) -> ModelCommand {
        let verb = try words.requiredWord("a verb (\(verbs.joined(separator: ", ")))")
        switch verb.text {
        case "add":
            let first = try words.requiredWord("the item's TEXT")
            let text = words.joiningRest(after: first)
            guard text.contains(where: { !$0.isWhitespace }) else {
                throw CommandError(column: first.column, "an item needs a text that is not blank")
            }
            return .itemAdd(text)
        case "list": return .itemList
        case "check": return .itemCheck(try words.number("an item number"))
        case "rm": return .itemRemove(try words.number("an item number"))
        default:
            throw CommandError.unknownVerb(verb, among: verbs, of: "item")
        }
    }
}
