/// A finger on the top screen.
public enum Gesture: Sendable, Equatable {
    /// `tap ELEMENT`: a bar button, a row number, a button, `back`.
    case tap(String)
    /// `type FIELD TEXT`: replace a text field's text.
    case type(field: String, text: String)
    /// `toggle SWITCH`.
    case toggle(String)
    /// `swipe ROW ACTION`: one of the row's contextual actions.
    case swipe(row: Int, action: String)
    /// `edit-mode on|off`: the Edit / Done button.
    case editMode(Bool)
    /// `move ROW SECTION [POSITION]`: drag a row in edit mode (SECTION and POSITION from 1).
    case move(row: Int, section: Int, position: Int?)
    /// `delete ROW`: the delete control of edit mode, or the trailing swipe.
    case delete(row: Int)
}

/// Model shortcuts a script uses to set up data; they go through the same
/// model and storage code as the UI.
public enum ModelCommand: Sendable, Equatable {
    case taskAdd(title: String, important: Bool, completed: Bool)
    case taskList
    case taskDone(Int)
    case taskUndone(Int)
    case taskEdit(Int, title: String?, important: Bool?, completed: Bool?)
    case taskRemove(Int)
    case contactAdd(name: String, phone: String)
    case contactList
    case contactEdit(Int, name: String?, phone: String?)
    case contactRemove(Int)

    /// The command's noun: `task` or `contact`.
    var noun: String { appID == "todo" ? "task" : "contact" }

    /// The app a command needs.
    var appID: String {
        switch self {
        case .taskAdd, .taskList, .taskDone, .taskUndone, .taskEdit, .taskRemove: return "todo"
        case .contactAdd, .contactList, .contactEdit, .contactRemove: return "contacts"
        }
    }

    /// Whether the command only prints the model (`task list`), running no UI code.
    var onlyReads: Bool {
        switch self {
        case .taskList, .contactList: return true
        default: return false
        }
    }
}
