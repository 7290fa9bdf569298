extension ContactsDiagnostic {
    var russian: String {
        switch self {
        case .noContacts:
            return "(контактов нет)"
        case .contactAdded(let number, let name):
            return "добавлен контакт \(number): \(name)"
        case .contactRemoved(let number, let name):
            return "удалён контакт \(number): \(name)"
        case .rowOnlySelected(let row):
            return "во ViewController из книги нет tableView(_:didSelectRowAt:): строка \(row) только выделяется; "
                + "`swipe \(row) delete` удаляет контакт"
        case .loadSavedThroughDidSet:
            return "book as-written: `contacts = storage.load()` вызвало didSet, который отсортировал и сохранил "
                + "только что загруженный список (`explain book-load`)"
        case .demoTable(let rows, let staleText):
            return "демо-таблица главы 7 (листинг 7.2): \(rows) строк, в каждой ячейке «Строка N»"
                + (staleText
                    ? "; листинг 7.4 возвращает переиспользованную ячейку, не задавая текст, поэтому прокрученная "
                        + "строка показывает текст строки, для которой ячейка создана (рис. 7.27; `explain cell-reuse`)" : "")
        case .testContactsLoaded(let count):
            return "глава 7: loadContacts() добавляет \(count) тестовых контакта из книги (листинг 7.10); до главы 8 "
                + "ничего не сохраняется, и изменения пропадут при следующем запуске"
        case .testContactsInChapterEight(let count, let saved):
            return "глава 8: loadContacts() всё ещё добавляет \(count) тестовых контакта, пока листинг 8.8 не читает хранилище"
                + (saved ? "; didSet сохраняет их (листинг 8.7), и каждый запуск записывает их поверх сохранённого" : "")
        case .storageNilInDidSet:
            return "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value: didSet листинга 8.6"
                + " вызывает storage.save, а storage (ContactStorageProtocol!, листинг 8.5) задаёт только листинг 8.7;"
                + " приложение упало"
        }
    }
}
