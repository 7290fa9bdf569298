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
        CommandError(column: column, diagnostic)
    }
}
