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
        summary: Wording(
            en: "The Contacts app's contacts, through the app's own model and storage code.",
            ru: "Контакты приложения Contacts через собственный код модели и хранилища приложения."),
        example: "contact add Anna +79990001122",
        verbs: Dictionary(uniqueKeysWithValues: verbs.map { ($0, []) }),
        explanation: [
            Wording(
                en: "Contacts shortcuts: the same model and store code as the UI.",
                ru: "Команды Contacts: тот же код модели и хранилища, что у интерфейса.")
        ],
        parse: parse)

    static func parse(_ words: inout CommandWords) throws(CommandError) -> ModelCommand {
        let verb = try words.requiredWord(AppCommandErrors.verbPlaceholder(verbs).en)
        switch verb.text {
        case "add":
            // NAME may be several words (`contact add Anna Smith 123`): the last word is the phone.
            var nameWords = [try words.requiredWord(AppCommandErrors.contactName.en).text]
            while let word = words.optionalWord() { nameWords.append(word.text) }
            guard nameWords.count >= 2, let phone = nameWords.popLast() else {
                throw AppCommandErrors.Message.contactNeedsPhone.error(at: words.lineEnd)
            }
            return .contactAdd(name: nameWords.joined(separator: " "), phone: phone)
        case "list": return .contactList
        case "rm": return .contactRemove(try words.number(AppCommandErrors.contactNumber.en))
        case "edit":
            let name = try words.stringOption("--name")
            let phone = try words.stringOption("--phone")
            let number = try words.number(AppCommandErrors.contactNumber.en)
            guard name != nil || phone != nil else {
                throw AppCommandErrors.Message.contactNothingToChange.error(at: words.lineEnd)
            }
            return .contactEdit(number, name: name, phone: phone)
        default:
            throw CommandError.unknownVerb(verb, among: verbs, of: "contact")
        }
    }
}
