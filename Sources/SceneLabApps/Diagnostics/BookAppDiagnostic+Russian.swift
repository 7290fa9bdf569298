extension BookAppDiagnostic {
    var russian: String {
        switch self {
        case .noItem(let noun, let number, let count):
            return "нет \(noun.genitive) \(number); "
                + (count == 0 ? "список пуст" : "есть \(noun.plural) 1...\(count)")
        case .storedValueNotAnArray(let key, let type, let noun):
            return "в '\(key)' лежит \(type), а не массив: \(noun.plural) не загружены"
        case .storedEntryNotADictionary(let entry, let type):
            return "запись \(entry) — \(type), а не словарь: пропущена"
        case .storedEntryMissingStrings(let entry, let title, let fields):
            return "в записи \(entry)\(named(title)) нет строки \(fields.joined(separator: ", ")): пропущена"
        case .wholeListCastFailed(let entry, let title, let problem, let noun):
            let what: String
            switch problem {
            case .notADictionary(let type): what = "\(type), а не словарь"
            case .notAString(let key, let type): what = "её '\(key)' — \(type), а не строка"
            }
            return "запись \(entry)\(named(title)): \(what), поэтому `as? [[String: String]]` из книги не проходит для "
                + "всего массива и \(noun.plural) не загружены (book as-written; `book fixed` сохраняет "
                + "остальные записи)"
        case .unknownTaskType(let entry, let title, let type):
            return "у записи \(entry) ('\(title)') неизвестный тип '\(type)': загружена как normal"
        case .unknownTaskStatus(let entry, let title, let status):
            return "у записи \(entry) ('\(title)') неизвестный статус '\(status)': загружена как completed"
        case .aboutStoredList(let key, let warning):
            return "\(key): \(warning.russian)"
        case .overwroteUnusableValue(let key):
            return "book as-written: сохранение записало поверх значения под '\(key)', которое загрузка не смогла "
                + "использовать целиком; книги ничего не откладывают (`explain book-load`)"
        case .keptUnusableValue(let aside):
            return "сохранённое значение, которое загрузка не смогла использовать целиком, отложено под '\(aside)'"
        case .blankItemText:
            return "у пункта должен быть непустой текст"
        case .blankTaskTitle:
            return "у задачи должно быть непустое название"
        case .taskEditChangesNothing:
            return "нечего менять; укажите --title T, --important или --normal, --completed или --planned"
        case .contactAddNeedsPhone:
            return "contact add ждёт PHONE после NAME"
        case .snakeWiringUnknown(let choices, let given):
            return "snake wiring принимает \(choices.joined(separator: " или ")), а не '\(given)'"
        }
    }
}

extension ListNoun {
    /// «нет задачи 7»: the genitive singular.
    fileprivate var genitive: String {
        switch self {
        case .item: return "пункта"
        case .task: return "задачи"
        case .contact: return "контакта"
        }
    }

    /// «есть задачи 1...3»: the nominative plural.
    fileprivate var plural: String {
        switch self {
        case .item: return "пункты"
        case .task: return "задачи"
        case .contact: return "контакты"
        }
    }
}

/// ` ('Buy milk')`: an entry named by its title, when it has one.
private func named(_ title: String?) -> String {
    title.map { " ('\($0)')" } ?? ""
}
