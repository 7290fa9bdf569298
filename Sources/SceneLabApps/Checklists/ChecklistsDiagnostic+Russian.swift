extension ChecklistsDiagnostic {
    var russian: String {
        switch self {
        case .noItems:
            return "(пунктов нет)"
        case .itemToggled(let number, let text, let checked):
            return checked ? "пункт \(number) отмечен: \(text)" : "с пункта \(number) снята отметка: \(text)"
        case .itemAdded(let number, let text):
            return "добавлен пункт \(number): \(text)"
        case .itemChanged(let number, let text):
            return "пункт \(number) изменён: \(text)"
        case .itemRemoved(let number, let text):
            return "удалён пункт \(number): \(text)"
        case .viewNotLoaded:
            return "item: view ChecklistViewController ещё не загружено, а пункты загружаются в его viewDidLoad; "
                + "сначала выведите приложение на передний план"
        case .preparedEdit(let row, let text):
            return "prepare(for:sender:) задаёт controller.delegate = self; controller.itemToEdit = items[\(row)] "
                + "(\"\(text)\")"
        case .preparedEditWithoutCell:
            return "prepare(for:sender:): отправитель не ячейка, indexPath(for:) не находит строки, и экран "
                + "деталей не получает пункта для правки (`sender as! UITableViewCell` из книги здесь упал бы)"
        case .preparedAdd:
            return "prepare(for:sender:) задаёт controller.delegate = self"
        case .editedItemGone:
            return "items.firstIndex(of: item) ничего не находит: пункт тем временем ушёл из списка; строки не меняются"
        case .saveFailed:
            return "print: Error encoding item array (catch из книги только печатает; пункты остаются в памяти)"
        case .noFileYet(let path):
            return "\(path) ещё нет: `try? Data(contentsOf:)` даёт nil, и items остаётся пустым"
        case .unreadableFileLeftForTheNextSave(let path):
            return "book as-written: catch только печатает, поэтому \(path) остаётся как есть, а список начинается "
                + "пустым; следующее сохранение перезапишет файл (004:L287–291; `explain loadChecklistItems()`)"
        case .unreadableFileKeptAside(let path, let reason, let aside):
            return "\(path) не читается как [ChecklistItem] (\(reason.russian)); файл сохранён как \(aside) "
                + "(следующее сохранение из книги его перезаписало бы), список начат пустым"
        case .doneWhileEmpty:
            return "tap done: Done недоступна, пока текстовое поле пусто (textField(_:shouldChangeCharactersIn:"
                + "replacementString:) включает её, когда текст есть); сначала `type text …`"
        case .noDelegate(let method):
            return "delegate равен nil: `delegate?.\(method)` ничего не делает, и экран остаётся"
        }
    }
}

extension ChecklistItemsFile.DecodeFailure {
    var russian: String {
        switch self {
        case .damagedFile(let why):
            return why.russian
        case .notAPropertyList(let error):
            return "не property list: \(error)"
        case .notAnArray(let type):
            return "ожидался массив пунктов, а лежит \(type)"
        case .itemNotADictionary(let item, let type):
            return "пункт \(item) — \(type), а не словарь"
        case .itemWithoutText(let item):
            return "у пункта \(item) нет строки под 'text'"
        case .itemWithoutChecked(let item):
            return "у пункта \(item) нет boolean под 'checked'"
        }
    }
}
