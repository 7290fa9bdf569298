import SceneLabCore

/// The words the apps' command parsers (`task`, `item`, `contact`, `snake`,
/// `concentration`) write into their errors, in English and Russian.
///
/// A parser reads `CommandWords`, which knows no language, so it throws its
/// error in English; `AppCommandErrors.localized` gives the Russian of such an
/// error afterwards, keyed by the English as the parsers write it. It covers
/// the parsers' own sentences and the sentences of `CommandWords` that quote a
/// parser's placeholder (`task needs a task number; usage: …`); the rest of
/// `CommandWords`' sentences are the core's to translate.
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

        /// The error at `column`, in English as the parsers throw it.
        func error(at column: Int) -> CommandError { CommandError(column: column, wording.en) }
    }

    /// What a parser asks `CommandWords` for, which its errors quote: the
    /// English as the parsers pass it, the Russian in the accusative.
    static func placeholder(_ english: String, ru russian: String) -> Wording { Wording(en: english, ru: russian) }

    /// `a verb (add, list, …)`.
    static func verbPlaceholder(_ verbs: [String]) -> Wording {
        let list = verbs.joined(separator: ", ")
        return placeholder("a verb (\(list))", ru: "глагол (\(list))")
    }

    static let taskTitle = placeholder("a TITLE", ru: "TITLE")
    static let taskNumber = placeholder("a task number", ru: "номер задачи")
    static let itemText = placeholder("the item's TEXT", ru: "TEXT пункта")
    static let itemNumber = placeholder("an item number", ru: "номер пункта")
    static let contactName = placeholder("a NAME", ru: "NAME")
    static let contactNumber = placeholder("a contact number", ru: "номер контакта")

    /// Every placeholder a parser passes, for reading an error back.
    static var placeholders: [Wording] {
        [taskTitle, taskNumber, itemText, itemNumber, contactName, contactNumber]
            + [TaskCommand.verbs, ItemCommand.verbs, ContactCommand.verbs, SnakeCommand.verbs, ["reuse"]].map(
                verbPlaceholder)
    }

    /// `snake wiring takes delegate or closure, not 'X'`.
    static func snakeWiring(_ choices: [String], not shown: String) -> Wording {
        Wording(
            en: "snake wiring takes \(choices.joined(separator: " or ")), not '\(shown)'",
            ru: "snake wiring принимает \(choices.joined(separator: " или ")), а не '\(shown)'")
    }

    /// `error` in `language`: the Russian of an app parser's error where one
    /// is written, else the error as it is.
    public static func localized(_ error: CommandError, in language: Language) -> CommandError {
        guard language == .ru, let russian = russian(of: error.message) else { return error }
        return CommandError(column: error.column, russian)
    }

    /// The Russian of an English message an app's parser threw, if it is one.
    static func russian(of english: String) -> String? {
        if let message = Message.allCases.first(where: { $0.wording.en == english }) { return message.wording.ru }
        let wiring = "snake wiring takes "
        if english.hasPrefix(wiring), let quote = english.firstRange(of: ", not '"), english.hasSuffix("'") {
            let shown = String(english[quote.upperBound..<english.index(before: english.endIndex)])
            return snakeWiring(ModelCommand.snakeWirings, not: shown).ru
        }
        for placeholder in placeholders {
            guard let russian = placeholder.ru else { continue }
            // CommandWords' `NAME needs PLACEHOLDER; usage: USAGE`.
            let needs = " needs \(placeholder.en); usage: "
            if let range = english.firstRange(of: needs) {
                let name = english[..<range.lowerBound]
                let usage = english[range.upperBound...]
                return "\(name) ждёт \(russian); вызов: \(usage)"
            }
            // CommandWords' `'WORD' is not PLACEHOLDER (they count from 1)`.
            let notNumber = " is not \(placeholder.en) (they count from 1)"
            if english.hasSuffix(notNumber) {
                let word = english.dropLast(notNumber.count)
                return "\(word) — не \(russian) (нумерация с 1)"
            }
        }
        return nil
    }
}
