import CommandGrammar
import SceneLabCore

/// The To-Do Manager's shared model: the task list every `TaskListController`
/// shows, and the book's `TasksStorage`. The three controller classes bring
/// their own code (`TaskListController`, `TaskEditController`, `TaskTypeController`).
struct ToDoManager: AppModel {
    typealias Command = TaskCommand

    /// `TaskListController.tasks`, shared by the list's instances in this process.
    var tasks = TaskList()
    /// The book's save-everything, with a backup of what it would overwrite unseen.
    var saving = WholeListSaving(key: TasksStorage.storageKey, backupKey: TasksStorage.backupKey)
    /// The last save, which the next one reuses (see `TasksStorage.value(of:after:)`).
    var lastSave = TasksStorage.LastSave()

    static let controllerCode: [any ControllerCode.Type] = [
        TaskListController.self, TaskEditController.self, TaskTypeController.self,
    ]

    static let definition = AppDefinition(
        id: "todo", displayName: "To-Do Manager", bundleIdentifier: "com.example.ToDoManager",
        root: .navigationController(root: TaskListController.className),
        segues: [
            Segue(TaskListController.createSegue, from: TaskListController.className, to: TaskEditController.className),
            Segue(TaskEditController.typeSegue, from: TaskEditController.className, to: TaskTypeController.className),
        ],
        model: ToDoManager.self)

    /// The book's final `scene(_:willConnectTo:options:)` loads the tasks
    /// before the list exists (`TasksStorage().loadTasks()` then `setTasks`).
    mutating func sceneWillConnect(_ context: inout AppContext) {
        let loaded = TasksStorage.load(
            from: context.readDefaults(TasksStorage.storageKey, as: "array(forKey:)"), code: context.code)
        for warning in loaded.warnings { context.warn(warning.about(TasksStorage.storageKey)) }
        saving.didLoad(original: loaded.original, context)
        guard context.code == .asWritten else {
            tasks = TaskList(loaded.tasks)
            return
        }
        setTasksAsTheBookDoes(loaded.tasks, &context)
    }

    /// The book's `setTasks` as printed: `tasks[taskType] = []` per type,
    /// then `tasks[task.type]?.append(task)` per task, each a mutation whose
    /// `didSet` sorts and saves the whole list (`book as-written`). scenelab's
    /// fixed code assigns the list once and saves nothing on load.
    private mutating func setTasksAsTheBookDoes(_ loaded: [Task], _ context: inout AppContext) {
        tasks = TaskList()
        for _ in TaskList.sectionsTypesPosition { save(&context) }
        for task in loaded {
            tasks.append(task)
            save(&context)
        }
        let saves = TaskList.sectionsTypesPosition.count + loaded.count
        context.note(ToDoDiagnostic.loadSavedEveryChange(count: saves))
    }

    /// `tasks`' `didSet`: save the whole list, in display order.
    mutating func save(_ context: inout AppContext) {
        saving.save(TasksStorage.value(of: tasks.all, after: &lastSave), &context)
    }

    /// Adds a task and saves the list, which grows by one in the store
    /// rather than being rebuilt, so that a long script stays linear.
    /// Returns where the task went in `all`, from 0.
    @discardableResult
    mutating func add(_ task: Task, _ context: inout AppContext) -> Int {
        let index = tasks.append(task)
        let value = TasksStorage.value(of: task)
        guard saving.insert(value, at: index, &context) else {
            save(&context)
            return index
        }
        lastSave.insert(task, value, at: index)
        return index
    }

    /// The list's table: a section per type, as the data source reports it.
    func listSections(_ language: Language) -> [TableSection] {
        TaskList.sectionsTypesPosition.enumerated().map { index, type in
            TableSection(
                header: ToDoStrings.header(of: type)(language), rows: tasks.tasks(in: index).count,
                cellIdentifier: "taskCellStack")
        }
    }

    /// `tableView.reloadData()` on `list`, which the list's code calls after changing the tasks.
    func reload(_ list: ObjectID, _ context: inout AppContext) {
        context.reloadData(of: list, sections: listSections(context.language))
    }
}

extension AppDefinition {
    /// The To-Do Manager of the book's part III.
    public static let toDoManager = ToDoManager.definition
}
