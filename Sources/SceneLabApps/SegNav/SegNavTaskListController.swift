import CommandGrammar
import SceneLabCore

/// `BIDTaskListController`: the nine tasks, each drawn with the prototype
/// the URGENT rule picks, a Push segue per prototype to the detail, the
/// `selection` handed over in `prepare(for:sender:)` and the edited text
/// taken back through `setEditedSelection:`, which reloads the row.
struct SegNavTaskListController: ControllerCode {
    typealias Model = SegNav

    static let className = "BIDTaskListController"
    static let plainCell: Name = "plainCell"
    static let attentionCell: Name = "attentionCell"

    /// The tasks `viewDidLoad` fills in, in the book's order and spelling.
    // Verbatim: the book's sample data.
    static let bookTasks = [
        "Walk the dog", "URGENT:Buy milk", "Clean hidden lair", "Invent miniature dolphins", "Find new henchmen",
        "Get revenge on do-gooder heroes", "URGENT: Fold laundry", "Hold entire world hostage", "Manicure",
    ]

    /// `tasks`: empty until the view loads.
    var tasks: [String] = []
    /// The row whose cell sent the segue in flight.
    var senderRow: Int?

    /// The book's rule: a task containing "URGENT" (case-sensitive) gets the
    /// red, bold `attentionCell`; the controller knows nothing of colours.
    static func identifier(of task: String) -> Name { task.contains("URGENT") ? attentionCell : plainCell }

    /// How `prepare(for:sender:)` names a cell sender.
    static func cellName(_ identifier: String, row: Int) -> String { "UITableViewCell(\(identifier)) [0, \(row)]" }

    mutating func viewDidLoad(_ model: inout SegNav, _ context: inout AppContext) {
        tasks = Self.bookTasks
    }

    func tableSections(_ model: SegNav, _ language: Language) -> [TableSection]? {
        [TableSection(rowIdentifiers: tasks.map(Self.identifier(of:)))]
    }

    func screen(_ model: SegNav, _ context: AppContext) -> Screen? {
        var screen = Screen(title: "")
        screen.navigationTitle = nil
        screen.sections = [
            Screen.Section(
                rows: tasks.map {
                    Screen.Row(
                        text: $0, detail: "\(Self.identifier(of: $0))", accessory: ">", selectionPerformsSegue: true)
                })
        ]
        return screen
    }

    mutating func perform(
        _ input: UserInput, on screen: Screen, _ model: inout SegNav, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard case .row(_, let row, _) = input, let id = context.controller, tasks.indices.contains(row) else {
            throw screen.refusal(of: input)
        }
        senderRow = row
        let identifier = Self.identifier(of: tasks[row])
        let segue =
            identifier == Self.attentionCell ? SegNav.SegueName.fromAttentionCell : SegNav.SegueName.fromPlainCell
        return [.performSegue(segue, from: id, sender: Self.cellName("\(identifier)", row: row))]
    }

    /// The book's `prepareForSegue:sender:`: through key-value coding, the
    /// list makes itself the detail's delegate and hands it the selection
    /// (the index path of the sender cell and its task).
    mutating func prepare(
        forSegue identifier: String, destination: ObjectID, _ model: inout SegNav, _ context: inout AppContext
    ) {
        guard let id = context.controller else { return }
        guard let row = senderRow, tasks.indices.contains(row) else {
            context.note(SegNavDiagnostic.preparedWithoutCell)
            return
        }
        let task = tasks[row]
        context.call(
            "setValue(_:forKey:)", on: destination, channel: .segue,
            arguments: [
                Event.Argument("_", .object(ObjectName(Name(context.name(of: id))))),
                .init("forKey", .string("delegate")),
            ])
        context.call(
            "setValue(_:forKey:)", on: destination, channel: .segue,
            arguments: [
                .init("_", .string(Name("{indexPath: [0, \(row)], object: \(task)}"))),
                .init("forKey", .string("selection")),
            ])
        context.updateProperties(of: destination, as: SegNavTaskDetailController.self) {
            $0.delegate = id
            $0.selection = SegNavTaskDetailController.Selection(row: row, object: task)
        }
        senderRow = nil
    }

    /// The book's custom `setEditedSelection:`: a changed text replaces the
    /// task and reloads its row, which may now dequeue the other prototype.
    mutating func setEditedSelection(_ selection: SegNavTaskDetailController.Selection, _ context: inout AppContext) {
        guard let id = context.controller, tasks.indices.contains(selection.row),
            tasks[selection.row] != selection.object
        else { return }
        tasks[selection.row] = selection.object
        // The one line the model's change prints: scenelab's words; the task is the course's (English) data.
        context.note(SegNavDiagnostic.taskChanged(number: selection.row + 1, text: selection.object))
        context.note(SegNavDiagnostic.reloadTypo(asWritten: context.code == .asWritten))
        context.reloadRow(
            (0, selection.row), of: id, sections: [TableSection(rowIdentifiers: tasks.map(Self.identifier(of:)))])
    }
}
