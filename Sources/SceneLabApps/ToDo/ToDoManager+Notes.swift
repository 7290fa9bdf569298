import SceneLabCore

/// The one line a change of the tasks prints (`task 3 completed: Call mom`),
/// in the app's language, so that a student sees the model move as well as
/// the calls. A task is named by its number across sections, as `task done N`
/// and `tap N` count.
enum ToDoNotes {
    static func completed(_ number: Int, _ task: Task, _ language: Language) -> String {
        language == .ru
            ? "задача \(number) выполнена: \(task.title)" : "task \(number) completed: \(task.title)"
    }

    static func planned(_ number: Int, _ task: Task, _ language: Language) -> String {
        language == .ru
            ? "задача \(number) снова не выполнена: \(task.title)" : "task \(number) planned again: \(task.title)"
    }

    static func added(_ number: Int, _ task: Task, _ language: Language) -> String {
        language == .ru ? "добавлена задача \(number): \(task.title)" : "added task \(number): \(task.title)"
    }

    static func changed(_ number: Int, _ task: Task, _ language: Language) -> String {
        language == .ru ? "задача \(number) изменена: \(task.title)" : "task \(number) changed: \(task.title)"
    }

    static func removed(_ number: Int, _ task: Task, _ language: Language) -> String {
        language == .ru ? "удалена задача \(number): \(task.title)" : "removed task \(number): \(task.title)"
    }

    static func moved(_ number: Int, to newNumber: Int, _ task: Task, _ language: Language) -> String {
        let section = ToDoStrings.header(of: task.type)(language)
        return language == .ru
            ? "задача \(number) перемещена на место \(newNumber) (\(section)): \(task.title)"
            : "task \(number) moved to \(newNumber) (\(section)): \(task.title)"
    }
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
