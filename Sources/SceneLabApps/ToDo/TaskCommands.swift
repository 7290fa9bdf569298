import CommandGrammar
import SceneLabCore

/// `task …`: shortcuts that go through the same model and storage code as
/// the UI; a visible list reloads.
extension ToDoManager {
    mutating func perform(_ command: TaskCommand, _ context: inout AppContext) throws(Rejection) -> [AppAction] {
        switch command {
        case .list:
            let rows = tasks.all
            if rows.isEmpty { context.output(ToDoDiagnostic.noTasks) }
            for (index, task) in rows.enumerated() {
                context.output(
                    "\(index + 1). \(ToDoStrings.symbol(of: task.status)) \(task.title)  "
                        + "[\(task.type.rawValue), \(task.status.rawValue)]")
            }
            return []
        case .add(let title, let important, let completed):
            let task = Task(
                title: title, type: important ? .important : .normal, status: completed ? .completed : .planned)
            let index = add(task, &context)
            context.note(ToDoDiagnostic.taskAdded(number: index + 1, title: task.title))
            context.reloadLoadedTable(of: TaskListController.self, sections: listSections(context.language))
            return []
        case .done(let number):
            let position = try position(of: number)
            if let task = tasks.task(at: position) {
                context.note(ToDoDiagnostic.taskCompleted(number: number, title: task.title))
            }
            tasks.setStatus(.completed, at: position)
        case .undone(let number):
            let position = try position(of: number)
            if let task = tasks.task(at: position) {
                context.note(ToDoDiagnostic.taskPlannedAgain(number: number, title: task.title))
            }
            tasks.setStatus(.planned, at: position)
        case .edit(let number, let title, let important, let completed):
            let position = try position(of: number)
            guard var task = tasks.task(at: position) else { return [] }
            if let title { task.title = title }
            if let important { task.type = important ? .important : .normal }
            if let completed { task.status = completed ? .completed : .planned }
            tasks.replace(at: position, with: task)
            context.note(ToDoDiagnostic.taskChanged(number: tasks.number(of: task) ?? number, title: task.title))
        case .remove(let number):
            let position = try position(of: number)
            if let task = tasks.task(at: position) {
                context.note(ToDoDiagnostic.taskRemoved(number: number, title: task.title))
            }
            tasks.remove(at: position)
        }
        save(&context)
        context.reloadLoadedTable(of: TaskListController.self, sections: listSections(context.language))
        return []
    }

    private func position(of number: Int) throws(Rejection) -> (section: Int, row: Int) {
        guard let position = tasks.position(ofNumber: number) else {
            throw Rejection.noItem(.task, numbered: number, count: tasks.all.count)
        }
        return position
    }
}

/// To-Do Manager's model commands: `task add|list|done|undone|edit|rm`.
public enum TaskCommand: AppModelCommand, Equatable {
    case add(title: String, important: Bool, completed: Bool)
    case list
    case done(Int)
    case undone(Int)
    case edit(Int, title: String?, important: Bool?, completed: Bool?)
    case remove(Int)

    public var noun: String { "task" }
    public var appID: String { ToDoManager.definition.id }
    public var onlyReads: Bool { self == .list }
}

extension ModelCommand {
    public static func taskAdd(title: String, important: Bool, completed: Bool) -> ModelCommand {
        ModelCommand(TaskCommand.add(title: title, important: important, completed: completed))
    }
    public static var taskList: ModelCommand { ModelCommand(TaskCommand.list) }
    public static func taskDone(_ number: Int) -> ModelCommand { ModelCommand(TaskCommand.done(number)) }
    public static func taskUndone(_ number: Int) -> ModelCommand { ModelCommand(TaskCommand.undone(number)) }
    public static func taskEdit(_ number: Int, title: String?, important: Bool?, completed: Bool?) -> ModelCommand {
        ModelCommand(TaskCommand.edit(number, title: title, important: important, completed: completed))
    }
    public static func taskRemove(_ number: Int) -> ModelCommand { ModelCommand(TaskCommand.remove(number)) }
}
