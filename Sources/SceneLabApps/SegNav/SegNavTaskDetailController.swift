import SceneLabCore

/// `BIDTaskDetailController`: a text view holding the selected task, filled
/// in `viewDidLoad` from what `prepare(for:sender:)` handed over; Back sends
/// the edited text to the delegate from `viewWillDisappear`, since a pop
/// prepares no segue.
struct SegNavTaskDetailController: ControllerCode {
    typealias Model = SegNav

    /// The book's `selection` dictionary: the row's index path and its task.
    struct Selection: Sendable, Equatable {
        var row: Int
        var object: String
    }

    static let className = "BIDTaskDetailController"

    /// `delegate`, weak: the list below on the stack.
    var delegate: ObjectID?
    /// `selection`, copied in by the list.
    var selection: Selection?
    /// `textView.text`.
    var text = ""

    mutating func viewDidLoad(_ model: inout SegNav, _ context: inout AppContext) {
        text = selection?.object ?? ""
        context.note(SegNavDiagnostic.keyboardUp(text: text))
    }

    func screen(_ model: SegNav, _ context: AppContext) -> Screen? {
        var screen = Screen(title: "")
        screen.navigationTitle = nil
        screen.fields = [Screen.Field(name: "text", label: "Text", text: text, placeholder: "")]
        return screen
    }

    mutating func perform(
        _ input: UserInput, on screen: Screen, _ model: inout SegNav, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard case .field("text", let newText) = input else { throw screen.refusal(of: input) }
        text = newText
        return []
    }

    static let overridesViewWillDisappear = true

    /// The book's `viewWillDisappear:`: end editing so the text is final,
    /// then hand `editedSelection` to the delegate by key-value coding.
    mutating func viewWillDisappear(_ model: inout SegNav, _ context: inout AppContext) {
        guard let delegate, context.isAlive(delegate), let selection else { return }
        let edited = Selection(row: selection.row, object: text)
        context.call(
            "setValue(_:forKey:)", on: delegate, channel: .delegate,
            arguments: [
                .init("_", .string(Name("{indexPath: [0, \(edited.row)], object: \(edited.object)}"))),
                .init("forKey", .string("editedSelection")),
            ])
        context.runCode(of: delegate, as: SegNavTaskListController.self) { list, context in
            list.setEditedSelection(edited, &context)
        }
    }
}
