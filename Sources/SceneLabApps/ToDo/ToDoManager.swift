/// The To-Do Manager's code: `TaskListController`, `TaskEditController` and
/// `TaskTypeController` on top of the engine, with the book's `TasksStorage`.
struct ToDoManager: AppProgram {
    /// `TaskListController.tasks`, shared by the list's instances in this process.
    var tasks = TaskList()
    /// The list's `tableView.isEditing`.
    var isEditing = false
    /// Each `TaskEditController` instance's properties.
    var editors: [ObjectID: TaskEditor] = [:]
    /// Each `TaskTypeController` instance's properties.
    var typePickers: [ObjectID: TypePicker] = [:]
    /// The book's save-everything, with a backup of what it would overwrite unseen.
    var saving = WholeListSaving(key: TasksStorage.storageKey, backupKey: TasksStorage.backupKey)
    /// The last save, which the next one reuses (see `TasksStorage.value(of:after:)`).
    var lastSave = TasksStorage.LastSave()

    /// What a `TaskEditController` holds: its fields and what `doAfterEdit` does.
    struct TaskEditor: Sendable {
        var title = ""
        var type = TaskPriority.normal
        var status = TaskStatus.planned
        /// Where the task `doAfterEdit` replaces was, or `nil` to create one.
        var editing: (section: Int, row: Int)?
        /// The task as it was when editing began, to find it again if the list changed meanwhile.
        var original: Task?
        /// The list whose closure this is.
        var list: ObjectID
        /// The list's name, for the crash its `[unowned self]` causes should it be gone.
        var listName: String
    }

    /// What a `TaskTypeController` holds.
    struct TypePicker: Sendable {
        var selectedType: TaskPriority
        /// The editor `doAfterTypeSelected` reports to.
        var editor: ObjectID
        /// The editor's name, for the crash its `[unowned self]` causes should it be gone.
        var editorName: String
    }

    /// How a new controller is to be set up (`AppAction.show`).
    enum Setup: Sendable {
        case create(list: ObjectID)
        case edit(list: ObjectID, position: (section: Int, row: Int))
        case pickType(editor: ObjectID)
    }

    static let definition = AppDefinition(
        id: "todo", displayName: "To-Do Manager", bundleIdentifier: "com.example.ToDoManager",
        root: .navigationController(root: "TaskListController"),
        screenClasses: ["TaskListController", "TaskEditController", "TaskTypeController"],
        segues: [
            Segue("toCreateScreen", from: "TaskListController", to: "TaskEditController"),
            Segue("toTaskTypeScreen", from: "TaskEditController", to: "TaskTypeController"),
        ],
        program: { ToDoManager() })

    // MARK: Lifecycle hooks

    /// The book's final `scene(_:willConnectTo:options:)` loads the tasks
    /// before the list exists (`TasksStorage().loadTasks()` then `setTasks`).
    package mutating func sceneWillConnect(_ app: inout Application) {
        let loaded = TasksStorage.load(from: app.readDefaults(TasksStorage.storageKey, as: "array(forKey:)"))
        tasks = TaskList(loaded.tasks)
        for warning in loaded.warnings { app.warn("\(TasksStorage.storageKey): \(warning)") }
        saving.didLoad(original: loaded.original, app)
    }

    package mutating func prepare(
        _ destination: ObjectID, source: ObjectID, segue: String?, setup: (any Sendable)?, _ app: inout Application
    ) {
        // A segue the user typed (`segue ID`) carries no setup: do what the
        // book's prepare(for:sender:) does for that identifier.
        let implied: Setup? =
            switch segue {
            case "toCreateScreen": .create(list: source)
            case "toTaskTypeScreen": .pickType(editor: source)
            default: nil
            }
        guard let setup = setup as? Setup ?? implied else { return }
        switch setup {
        case .create(let list):
            editors[destination] = TaskEditor(list: list, listName: app.name(of: list))
        case .edit(let list, let position):
            guard let task = tasks.task(at: position) else { return }
            editors[destination] = TaskEditor(
                title: task.title, type: task.type, status: task.status, editing: position, original: task, list: list,
                listName: app.name(of: list))
        case .pickType(let editor):
            typePickers[destination] = TypePicker(
                selectedType: editors[editor]?.type ?? .normal, editor: editor, editorName: app.name(of: editor))
        }
    }

    package mutating func controllerDidDeinit(_ controller: ObjectID) {
        editors[controller] = nil
        typePickers[controller] = nil
    }

    package func tableSections(of controller: ObjectID, _ app: Application) -> [TableSection]? {
        switch app.controller(controller)?.className {
        case "TaskListController":
            return TaskList.sectionsTypesPosition.enumerated().map { index, type in
                TableSection(
                    header: ToDoStrings.header(of: type)(app.language), rows: tasks.tasks(in: index).count,
                    cellIdentifier: "taskCellStack")
            }
        case "TaskTypeController":
            return [TableSection(header: nil, rows: 2, cellIdentifier: "TaskTypeCell")]
        default:
            return nil
        }
    }

    package func screen(of controller: ObjectID, _ app: Application) -> Screen? {
        switch app.controller(controller)?.className {
        case "TaskListController": return listScreen(app.language)
        case "TaskEditController": return editors[controller].map { editScreen($0, app.language) }
        case "TaskTypeController": return typePickers[controller].map { typeScreen($0, app.language) }
        default: return nil
        }
    }

    package mutating func perform(
        _ gesture: Gesture, on controller: ObjectID, screen: Screen, _ app: inout Application
    )
        throws(Rejection) -> [AppAction]
    {
        switch app.controller(controller)?.className {
        case "TaskListController": return try performOnList(gesture, list: controller, screen: screen, &app)
        case "TaskEditController": return try performOnEditor(gesture, editor: controller, screen: screen, &app)
        case "TaskTypeController": return try performOnTypePicker(gesture, picker: controller, screen: screen, &app)
        default: throw Application.notOffered(gesture.description, on: screen)
        }
    }

    // MARK: Saving

    /// `tasks`' `didSet`: save the whole list, in display order.
    mutating func save(_ app: inout Application) {
        saving.save(TasksStorage.value(of: tasks.all, after: &lastSave), &app)
    }

    /// Adds a task and saves the list, which grows by one in the store
    /// rather than being rebuilt, so that a long script stays linear.
    mutating func add(_ task: Task, _ app: inout Application) {
        let index = tasks.append(task)
        let value = TasksStorage.value(of: task)
        guard saving.insert(value, at: index, &app) else {
            save(&app)
            return
        }
        lastSave.insert(task, value, at: index)
    }

}

extension AppDefinition {
    /// The To-Do Manager of the book's part III.
    public static let toDoManager = ToDoManager.definition
}
