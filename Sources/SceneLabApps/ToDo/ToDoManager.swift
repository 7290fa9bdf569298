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
    /// What `loadTasks()` read in `willConnectTo`, until the list it is for exists.
    var loadedForTheList: [Task]?

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
        model: ToDoManager.self, chapters: 11...15,
        // Chapter 15 builds the window in `scene(_:willConnectTo:options:)` (Listing 15.4, 000:L12155–12187).
        windowSetupFromChapter: (BookChapter(15, listing: 4), .code), bookLanguage: .ru)

    /// Before chapter 15 `TasksStorage` is a stub: `loadTasks()` returns test
    /// tasks and `saveTasks(_:)` does nothing (Listing 11.3, 000:L8930–8958); Listing 15.1
    /// replaces it with User Defaults (000:L12020–12060).
    static func hasStubStorage(in chapter: BookChapter?) -> Bool {
        !chapter.has(listing: 1, ofChapter: 15)
    }

    /// From Listing 15.2 `tasks`' `didSet` saves the whole list (000:L12081–12093); at 15.1
    /// nothing calls `saveTasks`, so nothing a person does is kept.
    static func savesOnChange(in chapter: BookChapter?) -> Bool {
        chapter.has(listing: 2, ofChapter: 15)
    }

    /// From Listing 15.4 the scene delegate loads the tasks before it makes the list
    /// (000:L12155–12187); before it, at 15.1–15.3, the list's own `loadTasks()` in
    /// `viewDidLoad` loads them, whose `tasks[type] = []` save through `didSet` from 15.2 and
    /// empty the store first: the list the book finds empty (000:L12101–12123). The book blames
    /// `tasks`' initial value `[:]`, but a property's initial value runs no `didSet` in Swift.
    static func loadsInSceneDelegate(in chapter: BookChapter?) -> Bool {
        chapter.has(listing: 4, ofChapter: 15)
    }

    /// Listing 13.4's leftover `loadTasks()` (Listing 12.3) over the final
    /// storage, as printed (000:L10557–10562): each `tasks[type] = []` fires
    /// `didSet`, which saves, so the store is empty by the time the method
    /// reads it, and the list stays empty: every launch wipes the tasks.
    mutating func reloadTasksInViewDidLoadAsPrinted(_ context: inout AppContext) {
        // Before Listing 15.4 nothing read the store first: the saves below write over it, knowingly.
        if !Self.loadsInSceneDelegate(in: context.chapter) { saving.didLoad(original: nil, context) }
        for type in TaskList.sectionsTypesPosition {
            tasks.empty(type)
            save(&context)
        }
        let loaded = TasksStorage.load(
            from: context.readDefaults(TasksStorage.storageKey, as: "array(forKey:)"), code: context.code)
        for task in loaded.tasks {
            tasks.append(task)
            save(&context)
        }
        if Self.loadsInSceneDelegate(in: context.chapter) {
            context.note(ToDoDiagnostic.viewDidLoadReloadedAsPrinted(count: tasks.all.count))
        } else if let chapter = context.chapter {
            context.note(ToDoDiagnostic.listLoadsItself(count: tasks.all.count, chapter: chapter, saves: Self.savesOnChange(in: chapter)))
        }
    }

    /// The list's `loadTasks()` over the stub storage.
    mutating func loadStubTasks(_ context: inout AppContext) {
        // Chapter 11's template list has no `loadTasks()` yet (Listing 12.3).
        guard let chapter = context.chapter else { return }
        let code = ToDoCode(chapter)
        guard code.loadsTasks else { return }
        tasks = TaskList(Self.stubTasks(in: chapter), sorted: code.sortsRows)
        context.note(ToDoDiagnostic.stubTasksLoaded(count: tasks.all.count, chapter: chapter))
    }

    /// The book's final `scene(_:willConnectTo:options:)` (Listing 15.4,
    /// 000:L12155–12187) loads the tasks before the list exists
    /// (`TasksStorage().loadTasks()`), instantiates the list, then hands it
    /// the tasks (`setTasks`, `windowRootMade`). With the storyboard's window
    /// the list exists already and gets them at once.
    mutating func sceneWillConnect(_ context: inout AppContext) {
        // Before Listing 15.4 the list loads its tasks itself (`TaskListController.viewDidLoad`).
        guard Self.loadsInSceneDelegate(in: context.chapter) else { return }
        let loaded = TasksStorage.load(
            from: context.readDefaults(TasksStorage.storageKey, as: "array(forKey:)"), code: context.code)
        for warning in loaded.warnings { context.warn(warning.about(TasksStorage.storageKey)) }
        saving.didLoad(original: loaded.original, context)
        loadedForTheList = loaded.tasks
        if context.windowSetup != .code { windowRootMade(&context) }
    }

    /// `taskListController.setTasks(tasks)`, once the list exists.
    mutating func windowRootMade(_ context: inout AppContext) {
        guard let loaded = loadedForTheList else { return }
        loadedForTheList = nil
        guard context.code == .asWritten else {
            tasks = TaskList(loaded)
            return
        }
        setTasksAsTheBookDoes(loaded, &context)
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
        // The stub's `saveTasks(_:)` is an empty body (000:L8956–8958), and at 15.1 no `didSet` calls
        // the real one: both come before Listing 15.2.
        guard Self.savesOnChange(in: context.chapter) else { return }
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
