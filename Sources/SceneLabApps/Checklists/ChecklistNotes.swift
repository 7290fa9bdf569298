import CommandGrammar
import SceneLabCore

/// The one line a change of the items prints (`item 2 checked: Walk the dog`),
/// in both languages, so that a student sees the model move as well as the
/// calls. An item is named by its row from 1, as `item check N` counts.
enum ChecklistNotes {
    static func checked(_ number: Int, _ item: ChecklistItem) -> Wording {
        item.checked
            ? Wording(en: "item \(number) checked: \(item.text)", ru: "пункт \(number) отмечен: \(item.text)")
            : Wording(en: "item \(number) unchecked: \(item.text)", ru: "с пункта \(number) снята отметка: \(item.text)")
    }

    static func added(_ number: Int, _ text: String) -> Wording {
        Wording(en: "added item \(number): \(text)", ru: "добавлен пункт \(number): \(text)")
    }

    static func changed(_ number: Int, _ text: String) -> Wording {
        Wording(en: "item \(number) changed: \(text)", ru: "пункт \(number) изменён: \(text)")
    }

    static func removed(_ number: Int, _ item: ChecklistItem) -> Wording {
        Wording(en: "removed item \(number): \(item.text)", ru: "удалён пункт \(number): \(item.text)")
    }
}
