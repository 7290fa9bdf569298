import SceneLabCore
import PropertyLists

/// A list the books store as an array of string dictionaries under one key
/// (`tasks`, `contacts`), read as the books read it: an entry missing one of
/// its strings is skipped. Unlike the books, reading says what it skipped.
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
        _ value: PropertyList?, key: String, noun: ListNoun, fields: [String],
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
        var items: [Item] = []
        var warnings: [Wording] = []
        for (index, item) in entries.enumerated() {
            guard case .dictionary(let entry) = item else {
                warnings.append(
                    Wording(
                        en: "entry \(index + 1) is a \(item.typeName), not a dictionary: skipped",
                        ru: "запись \(index + 1) — \(item.typeName), а не словарь: пропущена"))
                continue
            }
            var strings: [String: String] = [:]
            var missing: [String] = []
            for field in fields {
                if case .string(let text)? = entry[field] { strings[field] = text } else { missing.append(field) }
            }
            guard missing.isEmpty else {
                let fields = missing.joined(separator: ", ")
                warnings.append(
                    Wording(
                        en: "entry \(index + 1) has no string \(fields): skipped",
                        ru: "в записи \(index + 1) нет строки \(fields): пропущена"))
                continue
            }
            items.append(make(Record(number: index + 1, strings: strings), &warnings))
        }
        return (items, warnings)
    }
}

extension Wording {
    /// A loading warning prefixed with the key it is about: `tasks: entry 2 …`.
    func about(_ key: String) -> Wording {
        Wording(en: "\(key): \(en)", ru: "\(key): \(ru ?? en)")
    }
}
