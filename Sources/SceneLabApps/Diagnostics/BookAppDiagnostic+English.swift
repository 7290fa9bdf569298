extension BookAppDiagnostic {
    var english: String {
        switch self {
        case .noItem(let noun, let number, let count):
            return "there is no \(noun.english) \(number); "
                + (count == 0 ? "the list is empty" : "the \(noun.english)s are 1...\(count)")
        case .storedValueNotAnArray(let key, let type, let noun):
            return "'\(key)' holds a \(type), not an array: no \(noun.english) was loaded"
        case .storedEntryNotADictionary(let entry, let type):
            return "entry \(entry) is \(article(type)) \(type), not a dictionary: skipped"
        case .storedEntryMissingStrings(let entry, let title, let fields):
            return "entry \(entry)\(named(title)) has no string \(fields.joined(separator: ", ")): skipped"
        case .wholeListCastFailed(let entry, let title, let problem, let noun):
            let what: String
            switch problem {
            case .notADictionary(let type): what = "\(article(type)) \(type), not a dictionary"
            case .notAString(let key, let type): what = "its '\(key)' is \(article(type)) \(type), not a string"
            }
            return "entry \(entry)\(named(title)): \(what), so the book's `as? [[String: String]]` fails for the whole "
                + "array and no \(noun.english) was loaded (book as-written; `book fixed` keeps the other entries)"
        case .unknownTaskType(let entry, let title, let type):
            return "entry \(entry) ('\(title)') has the unknown type '\(type)': loaded as normal"
        case .unknownTaskStatus(let entry, let title, let status):
            return "entry \(entry) ('\(title)') has the unknown status '\(status)': loaded as completed"
        case .aboutStoredList(let key, let warning):
            return "\(key): \(warning.english)"
        case .overwroteUnusableValue(let key):
            return "book as-written: the save wrote over what was stored under '\(key)', which loading could not use "
                + "whole; the books keep nothing aside (`explain book-load`)"
        case .keptUnusableValue(let aside):
            return "kept the stored value that loading could not use whole under '\(aside)'"
        case .blankItemText:
            return "an item needs a text that is not blank"
        case .blankTaskTitle:
            return "a task needs a title that is not blank"
        case .taskEditChangesNothing:
            return "nothing to change; give --title T, --important or --normal, --completed or --planned"
        case .contactAddNeedsPhone:
            return "contact add needs a PHONE after the NAME"
        case .snakeWiringUnknown(let choices, let given):
            return "snake wiring takes \(choices.joined(separator: " or ")), not '\(given)'"
        }
    }
}

extension ListNoun {
    /// The row's English word, in the singular (the plural adds an s).
    fileprivate var english: String {
        switch self {
        case .item: return "item"
        case .task: return "task"
        case .contact: return "contact"
        }
    }
}

/// `a` or `an` before a type's name (`an integer`, `a string`).
private func article(_ word: String) -> String {
    word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
}

/// ` ('Buy milk')`: an entry named by its title, when it has one.
private func named(_ title: String?) -> String {
    title.map { " ('\($0)')" } ?? ""
}
