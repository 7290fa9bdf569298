import SceneLabCore

/// The one line a change of the items prints (`item 2 checked: Walk the dog`),
/// in the app's language, so that a student sees the model move as well as
/// the calls. An item is named by its row from 1, as `item check N` counts.
enum ChecklistNotes {
    static func checked(_ number: Int, _ item: ChecklistItem, _ language: Language) -> String {
        switch (item.checked, language) {
        case (true, .ru): return "пункт \(number) отмечен: \(item.text)"
        case (false, .ru): return "с пункта \(number) снята отметка: \(item.text)"
        case (true, _): return "item \(number) checked: \(item.text)"
        case (false, _): return "item \(number) unchecked: \(item.text)"
        }
    }

    static func added(_ number: Int, _ text: String, _ language: Language) -> String {
        language == .ru ? "добавлен пункт \(number): \(text)" : "added item \(number): \(text)"
    }

    static func changed(_ number: Int, _ text: String, _ language: Language) -> String {
        language == .ru ? "пункт \(number) изменён: \(text)" : "item \(number) changed: \(text)"
    }

    static func removed(_ number: Int, _ item: ChecklistItem, _ language: Language) -> String {
        language == .ru ? "удалён пункт \(number): \(item.text)" : "removed item \(number): \(item.text)"
    }
}
