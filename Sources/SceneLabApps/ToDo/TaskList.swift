/// The tasks as `TaskListController` keeps them: one section per type, in
/// `sectionsTypesPosition` order, planned before completed in each (stable).
///
/// Two of the book's latent bugs are fixed here: an edit that changes the
/// type moves the task to its new section, and a move across sections changes
/// the moved task's type even when sorting then moves it.
struct TaskList: Sendable, Equatable {
    /// Section order: the book's `sectionsTypesPosition`.
    static let sectionsTypesPosition: [TaskPriority] = [.important, .normal]
    /// Order within a section: the book's `tasksStatusPosition`.
    static let tasksStatusPosition: [TaskStatus] = [.planned, .completed]

    private(set) var sections: [TaskPriority: [Task]] = [.important: [], .normal: []]

    init(_ tasks: [Task] = []) {
        for task in tasks { sections[task.type, default: []].append(task) }
        sort()
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
