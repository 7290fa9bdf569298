/// A finger on the top screen.
public enum Gesture: SimulatorCommand, Equatable {
    /// `tap ELEMENT`: a bar button, a row number, a button, `back`.
    case tap(String)
    /// `tap info ROW`: the row's detail disclosure button (ⓘ), not the row.
    case tapAccessory(row: Int)
    /// `type FIELD TEXT`: replace a text field's text.
    case type(field: String, text: String)
    /// `toggle SWITCH`.
    case toggle(String)
    /// `swipe ROW ACTION`: one of the row's contextual actions; an empty ACTION
    /// (`swipe ROW`) only swipes the row and shows them.
    case swipe(row: Int, action: String)
    /// `edit-mode on|off`: the Edit / Done button.
    case editMode(Bool)
    /// `move ROW SECTION [POSITION]`: drag a row in edit mode (SECTION and POSITION from 1).
    case move(row: Int, section: Int, position: Int?)
    /// `delete ROW`: the delete control of edit mode, or the trailing swipe.
    case delete(row: Int)
    /// `scroll down|up [N]`: drag the table by N rows (a screenful when nil).
    case scroll(down: Bool, rows: Int?)

    /// The command's word, as a person types it.
    public var verb: String {
        switch self {
        case .tap, .tapAccessory: return "tap"
        case .type: return "type"
        case .toggle: return "toggle"
        case .swipe: return "swipe"
        case .editMode: return "edit-mode"
        case .move: return "move"
        case .delete: return "delete"
        case .scroll: return "scroll"
        }
    }

    /// A finger on the glass, which only a foreground-active scene feels.
    public var traits: CommandTraits { .touch }

    public var topic: String { "gesture" }

    public func perform(in app: inout Application) throws(Rejection) { try GestureHandling.perform(self, in: &app) }

    /// What a gesture typed as `verb` then `words` could have meant to
    /// address on `screen`, for a suggestion: the words kept before the
    /// target (`swipe 2`), the target typed, and the names and labels there.
    static func targets(
        of verb: String, after words: [String], on screen: Screen
    ) -> (head: String, typed: String, candidates: [String])? {
        let typed = words.joined(separator: " ")
        switch verb {
        case "tap":
            let buttons = screen.leftButtons + screen.rightButtons + screen.buttons
            let rows = screen.numberedRows.map(\.row)
            var candidates = buttons.map(\.name) + buttons.map(\.label) + rows.compactMap(\.name) + rows.map(\.text)
            if let back = screen.backTitle { candidates += ["back", back] }
            return (verb, typed, candidates)
        case "type":
            return (verb, typed, screen.fields.map(\.name) + screen.fields.map(\.label))
        case "toggle":
            return (verb, typed, screen.switches.map(\.name) + screen.switches.map(\.label))
        case "swipe":
            guard words.count > 1, let number = Int(words[0]), let row = screen.row(numbered: number)?.row else {
                return nil
            }
            let actions = row.swipeActions
            return ("swipe \(number)", words.dropFirst().joined(separator: " "), actions.map(\.name) + actions.map(\.label))
        default:
            return nil
        }
    }
}
