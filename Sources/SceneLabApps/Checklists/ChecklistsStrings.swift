import CommandGrammar
import SceneLabCore

/// Checklists' UI strings. The Russian edition of the chapter names none of
/// the screens, so the Russian ones are the usual iOS words.
enum ChecklistsStrings {
    static let listTitle = Wording(en: "Checklists", ru: "Checklists")
    static let addTitle = Wording(en: "Add Item", ru: "Новый пункт")
    static let editTitle = Wording(en: "Edit Item", ru: "Изменить пункт")
    static let cancel = Wording(en: "Cancel", ru: "Отменить")
    static let done = Wording(en: "Done", ru: "Готово")
    static let delete = Wording(en: "Delete", ru: "Удалить")
    static let fieldLabel = Wording(en: "Item", ru: "Пункт")
    static let placeholder = Wording(en: "Name of the Item", ru: "Название пункта")
}
