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
