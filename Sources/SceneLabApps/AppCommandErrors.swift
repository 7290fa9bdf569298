import CommandGrammar
import SceneLabCore

/// The words the apps' command parsers (`task`, `item`, `contact`, `snake`,
/// `concentration`) write into their errors, in English and Russian: each
/// error is thrown in both languages, never read back from its English.
public enum AppCommandErrors {
    /// A sentence a parser throws whole.
    enum Message: CaseIterable {
        case blankItem, blankTask, taskNothingToChange, contactNeedsPhone

        var diagnostic: BookAppDiagnostic {
            switch self {
            case .blankItem: return .blankItemText
            case .blankTask: return .blankTaskTitle
            case .taskNothingToChange: return .taskEditChangesNothing
            case .contactNeedsPhone: return .contactAddNeedsPhone
            }
        }

        /// The error at `column`, in both languages.
        func error(at column: Int) -> CommandError { AppCommandErrors.error(diagnostic, at: column) }
    }

    /// A parser's error at `column`: a `CommandError` keeps both renderings,
    /// since the parser does not know the session's language.
    static func error(_ diagnostic: BookAppDiagnostic, at column: Int) -> CommandError {
        CommandError(column: column, diagnostic.english, ru: diagnostic.russian)
    }

    /// What a parser asks `CommandWords` for, which its errors quote ("task
    /// done needs a task number"; the Russian in the accusative). These are
    /// the parts `CommandWords` builds its own sentences around, and it takes
    /// them as a `Wording`.
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
}
