/// `task …`: shortcuts that go through the same model and storage code as
/// the UI; a visible list reloads.
extension ToDoManager {
    mutating func perform(_ command: ModelCommand, _ app: inout Application) throws(Rejection) -> [AppAction] {
        switch command {
        case .taskList:
            let rows = tasks.all
            if rows.isEmpty { app.record(.output("(no tasks)")) }
            for (index, task) in rows.enumerated() {
                app.record(
                    .output(
                        "\(index + 1). \(ToDoStrings.symbol(of: task.status)) \(task.title)  "
                            + "[\(task.type.rawValue), \(task.status.rawValue)]"))
            }
            return []
        case .taskAdd(let title, let important, let completed):
            tasks.append(
                Task(title: title, type: important ? .important : .normal, status: completed ? .completed : .planned))
        case .taskDone(let number), .taskUndone(let number):
            let position = try position(of: number)
            let status: TaskStatus = command == .taskDone(number) ? .completed : .planned
            tasks.setStatus(status, at: position)
        case .taskEdit(let number, let title, let important, let completed):
            let position = try position(of: number)
            guard var task = tasks.task(at: position) else { return [] }
            if let title { task.title = title }
            if let important { task.type = important ? .important : .normal }
            if let completed { task.status = completed ? .completed : .planned }
            tasks.replace(at: position, with: task)
        case .taskRemove(let number):
            tasks.remove(at: try position(of: number))
        default:
            return []
        }
        save(&app)
        if let list = app.liveController(ofClass: "TaskListController"), app.controller(list)?.isViewLoaded == true {
            app.reloadData(of: list, sections: tableSections(of: list, app))
        }
        return []
    }

    private func position(of number: Int) throws(Rejection) -> (section: Int, row: Int) {
        guard let position = tasks.position(ofNumber: number) else {
            let count = tasks.all.count
            throw Rejection(
                "there is no task \(number); \(count == 0 ? "the list is empty" : "the tasks are 1...\(count)")")
        }
        return position
    }
}
