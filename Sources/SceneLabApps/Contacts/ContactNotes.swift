import SceneLabCore

/// The one line a change of the contacts prints (`added contact 2: Anna`), in
/// both languages, so that a student sees the model move as well as the
/// calls. A contact is named by its number in the sorted list, as `contact rm N` counts.
enum ContactNotes {
    static func added(_ number: Int, _ contact: Contact) -> Wording {
        Wording(en: "added contact \(number): \(contact.title)", ru: "добавлен контакт \(number): \(contact.title)")
    }

    static func changed(_ number: Int, _ contact: Contact) -> Wording {
        Wording(en: "contact \(number) changed: \(contact.title)", ru: "контакт \(number) изменён: \(contact.title)")
    }

    static func removed(_ number: Int, _ contact: Contact) -> Wording {
        Wording(en: "removed contact \(number): \(contact.title)", ru: "удалён контакт \(number): \(contact.title)")
    }

    /// Saving an edit whose contact `contact rm` removed meanwhile.
    static let editedContactGone = Wording(
        en: "the contact being edited is no longer in the list; saving adds it again",
        ru: "редактируемого контакта больше нет в списке; сохранение добавит его снова")
}
