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
        _ value: PropertyList?, key: String, noun: String, fields: [String],
        make: (Record, inout [String]) -> Item
    ) -> (items: [Item], warnings: [String]) {
        guard let value else { return ([], []) }
        guard case .array(let entries) = value else {
            return ([], ["'\(key)' holds a \(value.typeName), not an array: no \(noun) was loaded"])
        }
        var items: [Item] = []
        var warnings: [String] = []
        for (index, item) in entries.enumerated() {
            guard case .dictionary(let entry) = item else {
                warnings.append("entry \(index + 1) is a \(item.typeName), not a dictionary: skipped")
                continue
            }
            var strings: [String: String] = [:]
            var missing: [String] = []
            for field in fields {
                if case .string(let text)? = entry[field] { strings[field] = text } else { missing.append(field) }
            }
            guard missing.isEmpty else {
                warnings.append("entry \(index + 1) has no string \(missing.joined(separator: ", ")): skipped")
                continue
            }
            items.append(make(Record(number: index + 1, strings: strings), &warnings))
        }
        return (items, warnings)
    }
}
