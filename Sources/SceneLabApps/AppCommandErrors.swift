import CommandGrammar
import SceneLabCore

/// The words the apps' command parsers (`task`, `item`, `contact`, `snake`,
/// `concentration`) write into their errors, in English and Russian: each
/// error is thrown in both languages, never read back from its English.
public enum AppCommandErrors {
    /// A sentence a parser throws whole.
    enum Message: CaseIterable {
        case blankItem, blankTask, taskNothingToChange, contactNeedsPhone

        var wording: Wording {
            switch self {
            case .blankItem:
                return Wording(en: "an item needs a text that is not blank", ru: "у пункта должен быть непустой текст")
            case .blankTask:
                return Wording(
                    en: "a task needs a title that is not blank", ru: "у задачи должно быть непустое название")
            case .taskNothingToChange:
                return Wording(
                    en: "nothing to change; give --title T, --important or --normal, --completed or --planned",
                    ru: "нечего менять; укажите --title T, --important или --normal, --completed или --planned")
            case .contactNeedsPhone:
                return Wording(
                    en: "contact add needs a PHONE after the NAME", ru: "contact add ждёт PHONE после NAME")
            }
        }

        /// The error at `column`, in both languages.
        func error(at column: Int) -> CommandError { CommandError(column: column, wording.en, ru: wording.ru) }
    }

    /// What a parser asks `CommandWords` for, which its errors quote ("task
    /// done needs a task number"; the Russian in the accusative).
    /// `a verb (add, list, …)`.
    static func verbPlaceholder(_ verbs: [String]) -> Wording {
        let list = verbs.joined(separator: ", ")
        return Wording(en: "a verb (\(list))", ru: "действие (\(list))")
    }

    static let taskTitle = Wording(en: "a TITLE", ru: "заголовок TITLE")
    static let taskNumber = Wording(en: "a task number", ru: "номер задачи")
    static let itemText = Wording(en: "the item's TEXT", ru: "текст пункта TEXT")
    static let itemNumber = Wording(en: "an item number", ru: "номер пункта")
    static let contactName = Wording(en: "a NAME", ru: "имя NAME")
    static let contactNumber = Wording(en: "a contact number", ru: "номер контакта")

    /// `snake wiring takes delegate or closure, not 'X'`.
    static func snakeWiring(_ choices: [String], not shown: String) -> Wording {
        Wording(
            en: "snake wiring takes \(choices.joined(separator: " or ")), not '\(shown)'",
            ru: "snake wiring принимает \(choices.joined(separator: " или ")), а не '\(shown)'")
    }
}
