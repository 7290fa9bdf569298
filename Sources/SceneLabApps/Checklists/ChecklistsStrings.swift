import CommandGrammar
import SceneLabCore

/// Checklists' UI strings. The Russian edition of the chapter names none of
/// the screens, so the Russian ones are the usual iOS words.
enum ChecklistsStrings {
    static let listTitle = LocalizedText(en: "Checklists", ru: "Checklists")
    static let addTitle = LocalizedText(en: "Add Item", ru: "Новый пункт")
    static let editTitle = LocalizedText(en: "Edit Item", ru: "Изменить пункт")
    static let cancel = LocalizedText(en: "Cancel", ru: "Отменить")
    static let done = LocalizedText(en: "Done", ru: "Готово")
    static let delete = LocalizedText(en: "Delete", ru: "Удалить")
    static let fieldLabel = LocalizedText(en: "Item", ru: "Пункт")
    static let placeholder = LocalizedText(en: "Name of the Item", ru: "Название пункта")
}
