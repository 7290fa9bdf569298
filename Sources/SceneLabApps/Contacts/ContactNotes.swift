import CommandGrammar
import SceneLabCore

/// The one line a change of the contacts prints (`added contact 2: Anna`), in
/// both languages, so that a student sees the model move as well as the
/// calls. A contact is named by its number in the sorted list, as `contact rm N` counts.
enum ContactNotes {
    static func added(_ number: Int, _ contact: Contact) -> Wording {
        Wording(en: "added contact \(number): \(contact.title)", ru: "добавлен контакт \(number): \(contact.title)")
    }

    static func removed(_ number: Int, _ contact: Contact) -> Wording {
        Wording(en: "removed contact \(number): \(contact.title)", ru: "удалён контакт \(number): \(contact.title)")
    }

    /// A tap on a row, which the book's code does not answer.
    static func rowSelected(_ number: Int) -> Wording {
        Wording(
            en: "the book's ViewController implements no tableView(_:didSelectRowAt:): row \(number) is only "
                + "highlighted; `swipe \(number) delete` deletes the contact",
            ru: "во ViewController из книги нет tableView(_:didSelectRowAt:): строка \(number) только выделяется; "
                + "`swipe \(number) delete` удаляет контакт")
    }
}
