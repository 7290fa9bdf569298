import SceneLabCore

/// `TaskEditController`: one screen to create and to edit a task. «Сохранить»
/// calls `doAfterEdit`, whose body (the list's code) changes and saves the
/// tasks and reloads the table, then pops.
struct TaskEditController: EditScreenCode {
    typealias Model = ToDoManager

    static let className = "TaskEditController"
    /// The storyboard segue the type row performs.
    static let typeSegue = "toTaskTypeScreen"

    /// What the list hands over: a new task, or the task at a position.
    enum Setup: Sendable {
        case create(list: ObjectID)
        case edit(list: ObjectID, position: (section: Int, row: Int))
    }

    /// The title field.
    var fields = FormFields("title")
    var title: String { fields["title"] }
    var type = TaskPriority.normal
    var status = TaskStatus.planned
    /// Where the task `doAfterEdit` replaces was, or `nil` to create one.
    var editing: (section: Int, row: Int)?
    /// The task as it was when editing began, to find it again if the list changed meanwhile.
    var original: Task?
    /// The list whose closure `doAfterEdit` is; `nil` until the list configures the screen.
    var list: ObjectID?
    /// The list's name, for the crash its `[unowned self]` causes should it be gone.
    var listName = ""

    /// The book's `prepare(for:sender:)` for "+": a new task.
    static func setup(
        forSegue identifier: String, from source: ObjectID, _ model: ToDoManager, _ context: AppContext
    )
        -> Setup?
    {
        identifier == TaskListController.createSegue ? .create(list: source) : nil
    }

    mutating func prepare(_ setup: Setup, _ model: inout ToDoManager, _ context: inout AppContext) {
        switch setup {
        case .create(let list):
            self.list = list
            listName = context.name(of: list)
        case .edit(let list, let position):
            guard let task = model.tasks.task(at: position) else { return }
            fields["title"] = task.title
            (type, status) = (task.type, task.status)
            (editing, original) = (position, task)
            self.list = list
            listName = context.name(of: list)
        }
    }

    func screen(_ model: ToDoManager, _ context: AppContext) -> Screen? {
        guard list != nil else { return nil }
        let language = context.language
        var screen = Screen.editForm(
            title: ToDoStrings.editTitle(language), saveLabel: ToDoStrings.save(language),
            fields: [("title", ToDoStrings.titleLabel(language), title, ToDoStrings.titlePlaceholder(language))])
        screen.sections = [
            Screen.Section(
                header: nil,
                rows: [
                    // The static table's second cell: the first holds the title field.
                    Screen.Row(
                        text: ToDoStrings.typeLabel(language), detail: ToDoStrings.title(of: type)(language),
                        accessory: ">", name: "type", indexPath: (0, 1))
                ])
        ]
        screen.switches = [
            Screen.Switch(name: "status", label: ToDoStrings.statusLabel(language), isOn: status == .completed)
        ]
        return screen
    }

    var isConfigured: Bool { list != nil }

    mutating func performOther(
        _ input: UserInput, editor: ObjectID, on screen: Screen, _ model: inout ToDoManager,
        _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        switch input {
        case .toggle("status"):
            status = status == .planned ? .completed : .planned
            return []
        case .row:
            return [.performSegue(Self.typeSegue, from: editor)]
        default:
            throw screen.refusal(of: input)
        }
    }

    /// `saveTask(_:)`, with the validation the book left as an exercise: an
    /// empty (or blank) title shows an alert and saves nothing.
    func save(editor: ObjectID, _ model: inout ToDoManager, _ context: inout AppContext) -> [AppAction] {
        guard let list else { return [] }
        let language = context.language
        if context.code == .asWritten, !title.contains(where: { !$0.isWhitespace }) {
            // The book's saveTask checks nothing (000:L12277–12280).
            context.note(ToDoDiagnostic.emptyTitleSavedAsWritten)
        } else if !title.contains(where: { !$0.isWhitespace }) {
            context.note(ToDoDiagnostic.emptyTitleRefusedByFix)
            let alert = Alert(
                title: ToDoStrings.emptyTitleAlert(language), message: ToDoStrings.emptyTitleMessage(language),
                fields: [],
                actions: [Alert.Action(name: "ok", title: ToDoStrings.ok(language), style: .default)])
            return [.presentAlert(alert, from: editor)]
        }
        // The book's `doAfterEdit` captures the list `[unowned self]`.
        guard context.reaches(list, named: listName, from: "doAfterEdit", capture: .unowned) else { return [] }
        context.callClosure(
            "doAfterEdit", on: editor,
            arguments: [
                Event.Argument("title", .string(Name(title))), Event.Argument("type", .string(Name(type.rawValue))),
                Event.Argument("status", .string(Name(status.rawValue))),
            ])
        let task = Task(title: title, type: type, status: status)
        if context.code == .asWritten, let editing, model.tasks.task(at: editing) != nil {
            // The book's closure: `tasks[taskType]![indexPath.row] = editedTask`, with the
            // swiped row's section and row, whatever type the task now has.
            model.tasks.bookReplace(at: editing, with: task)
            let section = TaskList.sectionsTypesPosition[editing.section]
            let number = model.tasks.all.firstIndex(of: task).map { $0 + 1 } ?? model.tasks.number(at: editing)
            context.note(ToDoDiagnostic.taskChanged(number: number, title: task.title))
            if task.type != section {
                context.note(
                    ToDoDiagnostic.editWroteIntoOldSection(title: task.title, oldSection: section, type: task.type))
            }
        } else if let editing, let original {
            // The list may have changed while the editor was open (`task rm`):
            // replace the task that was being edited, wherever it is now.
            if let current = model.tasks.task(at: editing) == original ? editing : model.tasks.position(of: original) {
                let number = model.tasks.number(at: current)
                model.tasks.replace(at: current, with: task)
                context.note(
                    ToDoDiagnostic.taskChanged(number: model.tasks.number(of: task) ?? number, title: task.title))
            } else {
                context.note(ToDoDiagnostic.editedTaskGone)
                let index = model.tasks.append(task)
                context.note(ToDoDiagnostic.taskAdded(number: index + 1, title: task.title))
            }
        } else {
            let index = model.tasks.append(task)
            context.note(ToDoDiagnostic.taskAdded(number: index + 1, title: task.title))
        }
        model.save(&context)
        model.reload(list, &context)
        return [.pop(from: editor)]
    }
}
