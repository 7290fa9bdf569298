import CommandGrammar
import SceneLabCore

/// The Contacts app's UI strings; the Russian ones are the book's.
enum ContactsStrings {
    static let listTitle = LocalizedText(en: "Contacts", ru: "Контакты")
    static let newContact = LocalizedText(en: "Create a new contact", ru: "Создайте новый контакт")
    static let newContactMessage = LocalizedText(en: "Enter a name and a phone number", ru: "Введите имя и телефон")
    static let name = LocalizedText(en: "Name", ru: "Имя")
    static let phone = LocalizedText(en: "Phone number", ru: "Номер телефона")
    static let create = LocalizedText(en: "Create", ru: "Создать")
    static let cancel = LocalizedText(en: "Cancel", ru: "Отменить")
    static let delete = LocalizedText(en: "Delete", ru: "Удалить")
    /// The toolbar's bar button item.
    static let createContact = LocalizedText(en: "Create contact", ru: "Создать контакт")
}
