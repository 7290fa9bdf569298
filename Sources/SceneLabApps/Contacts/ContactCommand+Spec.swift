import SceneLabCore

extension ContactsApp {
    static let commands = [ContactCommand.spec]
}

extension ContactCommand {
    /// The verbs `contact` takes first.
    static let verbs = ["add", "list", "edit", "rm"]

    /// `contact …`: the Contacts app's contacts, through the app's own code.
    static let spec = AppCommandSpec(
        name: "contact", usage: "contact add NAME PHONE | list | edit N [--name N] [--phone P] | rm N",
        summary: "The Contacts app's contacts, through the app's own model and storage code.",
        example: "contact add Anna +79990001122",
        verbs: Dictionary(uniqueKeysWithValues: verbs.map { ($0, []) }),
        explanation: ["Contacts shortcuts: the same model and store code as the UI."],
        parse: parse)

    static func parse(_ words: inout CommandWords) throws(CommandError) -> ModelCommand {
        let verb = try words.requiredWord("a verb (\(verbs.joined(separator: ", ")))")
        switch verb.text {
        case "add":
            // NAME may be several words (`contact add Anna Smith 123`): the last word is the phone.
            var nameWords = [try words.requiredWord("a NAME").text]
            while let word = words.optionalWord() { nameWords.append(word.text) }
            guard nameWords.count >= 2, let phone = nameWords.popLast() else {
                throw CommandError(column: words.lineEnd, "contact add needs a PHONE after the NAME")
            }
            return .contactAdd(name: nameWords.joined(separator: " "), phone: phone)
        case "list": return .contactList
        case "rm": return .contactRemove(try words.number("a contact number"))
        case "edit":
            let name = try words.stringOption("--name")
            let phone = try words.stringOption("--phone")
            let number = try words.number("a contact number")
            guard name != nil || phone != nil else {
                throw CommandError(column: words.lineEnd, "nothing to change; give --name NAME or --phone PHONE")
            }
            return .contactEdit(number, name: name, phone: phone)
        default:
            throw CommandError.unknownVerb(verb, among: verbs, of: "contact")
        }
    }
}
