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
    /// each of `fields`, and a line per entry skipped or changed, in the
    /// entries' order (`make` adds its own); `key` and `noun` (`task`) name
    /// the list in them.
    static func read<Item>(
        _ value: PropertyList?, key: String, noun: ListNoun, fields: [String], wholeListCast: Bool = false,
        make: (Record, inout [Wording]) -> Item
    ) -> (items: [Item], warnings: [Wording]) {
        guard let value else { return ([], []) }
        guard case .array(let entries) = value else {
            return (
                [],
                [
                    Wording(
                        en: "'\(key)' holds a \(value.typeName), not an array: no \(noun.english) was loaded",
                        ru: "в '\(key)' лежит \(value.typeName), а не массив: \(noun.russianPlural) "
                            + "не загружены")
                ]
            )
        }
        if wholeListCast, let failure = castFailure(entries, fields: fields) {
            return ([], [failure.wording(noun: noun)])
        }
        var items: [Item] = []
        var warnings: [Wording] = []
        for (index, item) in entries.enumerated() {
            guard case .dictionary(let entry) = item else {
                warnings.append(
                    Wording(
                        en: "entry \(index + 1) is \(article(item.typeName)) \(item.typeName), not a dictionary: skipped",
                        ru: "запись \(index + 1) — \(item.typeName), а не словарь: пропущена"))
                continue
            }
            var strings: [String: String] = [:]
            var missing: [String] = []
            for field in fields {
                if case .string(let text)? = entry[field] { strings[field] = text } else { missing.append(field) }
            }
            guard missing.isEmpty else {
                let missingFields = missing.joined(separator: ", ")
                let name = Self.name(of: entry, fields: fields)
                warnings.append(
                    Wording(
                        en: "entry \(index + 1)\(name) has no string \(missingFields): skipped",
                        ru: "в записи \(index + 1)\(name) нет строки \(missingFields): пропущена"))
                continue
            }
            items.append(make(Record(number: index + 1, strings: strings), &warnings))
        }
        return (items, warnings)
    }

    /// ` ('Buy milk')`: an entry's first field, when it is a string, to name
    /// the entry in a warning; empty otherwise.
    private static func name(of entry: [String: PropertyList], fields: [String]) -> String {
        guard let first = fields.first, case .string(let text)? = entry[first] else { return "" }
        return " ('\(text)')"
    }

    /// Why the books' `as? [[String: String]]` fails for the whole array:
    /// the first entry that is not a dictionary whose values are all strings.
    struct CastFailure {
        var number: Int
        var name: String
        /// What is wrong: `a string, not a dictionary`, `its 'title' is an integer`.
        var en: String
        var ru: String

        func wording(noun: ListNoun) -> Wording {
            Wording(
                en: "entry \(number)\(name): \(en), so the book's `as? [[String: String]]` fails for the whole "
                    + "array and no \(noun.english) was loaded (book as-written; `book fixed` keeps the other entries)",
                ru: "запись \(number)\(name): \(ru), поэтому `as? [[String: String]]` из книги не проходит для "
                    + "всего массива и \(noun.russianPlural) не загружены (book as-written; `book fixed` сохраняет "
                    + "остальные записи)")
        }
    }

    /// `a` or `an` before a type's name (`an integer`, `a string`).
    private static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    static func castFailure(_ entries: [PropertyList], fields: [String]) -> CastFailure? {
        for (index, item) in entries.enumerated() {
            guard case .dictionary(let entry) = item else {
                return CastFailure(
                    number: index + 1, name: "", en: "\(article(item.typeName)) \(item.typeName), not a dictionary",
                    ru: "\(item.typeName), а не словарь")
            }
            // The field the book reads first, then the rest in key order, so the failure named is stable.
            let keys = fields.filter { entry[$0] != nil } + entry.keys.filter { !fields.contains($0) }.sorted()
            for key in keys {
                guard let value = entry[key] else { continue }
                if case .string = value { continue }
                return CastFailure(
                    number: index + 1, name: name(of: entry, fields: fields),
                    en: "its '\(key)' is \(article(value.typeName)) \(value.typeName), not a string",
                    ru: "её '\(key)' — \(value.typeName), а не строка")
            }
        }
        return nil
    }
}

extension Wording {
    /// A loading warning prefixed with the key it is about: `tasks: entry 2 …`.
    func about(_ key: String) -> Wording {
        Wording(en: "\(key): \(en)", ru: "\(key): \(ru ?? en)")
    }
}
