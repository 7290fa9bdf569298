/// The book's `Contact`: a name (`title`) and a phone number.
struct Contact: Sendable, Equatable {
    var title: String
    var phone: String
}

/// The book's `ContactStorage`: contacts under the key `contacts` as an array
/// of `{title, phone}` string dictionaries.
///
/// Loading skips an entry missing a key, as the book does, but says so, and
/// the stored value is kept under `contacts-backup` before the first save
/// that would drop anything.
enum ContactStorage {
    static let storageKey = "contacts"
    static let backupKey = "contacts-backup"

    static func load(from value: PropertyList?) -> (contacts: [Contact], warnings: [String], original: PropertyList?) {
        guard let value else { return ([], [], nil) }
        guard case .array(let items) = value else {
            return ([], ["'\(storageKey)' holds a \(value.typeName), not an array: no contact was loaded"], value)
        }
        var contacts: [Contact] = []
        var warnings: [String] = []
        for (index, item) in items.enumerated() {
            guard case .dictionary(let fields) = item else {
                warnings.append("entry \(index + 1) is a \(item.typeName), not a dictionary: skipped")
                continue
            }
            guard case .string(let title)? = fields["title"], case .string(let phone)? = fields["phone"] else {
                let missing = ["title", "phone"].filter { key in
                    if case .string? = fields[key] { return false }
                    return true
                }
                warnings.append("entry \(index + 1) has no string \(missing.joined(separator: ", ")): skipped")
                continue
            }
            contacts.append(Contact(title: title, phone: phone))
        }
        return (contacts, warnings, warnings.isEmpty ? nil : value)
    }

    static func value(of contacts: [Contact]) -> PropertyList {
        .array(contacts.map { .dictionary(["title": .string($0.title), "phone": .string($0.phone)]) })
    }
}
