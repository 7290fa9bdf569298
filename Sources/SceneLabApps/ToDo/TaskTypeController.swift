import CommandGrammar
import SceneLabCore

/// `TaskTypeController`: two rows, the selected one checked; choosing one
/// calls `doAfterTypeSelected` and pops.
struct TaskTypeController: ControllerCode {
    typealias Model = ToDoManager
    /// The editor that shows the picker, and whose type it starts from.
    typealias Setup = ObjectID

    static let className = "TaskTypeController"
    static let typeRows: [TaskPriority] = [.important, .normal]

    var selectedType = TaskPriority.normal
    /// The editor `doAfterTypeSelected` reports to; `nil` until an editor configures the screen.
    var editor: ObjectID?
    /// The editor's name, for the crash its `[unowned self]` causes should it be gone.
    var editorName = ""

    /// The book's `prepare(for:sender:)` for the type row.
    static func setup(
        forSegue identifier: String, from source: ObjectID, _ model: ToDoManager, _ context: AppContext
    )
        -> ObjectID?
    {
        identifier == TaskEditController.typeSegue ? source : nil
    }

    mutating func prepare(_ editor: ObjectID, _ model: inout ToDoManager, _ context: inout AppContext) {
        selectedType = context.properties(of: editor, as: TaskEditController.self)?.type ?? .normal
        self.editor = editor
        editorName = context.name(of: editor)
    }

    func tableSections(_ model: ToDoManager, _ language: Language) -> [TableSection]? {
        [TableSection(header: nil, rows: Self.typeRows.count, cellIdentifier: "TaskTypeCell")]
    }

    func screen(_ model: ToDoManager, _ context: AppContext) -> Screen? {
        guard editor != nil else { return nil }
        let language = context.language
        var screen = Screen(title: ToDoStrings.typeLabel(language))
        screen.sections = [
            Screen.Section(
                header: nil,
                rows: Self.typeRows.map { type in
                    Screen.Row(
                        text: ToDoStrings.title(of: type)(language),
                        detail: (type == .important ? ToDoStrings.importantDescription : ToDoStrings.normalDescription)(
                            language),
                        accessory: type == selectedType ? "✓" : nil, name: type.rawValue)
                })
        ]
        return screen
    }

    mutating func perform(
        _ input: UserInput, on screen: Screen, _ model: inout ToDoManager, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard case .row(_, let row, _) = input, Self.typeRows.indices.contains(row), let id = context.controller,
            let editor
        else { throw screen.refusal(of: input) }
        let chosen = Self.typeRows[row]
        // The book's `doAfterTypeSelected` captures the editor `[unowned self]`.
        guard context.reaches(editor, named: editorName, from: "doAfterTypeSelected", capture: .unowned) else {
            return []
        }
        context.callClosure(
            "doAfterTypeSelected", on: id,
            arguments: Event.Arguments(Event.Argument("type", .string(Name(chosen.rawValue)))))
        context.updateProperties(of: editor, as: TaskEditController.self) { $0.type = chosen }
        return [.pop(from: id)]
    }
}
