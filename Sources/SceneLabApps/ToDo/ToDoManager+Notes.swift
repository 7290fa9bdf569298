import CommandGrammar
import SceneLabCore

/// The one line a change of the tasks prints (`task 3 completed: Call mom`),
/// in both languages, so that a student sees the model move as well as the
/// calls. A task is named by its number across sections, as `task done N`
/// and `tap N` count.
enum ToDoNotes {
    static func completed(_ number: Int, _ task: Task) -> Wording {
        Wording(en: "task \(number) completed: \(task.title)", ru: "задача \(number) выполнена: \(task.title)")
    }

    static func planned(_ number: Int, _ task: Task) -> Wording {
        Wording(
            en: "task \(number) planned again: \(task.title)", ru: "задача \(number) снова не выполнена: \(task.title)")
    }

    static func added(_ number: Int, _ task: Task) -> Wording {
        Wording(en: "added task \(number): \(task.title)", ru: "добавлена задача \(number): \(task.title)")
    }

    static func changed(_ number: Int, _ task: Task) -> Wording {
        Wording(en: "task \(number) changed: \(task.title)", ru: "задача \(number) изменена: \(task.title)")
    }

    static func removed(_ number: Int, _ task: Task) -> Wording {
        Wording(en: "removed task \(number): \(task.title)", ru: "удалена задача \(number): \(task.title)")
    }

    static func moved(_ number: Int, to newNumber: Int, _ task: Task) -> Wording {
        let section = ToDoStrings.header(of: task.type)
        return Wording(
            en: "task \(number) moved to \(newNumber) (\(section(.en))): \(task.title)",
            ru: "задача \(number) перемещена на место \(newNumber) (\(section(.ru))): \(task.title)")
    }

    /// Tapping a completed task: the book's code only deselects the row.
    static func alreadyCompleted(_ task: Task) -> Wording {
        Wording(
            en: "\(task.title) is already completed: tapping it only clears the highlight",
            ru: "\(task.title) уже выполнена: нажатие только снимает выделение")
    }

    /// `book as-written`: the book's edit closure wrote a task whose type changed
    /// back into the section it was swiped in (`explain todo-edit-bug`).
    static func editedInOldSection(_ task: Task, section: TaskPriority) -> Wording {
        let old = ToDoStrings.header(of: section)
        return Wording(
            en: "book as-written: the book's closure wrote \(task.title) back into \(old(.en)) (tasks[taskType]![row]): it "
                + "stays there though its type is now \(task.type.rawValue), and is saved so; a relaunch regroups it "
                + "(`explain todo-edit-bug`)",
            ru: "book as-written: замыкание из книги записало задачу \(task.title) назад в «\(old(.ru))» (tasks[taskType]![row]): "
                + "задача остаётся там, хотя её тип теперь \(task.type.rawValue), и так сохраняется; перезапуск "
                + "перегруппирует её (`explain todo-edit-bug`)")
    }

    /// `book as-written`: the book's `moveRowAt` set the new section's type on the
    /// task sorting left at the drop row, not on the moved one.
    static func typeSetOnAnother(_ moved: Task, other: Task?, section: TaskPriority) -> Wording {
        let new = ToDoStrings.header(of: section)
        let otherEn = other.map { "on \($0.title), the task sorting left at the drop row" } ?? "on no task"
        let otherRu = other.map { "задаче \($0.title), которую сортировка оставила на месте сброса" } ?? "никакой задаче"
        return Wording(
            en: "book as-written: sorting moved \(moved.title) away from the drop row, so `.type = \(section.rawValue)` landed "
                + "\(otherEn): \(moved.title) shows in \(new(.en)) but keeps the type \(moved.type.rawValue), and is "
                + "saved so; a relaunch puts it back (`explain todo-move-bug`)",
            ru: "book as-written: сортировка увела задачу \(moved.title) с места сброса, и `.type = \(section.rawValue)` "
                + "досталось \(otherRu): задача \(moved.title) видна в «\(new(.ru))», но сохраняет тип "
                + "\(moved.type.rawValue) и так сохраняется; перезапуск вернёт её назад (`explain todo-move-bug`)")
    }

    /// Saving an edit whose task `task rm` removed meanwhile.
    static let editedTaskGone = Wording(
        en: "the task being edited is no longer in the list; saving adds it again",
        ru: "редактируемой задачи больше нет в списке; сохранение добавит её снова")
}

extension TaskList {
    /// The number from 1 across sections of the task at `position`: the
    /// inverse of `position(ofNumber:)`.
    func number(at position: (section: Int, row: Int)) -> Int {
        Self.sectionsTypesPosition.indices.prefix(position.section).reduce(position.row + 1) {
            $0 + tasks(in: $1).count
        }
    }

    /// The number of an equal task, if one is in the list.
    func number(of task: Task) -> Int? { position(of: task).map { number(at: $0) } }
}
