import SceneLabCore

/// `ItemDetailViewController`: one text field, Cancel and Done. It adds an
/// item, or edits `itemToEdit`, and reports back only through its
/// `ItemDetailViewControllerDelegate`; the delegate pops it.
struct ItemDetailController: ControllerCode {
    typealias Model = Checklists

    static let className = "ItemDetailViewController"

    /// Cancel on the left of the navigation bar, Done on the right.
    enum Button: String, ScreenControl {
        case cancel
        case done
    }

    /// `weak var delegate: ItemDetailViewControllerDelegate?`, set in the list's `prepare(for:sender:)`.
    var delegate: ObjectID?
    /// `itemToEdit`, set for EditItem; `nil` adds.
    var itemToEdit: ChecklistItem?
    /// `textField.text`.
    var text = ""

    /// `viewDidLoad`: an edit shows the item's text, under "Edit Item".
    mutating func viewDidLoad(_ model: inout Checklists, _ context: inout AppContext) {
        if let itemToEdit { text = itemToEdit.text }
    }

    func screen(_ model: Checklists, _ context: AppContext) -> Screen? {
        let language = context.language
        var screen = Screen(
            title: itemToEdit == nil ? ChecklistsStrings.addTitle(language) : ChecklistsStrings.editTitle(language))
        screen.leftButtons = [Screen.Button(Button.cancel, label: ChecklistsStrings.cancel(language))]
        screen.rightButtons = [Screen.Button(Button.done, label: ChecklistsStrings.done(language))]
        screen.fields = [
            Screen.Field(
                name: "text", label: ChecklistsStrings.fieldLabel(language), text: text,
                placeholder: ChecklistsStrings.placeholder(language))
        ]
        return screen
    }

    mutating func perform(
        _ input: UserInput, on screen: Screen, _ model: inout Checklists, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard case .field("text", let newText) = input, context.controller != nil else {
            throw screen.refusal(of: input)
        }
        text = newText
        return []
    }

    mutating func tap(
        _ button: Button, on screen: Screen, _ model: inout Checklists, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let detail = context.controller else { throw screen.refusal(ofTap: button) }
        switch button {
        case .cancel:
            return tellDelegate(detail, "itemDetailViewControllerDidCancel(_:)", &context) { _, _, _ in }
        case .done:
            // The text field's delegate enables Done only while there is text.
            guard !text.isEmpty else {
                throw Rejection(ChecklistsDiagnostic.doneWhileEmpty)
            }
            let text = self.text
            if let item = itemToEdit {
                return tellDelegate(
                    detail, "itemDetailViewController(_:didFinishEditing:)", item: ("didFinishEditing", text), &context
                ) { list, id, context in list.finishEditing(item, text: text, list: id, &context) }
            }
            return tellDelegate(
                detail, "itemDetailViewController(_:didFinishAdding:)", item: ("didFinishAdding", text), &context
            ) { list, id, context in list.add(text, list: id, &context) }
        }
    }

    /// `delegate?.METHOD(self, …)`, with the item's text under its label
    /// when the method passes one: the delegate's code runs, then it pops
    /// this screen. With no delegate (pushed by hand), nothing happens.
    private func tellDelegate(
        _ detail: ObjectID, _ method: Name, item: (label: Name, text: String)? = nil, _ context: inout AppContext,
        _ body: (inout ChecklistController, ObjectID, inout AppContext) -> Void
    ) -> [AppAction] {
        guard let delegate, context.isAlive(delegate) else {
            context.note(ChecklistsDiagnostic.noDelegate(method: "\(method)"))
            return []
        }
        var arguments = Event.Arguments(Event.Argument("_", .object(ObjectName(Name(context.name(of: detail))))))
        if let item { arguments.append(Event.Argument(item.label, .string(Name(item.text)))) }
        context.call(method, on: delegate, channel: .delegate, arguments: arguments)
        context.runCode(of: delegate, as: ChecklistController.self) { list, context in
            body(&list, delegate, &context)
        }
        // The delegate's `navigationController?.popViewController(animated: true)`.
        return [.pop(from: delegate)]
    }
}
