/// The tasks as `TaskListController` keeps them: one section per type, in
/// `sectionsTypesPosition` order, planned before completed in each (stable).
///
/// Two of the book's latent bugs are fixed here: an edit that changes the
/// type moves the task to its new section, and a move across sections changes
/// the moved task's type even when sorting then moves it. Under `book as-written`
/// the list's code uses the `book…` methods, which do what the book's code
/// does, one `didSet` (sort) per mutation as there.
struct TaskList: Sendable, Equatable {
    /// Section order: the book's `sectionsTypesPosition`.
    static let sectionsTypesPosition: [TaskPriority] = [.important, .normal]
    /// Order within a section: the book's `tasksStatusPosition`.
    static let tasksStatusPosition: [TaskStatus] = [.planned, .completed]

    private(set) var sections: [TaskPriority: [Task]] = [.important: [], .normal: []]

    /// The tasks by section, sorted unless `sorted` is false: before Listing 12.7 the list's
    /// `loadTasks()` appends them in the storage's order (000:L9602–9626, L9849).
    init(_ tasks: [Task] = [], sorted: Bool = true) {
        for task in tasks { sections[task.type, default: []].append(task) }
        if sorted { sort() }
    }

    /// The tasks in display order, which is also the order they are saved in.
    var all: [Task] { Self.sectionsTypesPosition.flatMap { sections[$0] ?? [] } }

    func tasks(in section: Int) -> [Task] {
        guard Self.sectionsTypesPosition.indices.contains(section) else { return [] }
        return sections[Self.sectionsTypesPosition[section]] ?? []
    }

    /// The (section, row) of the task numbered `number` from 1 across sections.
    func position(ofNumber number: Int) -> (section: Int, row: Int)? {
        guard number >= 1 else { return nil }
        var remaining = number
        for section in Self.sectionsTypesPosition.indices {
            let count = tasks(in: section).count
            if remaining <= count { return (section, remaining - 1) }
            remaining -= count
        }
        return nil
    }

    /// Where an equal task stands, if any.
    func position(of task: Task) -> (section: Int, row: Int)? {
        guard let section = Self.sectionsTypesPosition.firstIndex(of: task.type),
            let row = tasks(in: section).firstIndex(of: task)
        else { return nil }
        return (section, row)
    }

    func task(at position: (section: Int, row: Int)) -> Task? {
        let tasks = tasks(in: position.section)
        return tasks.indices.contains(position.row) ? tasks[position.row] : nil
    }

    /// Adds a task at the end of its status group: a planned task goes before
    /// the first completed one, which is where sorting would put it. Returns
    /// where it went in `all`, the order the list is saved in.
    @discardableResult
    mutating func append(_ task: Task) -> Int {
        // No local copy of the section, so that the insert happens in place;
        // completed tasks are at the end, so the search starts there.
        let count = sections[task.type]?.count ?? 0
        let end =
            task.status == .planned
            ? (sections[task.type]?.lastIndex { $0.status == .planned }).map { $0 + 1 } ?? 0 : count
        sections[task.type, default: []].insert(task, at: end)
        let before = Self.sectionsTypesPosition.prefix { $0 != task.type }
        return before.reduce(end) { $0 + (sections[$1]?.count ?? 0) }
    }

    /// `tasks[type] = []`, as the book's `loadTasks()` starts.
    mutating func empty(_ type: TaskPriority) { sections[type] = [] }

    mutating func setStatus(_ status: TaskStatus, at position: (section: Int, row: Int)) {
        update(at: position) { $0.status = status }
    }

    /// Replaces a task; when its type changed, it moves to the new type's section (end).
    mutating func replace(at position: (section: Int, row: Int), with task: Task) {
        let type = Self.sectionsTypesPosition[position.section]
        guard sections[type]?.indices.contains(position.row) == true else { return }
        if task.type == type {
            sections[type]?[position.row] = task
        } else {
            sections[type]?.remove(at: position.row)
            sections[task.type, default: []].append(task)
        }
        sort()
    }

    mutating func remove(at position: (section: Int, row: Int)) {
        let type = Self.sectionsTypesPosition[position.section]
        guard sections[type]?.indices.contains(position.row) == true else { return }
        sections[type]?.remove(at: position.row)
    }

    /// Moves a task to another place; across sections it takes that section's type.
    mutating func move(from source: (section: Int, row: Int), to destination: (section: Int, row: Int)) {
        guard var task = task(at: source) else { return }
        remove(at: source)
        let type = Self.sectionsTypesPosition[destination.section]
        task.type = type
        let count = sections[type]?.count ?? 0
        sections[type, default: []].insert(task, at: min(max(0, destination.row), count))
        sort()
    }

    // MARK: The book's code as printed (`book as-written`)

    /// The book's `«Изменить»` closure: `tasks[taskType]![indexPath.row] =
    /// editedTask`, where `taskType` is the swiped row's section, whatever
    /// type the edited task now has; then `didSet` sorts.
    mutating func bookReplace(at position: (section: Int, row: Int), with task: Task) {
        let type = Self.sectionsTypesPosition[position.section]
        guard sections[type]?.indices.contains(position.row) == true else { return }
        sections[type]?[position.row] = task
        sort()
    }

    /// One step of the book's `moveRowAt`, each a mutation of `tasks` that
    /// its `didSet` sorts (and saves: the caller saves after each).
    enum BookMoveStep {
        /// `tasks[taskTypeFrom]!.remove(at: sourceIndexPath.row)`.
        case remove(section: Int, row: Int)
        /// `tasks[taskTypeTo]!.insert(movedTask, at: destinationIndexPath.row)`.
        case insert(Task, section: Int, row: Int)
        /// `tasks[taskTypeTo]![destinationIndexPath.row].type = taskTypeTo`:
        /// whichever task sorting left at that row. Returns it, before the change.
        case setType(section: Int, row: Int)
    }

    /// Plays one step of the book's `moveRowAt`; for `setType`, returns the
    /// task whose type it set, as it was.
    @discardableResult
    mutating func bookMove(_ step: BookMoveStep) -> Task? {
        switch step {
        case .remove(let section, let row):
            let type = Self.sectionsTypesPosition[section]
            guard sections[type]?.indices.contains(row) == true else { return nil }
            sections[type]?.remove(at: row)
        case .insert(let task, let section, let row):
            let type = Self.sectionsTypesPosition[section]
            let count = sections[type]?.count ?? 0
            sections[type, default: []].insert(task, at: min(max(0, row), count))
        case .setType(let section, let row):
            let type = Self.sectionsTypesPosition[section]
            guard let task = sections[type]?.indices.contains(row) == true ? sections[type]?[row] : nil else {
                return nil
            }
            sections[type]?[row].type = type
            sort()
            return task
        }
        sort()
        return nil
    }

    private mutating func update(at position: (section: Int, row: Int), _ change: (inout Task) -> Void) {
        let type = Self.sectionsTypesPosition[position.section]
        guard sections[type]?.indices.contains(position.row) == true, var task = sections[type]?[position.row] else {
            return
        }
        change(&task)
        sections[type]?[position.row] = task
        sort()
    }

    /// Planned before completed; stable, so equal statuses keep their order.
    private mutating func sort() {
        for type in Self.sectionsTypesPosition {
            let tasks = sections[type] ?? []
            sections[type] = Self.tasksStatusPosition.flatMap { status in tasks.filter { $0.status == status } }
        }
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
