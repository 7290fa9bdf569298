import SceneLabCore

/// The one line a change of the contacts prints (`added contact 2: Anna`), in
/// the app's language, so that a student sees the model move as well as the
/// calls. A contact is named by its number in the sorted list, as `contact rm N` counts.
enum ContactNotes {
    static func added(_ number: Int, _ contact: Contact, _ language: Language) -> String {
        language == .ru
            ? "добавлен контакт \(number): \(contact.title)" : "added contact \(number): \(contact.title)"
    }

    static func changed(_ number: Int, _ contact: Contact, _ language: Language) -> String {
        language == .ru
            ? "контакт \(number) изменён: \(contact.title)" : "contact \(number) changed: \(contact.title)"
    }

    static func removed(_ number: Int, _ contact: Contact, _ language: Language) -> String {
        language == .ru
            ? "удалён контакт \(number): \(contact.title)" : "removed contact \(number): \(contact.title)"
    }
}
