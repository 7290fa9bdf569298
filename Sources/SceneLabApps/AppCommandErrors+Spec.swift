import CommandGrammar

extension AppCommandErrors {
    /// What a parser asks `CommandWords` for, which its errors quote ("task
    /// done needs a task number"; the Russian in the accusative). These are
    /// the parts `CommandWords` builds its own sentences around, and it takes
    /// them as a `Wording`.
    /// `a verb (add, list, …)`.
    static func verbPlaceholder(_ verbs: [String]) -> Wording {
        let list = verbs.joined(separator: ", ")
        return Wording(en: "a verb (\(list))", ru: "действие (\(list))")
    }

    static let taskTitle = Wording(en: "a TITLE", ru: "заголовок TITLE")
    static let taskNumber = Wording(en: "a task number", ru: "номер задачи")
    static let itemText = Wording(en: "the item's TEXT", ru: "текст пункта TEXT")
    static let itemNumber = Wording(en: "an item number", ru: "номер пункта")
    static let contactName = Wording(en: "a NAME", ru: "имя NAME")
    static let contactNumber = Wording(en: "a contact number", ru: "номер контакта")
}
