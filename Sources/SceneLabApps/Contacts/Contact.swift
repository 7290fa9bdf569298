import CommandGrammar
import PropertyLists
import SceneLabCore

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

    /// Loads as `code` says: under `book` the book's whole-array cast (`StoredRecords`).
    static func load(
        from value: PropertyList?, code: BookCode = .fixed
    )
        -> (contacts: [Contact], warnings: [BookAppDiagnostic], original: PropertyList?)
    {
        let (contacts, warnings) = StoredRecords.read(
            value, key: storageKey, noun: .contact, fields: ["title", "phone"], wholeListCast: code == .asWritten
        ) { record, _ in Contact(title: record["title"], phone: record["phone"]) }
        return (contacts, warnings, warnings.isEmpty ? nil : value)
    }

    static func value(of contacts: [Contact]) -> PropertyList {
        .array(contacts.map { .dictionary(["title": .string($0.title), "phone": .string($0.phone)]) })
    }
}
