import CommandGrammar
import SceneLabCore

extension ContactsApp {
    static let commands = [ContactCommand.spec]
}

extension ContactCommand {
    /// The verbs `contact` takes first.
    static let verbs = ["add", "list", "rm"]

    /// `contact …`: the Contacts app's contacts, through the app's own code.
    static let spec = CommandSpec<ModelCommand>(
        verbCommand: "contact", group: .store, usage: "contact add NAME PHONE | list | rm N",
        summary: Wording(
            en: "The Contacts app's contacts, through the app's own model and storage code.",
            ru: "Контакты приложения Contacts через собственный код модели и хранилища приложения."),
        example: "contact add Anna +79990001122",
        verbs: Dictionary(uniqueKeysWithValues: verbs.map { ($0, []) }),
        explanation: [
            Wording(
                en: "Contacts shortcuts: the same model and store code as the UI. There is no `contact edit`: the",
                ru: "Команды Contacts: тот же код модели и хранилища, что у интерфейса. Команды `contact edit` нет:"),
            Wording(
                en: "book's part II announces editing but never builds it, so the app cannot edit a contact either.",
                ru: "часть II книги обещает редактирование, но не делает его, поэтому приложение тоже не умеет."),
        ],
        parse: parse)

    static func parse(_ words: inout CommandWords) throws(CommandError) -> ModelCommand {
        let verb = try words.requiredWord(AppCommandErrors.verbPlaceholder(verbs))
        switch verb.text {
        case "add":
            // NAME may be several words (`contact add Anna Smith 123`): the last word is the phone.
            var nameWords = [try words.requiredWord(AppCommandErrors.contactName).text]
            while let word = words.optionalWord() { nameWords.append(word.text) }
            guard nameWords.count >= 2, let phone = nameWords.popLast() else {
                throw CommandError(column: words.lineEnd, BookAppDiagnostic.contactAddNeedsPhone)
            }
            return .contactAdd(name: nameWords.joined(separator: " "), phone: phone)
        case "list": return .contactList
        case "rm": return .contactRemove(try words.number(AppCommandErrors.contactNumber))
        default:
            throw CommandError.unknownVerb(verb, among: verbs, of: "contact")
        }
    }
}
