import CommandGrammar
import SceneLabCore
import PropertyLists

/// A list the books store as an array of string dictionaries under one key
/// (`tasks`, `contacts`), read as the books read it: an entry missing one of
/// its strings is skipped. Unlike the books, reading says what it skipped,
/// naming an entry by its first field (the title) when that is a string.
///
/// The books cast the whole array at once (`as? [[String: String]]`): one
/// entry that is not a dictionary of strings makes the cast fail, and the
/// list loads empty. `book as-written` reads so (`wholeListCast`); `book fixed`
/// keeps every entry it can.
enum StoredRecords {
    /// One entry that has every string asked for.
    struct Record {
        /// Its position in the stored array, from 1, for warnings.
        var number: Int
        var strings: [String: String]

        subscript(field: String) -> String { strings[field, default: ""] }
    }

    /// What `make` builds of each entry of `value` that holds a string for
    /// each of `fields`, and a warning per entry skipped or changed, in the
    /// entries' order (`make` adds its own); `key` and `noun` (`task`) name
    /// the list in them.
    static func read<Item>(
        _ value: PropertyList?, key: String, noun: ListNoun, fields: [String], wholeListCast: Bool = false,
        make: (Record, inout [BookAppDiagnostic]) -> Item
    ) -> (items: [Item], warnings: [BookAppDiagnostic]) {
        guard let value else { return ([], []) }
        guard case .array(let entries) = value else {
            return ([], [.storedValueNotAnArray(key: key, type: value.typeName, noun: noun)])
        }
        if wholeListCast, let failure = castFailure(entries, fields: fields) {
            let warning = BookAppDiagnostic.wholeListCastFailed(
                entry: failure.number, title: failure.title, problem: failure.problem, noun: noun)
            return ([], [warning])
        }
        var items: [Item] = []
        var warnings: [BookAppDiagnostic] = []
        for (index, item) in entries.enumerated() {
            guard case .dictionary(let entry) = item else {
                warnings.append(.storedEntryNotADictionary(entry: index + 1, type: item.typeName))
                continue
            }
            var strings: [String: String] = [:]
            var missing: [String] = []
            for field in fields {
                if case .string(let text)? = entry[field] { strings[field] = text } else { missing.append(field) }
            }
            guard missing.isEmpty else {
                let entryTitle = title(of: entry, fields: fields)
                warnings.append(.storedEntryMissingStrings(entry: index + 1, title: entryTitle, fields: missing))
                continue
            }
            items.append(make(Record(number: index + 1, strings: strings), &warnings))
        }
        return (items, warnings)
    }

    /// An entry's first field, when it is a string, to name the entry in a
    /// warning; `nil` otherwise.
    private static func title(of entry: [String: PropertyList], fields: [String]) -> String? {
        guard let first = fields.first, case .string(let text)? = entry[first] else { return nil }
        return text
    }

    /// What is wrong with the entry that fails the books' whole-array cast.
    enum CastProblem: Sendable, Equatable {
        /// The entry is a value of this type, not a dictionary.
        case notADictionary(type: String)
        /// The entry's value under `key` is of this type, not a string.
        case notAString(key: String, type: String)
    }

    /// Why the books' `as? [[String: String]]` fails for the whole array:
    /// the first entry that is not a dictionary whose values are all strings.
    struct CastFailure {
        var number: Int
        /// The entry's title, when it is a dictionary whose first field is a string.
        var title: String?
        var problem: CastProblem
    }

    static func castFailure(_ entries: [PropertyList], fields: [String]) -> CastFailure? {
        for (index, item) in entries.enumerated() {
            guard case .dictionary(let entry) = item else {
                return CastFailure(number: index + 1, title: nil, problem: .notADictionary(type: item.typeName))
            }
            // The field the book reads first, then the rest in key order, so the failure named is stable.
            let keys = fields.filter { entry[$0] != nil } + entry.keys.filter { !fields.contains($0) }.sorted()
            for key in keys {
                guard let value = entry[key] else { continue }
                if case .string = value { continue }
                return CastFailure(
                    number: index + 1, title: title(of: entry, fields: fields),
                    problem: .notAString(key: key, type: value.typeName))
            }
        }
        return nil
    }
}
