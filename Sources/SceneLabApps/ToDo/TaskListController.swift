import CommandGrammar
import SceneLabCore

/// `TaskListController`: the sections, tap to complete, the swipe actions,
/// Edit/Done with delete and move, and "+". The tasks are the shared
/// model's (`ToDoManager.tasks`); an instance keeps its table's edit mode.
struct TaskListController: ControllerCode {
    typealias Model = ToDoManager

    /// This list's `tableView.isEditing`: each table has its own.
    var isEditing = false

    static let className = "TaskListController"
    /// The storyboard segue "+" performs.
    static let createSegue = "toCreateScreen"

    /// The bar buttons: Edit, or Done while editing, on the left; "+" on the right.
    enum Button: String, ScreenControl {
        case edit
        case done
        case add = "+"
    }

    /// A row's swipe actions: «Не выполнена» (a completed task only),
    /// «Изменить», and the table's own Delete.
    enum RowAction: String, ScreenControl {
        case undone
        case edit
        case delete
    }

    func tableSections(_ model: ToDoManager, _ language: Language) -> [TableSection]? {
        // `model.listSections` knows no chapter: the list's screen hides what is not typed yet.
        model.listSections(language)
    }

    /// Chapters 11–14: `viewDidLoad` calls `loadTasks()`, which asks the
    /// stub `TasksStorage` for its test tasks (Listings 11.3 and 12.3).
    /// From chapter 15 the book's final code has loaded the store already,
    /// yet Listing 13.4's `loadTasks()` is still in `viewDidLoad`, which no
    /// later listing removes: as printed it runs again (`book as-written`).
    mutating func viewDidLoad(_ model: inout ToDoManager, _ context: inout AppContext) {
        if ToDoManager.hasStubStorage(in: context.chapter) {
            model.loadStubTasks(&context)
        } else if context.code == .asWritten || !ToDoManager.loadsInSceneDelegate(in: context.chapter) {
            model.reloadTasksInViewDidLoadAsPrinted(&context)
        }
    }

    func screen(_ model: ToDoManager, _ context: AppContext) -> Screen? {
        let language = context.language
        var screen = Screen(title: ToDoStrings.listTitle(language))
        let code = ToDoCode(context.chapter)
        let editLabel = isEditing ? ToDoStrings.doneButton : ToDoStrings.editButton
        // `editButtonItem`: UIKit's own words, in the system's language.
        if code.hasEditButton {
            screen.leftButtons = [Screen.Button(isEditing ? Button.done : Button.edit, label: editLabel(context.systemLanguage))]
        }
        if code.hasAddButton { screen.rightButtons = [Screen.Button(Button.add, label: "+")] }
        screen.isEditing = isEditing
        if code.hasEditButton {
            screen.extraActions =
                isEditing
                ? ["edit-mode off"] + (code.deletes ? ["delete ROW"] : []) + (code.moves ? ["move ROW SECTION [POSITION]"] : [])
                : ["edit-mode on"]
        }
        // Until Listing 12.4 the template's data source has no sections: an empty table.
        guard code.showsRows else { return screen }
        screen.sections = TaskList.sectionsTypesPosition.enumerated().map { index, type in
            Screen.Section(
                header: code.namesSections ? ToDoStrings.header(of: type)(language) : nil,
                rows: model.tasks.tasks(in: index).map { task in
                    var actions: [Screen.Button] = []
                    if code.swipesEdit { actions.append(Screen.Button(RowAction.edit, label: ToDoStrings.edit(language))) }
                    if task.status == .completed, code.swipesUndone {
                        actions.insert(Screen.Button(RowAction.undone, label: ToDoStrings.notDone(language)), at: 0)
                    }
                    // The book's data source implements `tableView(_:commit:forRowAt:)`,
                    // so the trailing swipe offers the table's own Delete.
                    if code.deletes {
                        actions.append(
                            Screen.Button(RowAction.delete, label: ToDoStrings.delete(language), swipeStyle: .commitDelete))
                    }
                    return Screen.Row(
                        symbol: ToDoStrings.symbol(of: task.status), text: task.title, swipeActions: actions)
                })
        }
        return screen
    }

    mutating func tap(
        _ button: Button, on screen: Screen, _ model: inout ToDoManager, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        let code = ToDoCode(context.chapter)
        let offered = button == .add ? code.hasAddButton : code.hasEditButton
        guard let list = context.controller, offered else { throw screen.refusal(ofTap: button) }
        switch button {
        case .add:
            return [.performSegue(Self.createSegue, from: list)]
        case .edit, .done:
            // The left button shows Edit or Done; only the one shown can be tapped.
            setEditing(!isEditing, list: list, &context)
            return []
        }
    }

    mutating func perform(
        _ input: UserInput, on screen: Screen, _ model: inout ToDoManager, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let list = context.controller else { throw screen.refusal(of: input) }
        let code = ToDoCode(context.chapter)
        switch input {
        case .gesture(.editMode(let on)):
            // No Edit button before Listing 13.4: nothing turns the table's editing on.
            guard code.hasEditButton else { throw screen.refusal(of: input) }
            guard on != isEditing else {
                throw Rejection(ToDoDiagnostic.editModeUnchanged(on: on))
            }
            setEditing(on, list: list, &context)
            return []
        case .row(let section, let row, _):
            let position = (section: section, row: row)
            guard let task = model.tasks.task(at: position) else { throw screen.refusal(of: input) }
            guard code.tapCompletes else {
                // No `didSelectRowAt` before Listing 13.1: UIKit selects the row, and that is all.
                context.note(ToDoDiagnostic.rowOnlySelected)
                return []
            }
            guard task.status == .planned else {
                context.call("deselectRow(at:animated:)", on: list, channel: .table)
                context.note(ToDoDiagnostic.alreadyCompleted(title: task.title))
                return []
            }
            model.tasks.setStatus(.completed, at: position)
            context.note(ToDoDiagnostic.taskCompleted(number: model.tasks.number(at: position), title: task.title))
            model.save(&context)
            context.reloadSection(section, of: list, sections: model.listSections(context.language))
            return []
        case .swipeAction(let name, let section, let row, _):
            let position = (section: section, row: row)
            guard let task = model.tasks.task(at: position) else { throw screen.refusal(of: input) }
            if RowAction(name: name) == .undone {
                context.note(
                    ToDoDiagnostic.taskPlannedAgain(number: model.tasks.number(at: position), title: task.title))
                model.tasks.setStatus(.planned, at: position)
                model.save(&context)
                context.reloadSection(section, of: list, sections: model.listSections(context.language))
                return []
            }
            return [.show(SegueSetup(for: TaskEditController.self, .edit(list: list, position: position)), from: list)]
        case .commitDelete(let section, let row, _):
            return delete(at: (section, row), list: list, &model, &context)
        case .gesture(.delete(let number)):
            guard isEditing else {
                throw Rejection(ToDoDiagnostic.deleteOutsideEditMode(row: number))
            }
            throw screen.refusal(of: input)
        case .moveRow where !code.moves:
            throw screen.refusal(of: input)
        case .moveRow(let source, let destination, _) where context.code == .asWritten:
            moveAsTheBookDoes(from: source, to: destination, &model, &context)
            model.reload(list, &context)
            return []
        case .moveRow(let source, let destination, _):
            let number = model.tasks.number(at: source)
            let task = model.tasks.task(at: source)
            model.tasks.move(from: source, to: destination)
            noteMove(of: number, task, to: destination, model.tasks, &context)
            model.save(&context)
            model.reload(list, &context)
            return []
        case .gesture(.move(let number, let sectionNumber, _)):
            // The engine moved what the screen shows; what is left is wrong.
            guard isEditing else { throw Rejection(ToDoDiagnostic.moveOutsideEditMode) }
            guard model.tasks.position(ofNumber: number) != nil else { throw screen.refusal(of: input) }
            guard TaskList.sectionsTypesPosition.indices.contains(sectionNumber - 1) else {
                throw Rejection(ToDoDiagnostic.noSuchSection(sectionNumber))
            }
            throw screen.refusal(of: input)
        default:
            throw screen.refusal(of: input)
        }
    }

    private mutating func setEditing(_ on: Bool, list: ObjectID, _ context: inout AppContext) {
        isEditing = on
        context.call(
            "setEditing(_:animated:)", on: list, channel: .table,
            arguments: [Event.Argument("editing", .bool(on)), .animated(true)])
    }

    /// The line a move prints: where the task now stands, which sorting may
    /// have changed from where the row was dropped (a completed task stays below the planned ones).
    private func noteMove(
        of number: Int, _ task: Task?, to destination: (section: Int, row: Int), _ tasks: TaskList,
        _ context: inout AppContext
    ) {
        guard var moved = task, TaskList.sectionsTypesPosition.indices.contains(destination.section) else { return }
        moved.type = TaskList.sectionsTypesPosition[destination.section]
        context.note(
            ToDoDiagnostic.taskMoved(
                number: number, newNumber: tasks.number(of: moved) ?? number, section: moved.type, title: moved.title))
    }

    /// The book's `moveRowAt` as printed (`book as-written`): remove, insert, then
    /// across sections `tasks[taskTypeTo]![destinationIndexPath.row].type =
    /// taskTypeTo`; each is a mutation whose `didSet` sorts and saves. When
    /// sorting moved the dropped task, the type lands on another task.
    private func moveAsTheBookDoes(
        from source: (section: Int, row: Int), to destination: (section: Int, row: Int),
        _ model: inout ToDoManager, _ context: inout AppContext
    ) {
        guard var moved = model.tasks.task(at: source),
            TaskList.sectionsTypesPosition.indices.contains(destination.section)
        else { return }
        let number = model.tasks.number(at: source)
        let typeTo = TaskList.sectionsTypesPosition[destination.section]
        model.tasks.bookMove(.remove(section: source.section, row: source.row))
        model.save(&context)
        model.tasks.bookMove(.insert(moved, section: destination.section, row: destination.row))
        model.save(&context)
        var landedOnAnother: Task?? = nil
        if source.section != destination.section {
            let row = min(max(0, destination.row), model.tasks.tasks(in: destination.section).count - 1)
            let target = model.tasks.bookMove(.setType(section: destination.section, row: row))
            model.save(&context)
            if target == moved { moved.type = typeTo } else { landedOnAnother = .some(target) }
        }
        let row = model.tasks.tasks(in: destination.section).firstIndex(of: moved) ?? destination.row
        // The note names the section the row shows in.
        context.note(
            ToDoDiagnostic.taskMoved(
                number: number, newNumber: model.tasks.number(at: (destination.section, row)), section: typeTo,
                title: moved.title))
        if let other = landedOnAnother {
            context.note(
                ToDoDiagnostic.typeSetOnAnother(
                    moved: moved.title, other: other?.title, section: typeTo, movedType: moved.type))
        }
    }

    /// The book's `tableView(_:commit:forRowAt:)`: remove from the model, save, then delete the row.
    private func delete(
        at position: (section: Int, row: Int), list: ObjectID, _ model: inout ToDoManager,
        _ context: inout AppContext
    ) -> [AppAction] {
        if let task = model.tasks.task(at: position) {
            context.note(ToDoDiagnostic.taskRemoved(number: model.tasks.number(at: position), title: task.title))
        }
        model.tasks.remove(at: position)
        model.save(&context)
        context.call(
            "deleteRows(at:with:)", on: list, channel: .table,
            arguments: Event.Arguments(Event.Argument.indexPath("at", position.section, position.row)))
        return []
    }
}
