import CommandGrammar

/// What the session's commands want where a word is missing or wrong.
extension Wanted {
    static let key = Wording(en: "a KEY", ru: "ключ KEY")
    static let domain = Wording(en: "a DOMAIN", ru: "домен DOMAIN")
    static let value = Wording(en: "a VALUE", ru: "значение VALUE")
    static let wordToFind = Wording(en: "a WORD to find", ru: "слово WORD, которое искать")
    static let integerToAdd = Wording(en: "an integer to add", ru: "целое число, которое прибавить")
    static let explainTopic = Wording(
        en: "a METHOD, a command, a topic, a source id, or last", ru: "метод METHOD, команду, тему, id источника или last")
    static let fileToRun = Wording(en: "a FILE to run", ru: "файл FILE, который выполнить")
    static let fileToPlay = Wording(en: "a FILE to play step by step", ru: "файл FILE, который проиграть по шагам")
    static let fileToRecord = Wording(
        en: "a FILE (.scn for a script, .t for a transcript), or stop",
        ru: "файл FILE (.scn — сценарий, .t — транскрипт) или stop")
    static let fileToWrite = Wording(en: "a FILE to write", ru: "файл FILE, в который записать")
    static let lessonNumber = Wording(en: "a lesson number N (see `lessons`)", ru: "номер урока N (см. `lessons`)")
    static let numberOfLines = Wording(en: "a number of lines N", ru: "число строк N")
    static let numberOfRows = Wording(en: "a number of rows N", ru: "число строк N")
    static let tabNumber = Wording(en: "a tab number N", ru: "номер вкладки N")
    static let sceneNumber = Wording(en: "a scene number N", ru: "номер сцены N")
    static let referenceName = Wording(en: "a NAME", ru: "имя NAME")
    static let segueIdentifier = Wording(en: "a segue ID", ru: "идентификатор segue")
    static let element = Wording(en: "an ELEMENT (see `actions`)", ru: "элемент ELEMENT (см. `actions`)")
    static let rowNumber = Wording(en: "a ROW number", ru: "номер строки ROW")
    static let sectionNumber = Wording(en: "a SECTION number", ru: "номер секции SECTION")
    static let position = Wording(en: "a POSITION", ru: "позицию POSITION")
    static let field = Wording(en: "a FIELD", ru: "поле FIELD")
    static let switchName = Wording(en: "a SWITCH", ru: "переключатель SWITCH")

    /// `a verb (read, write, …)`: the verbs a command takes after its name.
    static func verb(_ verbs: [String]) -> Wording {
        let list = verbs.joined(separator: ", ")
        return Wording(en: "a verb (\(list))", ru: "действие (\(list))")
    }

    /// `a style (scenelab, cs193p or xcode)`.
    static func style(_ styles: [String]) -> Wording {
        Wording(
            en: "a style (\(Alternatives.listed(styles)))", ru: "стиль (\(Alternatives.listed(styles, or: "или")))")
    }

    /// The value an option such as `-int` takes after it.
    static func value(after shown: String) -> Wording {
        Wording(en: "a value after \(shown)", ru: "значение после \(shown)")
    }

    /// A file `defaults export` writes or `defaults import` reads, `-` for the standard stream.
    static func file(exporting: Bool) -> Wording {
        exporting
            ? Wording(en: "a FILE, or - for standard output", ru: "файл FILE или - для стандартного вывода")
            : Wording(en: "a FILE, or - for standard input", ru: "файл FILE или - для стандартного ввода")
    }

    /// A path in an app's container, with an example of one.
    static func containerPath(example: String) -> Wording {
        Wording(
            en: "a PATH in the app's container, such as \(example)",
            ru: "путь PATH в контейнере приложения, например \(example)")
    }
}
