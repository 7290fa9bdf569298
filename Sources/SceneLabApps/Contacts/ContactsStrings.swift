import CommandGrammar
import SceneLabCore

/// The Contacts app's UI strings; the Russian ones are the book's.
enum ContactsStrings {
    static let listTitle = Wording(en: "Contacts", ru: "Контакты")
    static let newContact = Wording(en: "Create a new contact", ru: "Создайте новый контакт")
    static let newContactMessage = Wording(en: "Enter a name and a phone number", ru: "Введите имя и телефон")
    static let name = Wording(en: "Name", ru: "Имя")
    static let phone = Wording(en: "Phone number", ru: "Номер телефона")
    static let create = Wording(en: "Create", ru: "Создать")
    static let cancel = Wording(en: "Cancel", ru: "Отменить")
    static let delete = Wording(en: "Delete", ru: "Удалить")
    /// The toolbar's bar button item.
    static let createContact = Wording(en: "Create contact", ru: "Создать контакт")
    /// Chapter 7's demo cell (Listing 7.2): «Row N».
    static let demoRow = Wording(en: "Row", ru: "Строка")
    static func demoRow(_ number: Int, _ language: Language) -> String { "\(demoRow.text(in: language)) \(number)" }
}
