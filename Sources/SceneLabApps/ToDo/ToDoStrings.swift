import CommandGrammar
import SceneLabCore

/// The To-Do Manager's UI strings; the Russian ones are the book's.
enum ToDoStrings {
    static let listTitle = LocalizedText(en: "Tasks", ru: "Задачи")
    static let importantHeader = LocalizedText(en: "Important", ru: "Важные")
    static let normalHeader = LocalizedText(en: "Current", ru: "Текущие")
    static let important = LocalizedText(en: "Important", ru: "Важная")
    static let normal = LocalizedText(en: "Current", ru: "Текущая")
    static let importantDescription = LocalizedText(
        en: "Tasks of this type come first. All important tasks are shown at the very top of the list",
        ru:
            "Такой тип задач является наиболее приоритетным для выполнения. Все важные задачи выводятся в самом верху списка задач"
    )
    static let normalDescription = LocalizedText(
        en: "A task with the usual priority", ru: "Задача с обычным приоритетом")
    static let notDone = LocalizedText(en: "Not done", ru: "Не выполнена")
    static let edit = LocalizedText(en: "Edit", ru: "Изменить")
    static let delete = LocalizedText(en: "Delete", ru: "Удалить")
    static let editButton = LocalizedText(en: "Edit", ru: "Изменить")
    static let doneButton = LocalizedText(en: "Done", ru: "Готово")
    static let editTitle = LocalizedText(en: "Task", ru: "Задача")
    static let save = LocalizedText(en: "Save", ru: "Сохранить")
    static let titlePlaceholder = LocalizedText(en: "Enter a task", ru: "Введите задачу")
    static let titleLabel = LocalizedText(en: "Title", ru: "Название")
    static let typeLabel = LocalizedText(en: "Task type", ru: "Тип задачи")
    static let statusLabel = LocalizedText(en: "Completed", ru: "Выполнена")
    static let emptyTitleAlert = LocalizedText(en: "The task has no title", ru: "Пустое название задачи")
    static let emptyTitleMessage = LocalizedText(
        en: "Type a title to save the task", ru: "Введите название, чтобы сохранить задачу")
    static let ok = LocalizedText(en: "OK", ru: "OK")

    static func title(of type: TaskPriority) -> LocalizedText { type == .important ? important : normal }
    static func header(of type: TaskPriority) -> LocalizedText { type == .important ? importantHeader : normalHeader }
    static func symbol(of status: TaskStatus) -> String { status == .planned ? "\u{25CB}" : "\u{25C9}" }
}
