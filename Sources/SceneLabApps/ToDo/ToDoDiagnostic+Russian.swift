import CommandGrammar

extension ToDoDiagnostic {
    var russian: String {
        switch self {
        case .noTasks:
            return "(задач нет)"
        case .viewDidLoadReloadedAsPrinted(let count):
            return "book as-written: viewDidLoad всё ещё вызывает loadTasks() (листинг 13.4, 000:L10557–10562; ни один "
                + "следующий листинг его не убирает): каждое tasks[type] = [] сохранялось через didSet, так что "
                + "хранилище было пустым, когда его прочитали, и задач в списке: \(count) (`explain todo-wipe-bug`)"
        case .listLoadsItself(let count, let chapter, let saves):
            return "глава \(chapter): loadTasks() во viewDidLoad читает User Defaults (листинг 15.1)"
                + (saves
                    ? "; каждое tasks[type] = [] сначала сохраняется через didSet (листинг 15.2), и хранилище пусто, "
                        + "когда его читают: список, который книга находит пустым (000:L12101–12123); листинг 15.4 загружает раньше"
                    : "; saveTasks пока никто не вызывает (это делает листинг 15.2), и изменения не сохраняются")
                + " (задач: \(count))"
        case .rowOnlySelected:
            return "строка выделяется, и только: до листинга 13.1 у списка нет tableView(_:didSelectRowAt:)"
        case .emptyTitleSavedAsWritten:
            return "book as-written: saveTask ничего не проверяет, и задача с пустым названием сохраняется (000:L12277–12280)"
        case .emptyTitleRefusedByFix:
            return "исправленный код scenelab отказывает в пустом названии всплывающим окном — проверка, которую книга "
                + "оставляет заданием (000:L12277–12283); `book as-written` её сохраняет"
        case .stubTasksLoaded(let count, let chapter):
            return "глава \(chapter): loadTasks() из viewDidLoad получает \(count) тестовых задач из заглушки "
                + "TasksStorage (листинг 11.3\(chapter.has(listing: 12, ofChapter: 12) ? ", 12.12" : "")); saveTasks ничего не делает до главы 15"
        case .taskCompleted(let number, let title):
            return "задача \(number) выполнена: \(title)"
        case .taskPlannedAgain(let number, let title):
            return "задача \(number) снова не выполнена: \(title)"
        case .taskAdded(let number, let title):
            return "добавлена задача \(number): \(title)"
        case .taskChanged(let number, let title):
            return "задача \(number) изменена: \(title)"
        case .taskRemoved(let number, let title):
            return "удалена задача \(number): \(title)"
        case .taskMoved(let number, let newNumber, let section, let title):
            return "задача \(number) перемещена на место \(newNumber) (\(header(section))): \(title)"
        case .alreadyCompleted(let title):
            return "\(title) уже выполнена: нажатие только снимает выделение"
        case .editedTaskGone:
            return "редактируемой задачи больше нет в списке; сохранение добавит её снова"
        case .loadSavedEveryChange(let count):
            return "book as-written: setTasks изменил tasks \(count) \(times(count)) (пустая секция на каждый тип, "
                + "затем по append на задачу), и каждый раз didSet сохранял весь список (`explain book-load`)"
        case .editWroteIntoOldSection(let title, let oldSection, let type):
            return "book as-written: замыкание из книги записало задачу \(title) назад в «\(header(oldSection))» "
                + "(tasks[taskType]![row]): задача остаётся там, хотя её тип теперь \(type.rawValue), и так "
                + "сохраняется; в хранилище её новый тип (`explain todo-edit-bug`)"
        case .typeSetOnAnother(let moved, let other, let section, let movedType):
            let landed = other.map { "задаче \($0), которую сортировка оставила на месте сброса" } ?? "никакой задаче"
            return "book as-written: сортировка увела задачу \(moved) с места сброса, и `.type = \(section.rawValue)` "
                + "досталось \(landed): задача \(moved) видна в «\(header(section))», но сохраняет тип "
                + "\(movedType.rawValue) и так сохраняется; перезапуск вернёт её назад (`explain todo-move-bug`)"
        case .editModeUnchanged(let on):
            return "edit-mode \(on ? "on" : "off") игнорируется: таблица \(on ? "уже" : "и так не") в режиме "
                + "редактирования"
        case .deleteOutsideEditMode(let row):
            return "delete: сначала включите режим редактирования (`edit-mode on`) или смахните строку: "
                + "`swipe \(row) delete`"
        case .moveOutsideEditMode:
            return "move: сначала включите режим редактирования (`edit-mode on`)"
        case .noSuchSection(let section):
            return "move: нет секции \(section); секции: 1 (важные) и 2 (текущие)"
        }
    }
}

/// A section as the list's header names it (the app's own Russian).
private func header(_ section: TaskPriority) -> String { ToDoStrings.header(of: section).ru }

/// «раз», «раза»: the form after a count.
private func times(_ count: Int) -> String { RussianPlural.form(count, one: "раз", few: "раза", many: "раз") }
