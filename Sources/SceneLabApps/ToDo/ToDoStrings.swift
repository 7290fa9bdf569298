import CommandGrammar
import SceneLabCore

/// The To-Do Manager's UI strings; the Russian ones are the book's.
enum ToDoStrings {
    static let listTitle = Wording(en: "Tasks", ru: "Задачи")
    static let importantHeader = Wording(en: "Important", ru: "Важные")
    static let normalHeader = Wording(en: "Current", ru: "Текущие")
    static let important = Wording(en: "Important", ru: "Важная")
    static let normal = Wording(en: "Current", ru: "Текущая")
    static let importantDescription = Wording(
        en: "Tasks of this type come first. All important tasks are shown at the very top of the list",
        ru:
            "Такой тип задач является наиболее приоритетным для выполнения. Все важные задачи выводятся в самом верху списка задач"
    )
    static let normalDescription = Wording(
        en: "A task with the usual priority", ru: "Задача с обычным приоритетом")
    static let notDone = Wording(en: "Not done", ru: "Не выполнена")
    static let edit = Wording(en: "Edit", ru: "Изменить")
    static let delete = Wording(en: "Delete", ru: "Удалить")
    static let editButton = Wording(en: "Edit", ru: "Изменить")
    static let doneButton = Wording(en: "Done", ru: "Готово")
    static let editTitle = Wording(en: "Task", ru: "Задача")
    static let save = Wording(en: "Save", ru: "Сохранить")
    static let titlePlaceholder = Wording(en: "Enter a task", ru: "Введите задачу")
    static let titleLabel = Wording(en: "Title", ru: "Название")
    static let typeLabel = Wording(en: "Task type", ru: "Тип задачи")
    static let statusLabel = Wording(en: "Completed", ru: "Выполнена")
    static let emptyTitleAlert = Wording(en: "The task has no title", ru: "Пустое название задачи")
    static let emptyTitleMessage = Wording(
        en: "Type a title to save the task", ru: "Введите название, чтобы сохранить задачу")
    static let ok = Wording(en: "OK", ru: "OK")

    static func title(of type: TaskPriority) -> Wording { type == .important ? important : normal }
    static func header(of type: TaskPriority) -> Wording { type == .important ? importantHeader : normalHeader }
    static func symbol(of status: TaskStatus) -> String { status == .planned ? "\u{25CB}" : "\u{25C9}" }
}
