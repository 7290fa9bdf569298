import CommandGrammar
/// The top screen as text: what `screen` draws and what gestures can address.
public struct Screen: Sendable, Equatable {
    /// A button in the navigation bar, or an alert's button.
    public struct Button: Sendable, Equatable {
        /// The name a gesture uses: `+`, `edit`, `save`, ...
        public var name: String
        public var label: String
        /// For a row's swipe action, how UIKit reports it to the app.
        public var swipeStyle: SwipeStyle

        public init(name: String, label: String, swipeStyle: SwipeStyle = .leadingAction) {
            self.name = name
            self.label = label
            self.swipeStyle = swipeStyle
        }
    }

    /// How UIKit reports a row's swipe action to the app's code.
    public enum SwipeStyle: Sendable, Equatable {
        /// A `UIContextualAction` of the leading configuration: UIKit runs its handler.
        case leadingAction
        /// A `UIContextualAction` of the trailing configuration: UIKit asks the
        /// delegate for the configuration, then runs the action's handler.
        case trailingAction
        /// The table's own Delete: UIKit calls the data source's `tableView(_:commit:forRowAt:)`.
        case commitDelete
    }

    /// A table row; rows are numbered 1...n across sections.
    public struct Row: Sendable, Equatable {
        public var symbol: String?
        public var text: String
        public var detail: String?
        /// `>` for a disclosure indicator, `✓` for a checkmark.
        public var accessory: String?
        /// Names of the row's contextual actions, leading and trailing (`swipe ROW ACTION`).
        public var swipeActions: [Button] = []
        /// A word `tap` accepts for the row besides its number and its text, such as `type`.
        public var name: String?
        /// The row's index path in the table, when it is not its place on the
        /// screen (a static table whose first cells are fields).
        public var indexPath: (section: Int, row: Int)?
        /// Whether the row's accessory is a detail disclosure button (ⓘ),
        /// which `tap info N` taps apart from the row.
        public var hasDetailButton = false
        /// Whether the storyboard wires a segue to the cell's selection. UIKit
        /// then prepares the segue before it tells the table's delegate of the
        /// selection, so `tableView(_:didSelectRowAt:)` follows `prepare(for:sender:)`.
        public var selectionPerformsSegue = false
        /// Whether the table's delegate answers a left swipe
        /// (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)`) though
        /// the row shows no trailing action: the method returns nil.
        public var asksForTrailingActions = false

        public init(
            symbol: String? = nil, text: String, detail: String? = nil, accessory: String? = nil,
            swipeActions: [Button] = [], name: String? = nil, indexPath: (section: Int, row: Int)? = nil,
            selectionPerformsSegue: Bool = false
        ) {
            self.symbol = symbol
            self.text = text
            self.detail = detail
            self.accessory = accessory
            self.swipeActions = swipeActions
            self.name = name
            self.indexPath = indexPath
            self.selectionPerformsSegue = selectionPerformsSegue
        }

        public static func == (lhs: Row, rhs: Row) -> Bool {
            lhs.symbol == rhs.symbol && lhs.text == rhs.text && lhs.detail == rhs.detail
                && lhs.accessory == rhs.accessory && lhs.swipeActions == rhs.swipeActions && lhs.name == rhs.name
                && lhs.indexPath?.section == rhs.indexPath?.section && lhs.indexPath?.row == rhs.indexPath?.row
                && lhs.hasDetailButton == rhs.hasDetailButton
                && lhs.selectionPerformsSegue == rhs.selectionPerformsSegue
                && lhs.asksForTrailingActions == rhs.asksForTrailingActions
        }
    }

    /// A table section: an optional header and its rows.
    public struct Section: Sendable, Equatable {
        public var header: String?
        public var rows: [Row]

        public init(header: String? = nil, rows: [Row]) {
            self.header = header
            self.rows = rows
        }
    }

    /// A text field (`type FIELD TEXT`).
    public struct Field: Sendable, Equatable {
        public var name: String
        public var label: String
        public var text: String
        public var placeholder: String

        public init(name: String, label: String, text: String, placeholder: String) {
            self.name = name
            self.label = label
            self.text = text
            self.placeholder = placeholder
        }
    }

    /// A switch (`toggle SWITCH`).
    public struct Switch: Sendable, Equatable {
        public var name: String
        public var label: String
        public var isOn: Bool

        public init(name: String, label: String, isOn: Bool) {
            self.name = name
            self.label = label
            self.isOn = isOn
        }
    }

    public var title: String
    /// The controller's `title` (its navigation item's), which a back button
    /// pointing at this screen shows; `nil` when the code sets none, and the
    /// button reads UIKit's default, Back. The screen's own `title` unless changed.
    public var navigationTitle: String?
    /// The back button's title, when the screen has one.
    public var backTitle: String?
    /// Whether the screen's own left bar items take the back button's place
    /// (UIKit hides it unless `leftItemsSupplementBackButton` is set).
    public var hidesBackButton = false
    /// The title of the controller's tab bar item, which a tab bar shows for
    /// it; `nil` for code that names no tab (the tab bar shows the class).
    public var tabTitle: String?
    public var leftButtons: [Button] = []
    public var rightButtons: [Button] = []
    public var fields: [Field] = []
    public var switches: [Switch] = []
    public var sections: [Section] = []
    /// Whether the table is in edit mode (delete and reorder controls shown).
    public var isEditing = false
    /// Other tappable elements, such as a plain button on a non-table screen.
    public var buttons: [Button] = []
    /// A line under the title for screens with a message (the game's score).
    public var message: String?
    /// Gestures beyond taps, fields and switches, as `actions` lists them.
    public var extraActions: [String] = []
    /// The rows on screen of a table longer than the screen (`scroll`); nil
    /// when every row fits. `screen` still lists every row, so `tap N` counts
    /// them all, and names the ones on screen in a line under them.
    public var window: TableWindow?

    /// The rows of a table on screen, numbered from 1 as `tap` counts them.
    public struct TableWindow: Sendable, Equatable {
        public var first: Int
        public var last: Int
        public var total: Int
    }

    public init(title: String) {
        self.title = title
        self.navigationTitle = title
    }

    /// The row number a tapped element names: a whole number from 1, or nil.
    public static func rowNumber(_ element: String) -> Int? {
        guard let number = Int(element), number >= 1 else { return nil }
        return number
    }

    /// The index path of the row `element` names: its number, or its name
    /// or text (ignoring case); `nil` when it names none.
    public func indexPath(ofRow element: String) -> (section: Int, row: Int)? {
        row(named: element)?.indexPath
    }

    /// The row `element` names (its number, its name or its text) and its index path, if there is one.
    public func row(named element: String) -> (row: Row, indexPath: (section: Int, row: Int))? {
        if let number = Self.rowNumber(element), let found = row(numbered: number) { return found }
        let word = element.lowercased()
        guard
            let found = numberedRows.first(where: {
                $0.row.name?.lowercased() == word || $0.row.text.lowercased() == word
            })
        else { return nil }
        return (found.row, found.row.indexPath ?? (found.section, found.index))
    }

    /// The index path of the row numbered `number` (from 1), if there is one.
    public func indexPath(ofNumber number: Int) -> (section: Int, row: Int)? {
        row(numbered: number)?.indexPath
    }

    /// The row numbered `number` (from 1) and its index path, if there is one.
    public func row(numbered number: Int) -> (row: Row, indexPath: (section: Int, row: Int))? {
        let rows = numberedRows
        guard rows.indices.contains(number - 1) else { return nil }
        let found = rows[number - 1]
        return (found.row, found.row.indexPath ?? (found.section, found.index))
    }

    /// The error for a gesture this screen does not offer, naming what it does offer.
    package func refusal(of input: UserInput) -> Rejection {
        GestureHandling.notOffered(input.description, on: self)
    }

    /// Every row, numbered from 1.
    public var numberedRows: [(number: Int, section: Int, index: Int, row: Row)] {
        var result: [(Int, Int, Int, Row)] = []
        for (sectionIndex, section) in sections.enumerated() {
            for (index, row) in section.rows.enumerated() {
                result.append((result.count + 1, sectionIndex, index, row))
            }
        }
        return result
    }

    /// The screen as lines of text.
    public var lines: [String] { lines(in: .en) }

    /// The screen as lines of text, scenelab's own words (not the app's) in `language`.
    public func lines(in language: Language) -> [String] {
        var lines: [String] = []
        let back = backTitle.map { "< \($0)" }
        let left = ([back].compactMap { $0 } + leftButtons.map(Self.drawn)).joined(separator: " ")
        let right = rightButtons.map(Self.drawn).joined(separator: " ")
        let bar = ([left, title, right].filter { !$0.isEmpty }).joined(separator: "   ")
        // A bar with nothing in it still shows: an empty line would read as nothing printed.
        lines.append(bar.isEmpty ? InterfaceDiagnostic.untitledScreen.text(in: language) : bar)
        lines.append(String(repeating: "─", count: max(20, lines[0].count)))
        if let message { lines.append(message) }
        for field in fields {
            let shown = field.text.isEmpty ? "(\(field.placeholder))" : field.text
            lines.append("\(field.label): \(shown)   ‹\(field.name)›")
        }
        for item in switches {
            lines.append("\(item.label): \(item.isOn ? "[on]" : "[off]")   ‹\(item.name)›")
        }
        // Rows are numbered through the sections, as `tap N` counts them.
        var number = 0
        for section in sections {
            if let header = section.header { lines.append(header) }
            if section.rows.isEmpty { lines.append("  —") }
            for row in section.rows {
                number += 1
                var text = "\(number). " + (row.symbol.map { $0 + " " } ?? "") + row.text
                if let detail = row.detail { text += " — \(detail)" }
                if let accessory = row.accessory { text += "  \(accessory)" }
                if isEditing { text = "⊖ " + text + "  ≡" }
                lines.append("  " + text)
            }
        }
        if let window {
            lines.append(
                InterfaceDiagnostic.rowsOnScreen(first: window.first, last: window.last, total: window.total)
                    .text(in: language))
        }
        for button in buttons { lines.append(Self.drawn(button)) }
        if let hint { lines.append(InterfaceDiagnostic.alsoOffered(hint: hint).text(in: language)) }
        return lines
    }

    /// A button as drawn: its label, and the word `tap` takes when that is
    /// not the label itself (`[About (present)] ‹present›`).
    static func drawn(_ button: Button) -> String {
        button.name.lowercased() == button.label.lowercased()
            ? "[\(button.label)]" : "[\(button.label)] ‹\(button.name)›"
    }

    /// What the line under a table that has more than taps lists: its rows'
    /// swipe actions and its edit mode, as typed.
    var hint: String? {
        var actions: [String] = []
        for row in sections.flatMap(\.rows) {
            for action in row.swipeActions where !actions.contains(action.name) { actions.append(action.name) }
        }
        var parts: [String] = []
        if !actions.isEmpty { parts.append("swipe ROW \(actions.joined(separator: "|"))") }
        if let editMode = extraActions.first(where: { $0.hasPrefix("edit-mode") }) { parts.append(editMode) }
        if numberedRows.contains(where: { $0.row.hasDetailButton }) { parts.append("tap info ROW") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The title a sentence names the screen by; nil when it has none, and the sentence says "this screen".
    var titleIfAny: String? { title.isEmpty ? nil : title }

    /// What a finger can do here, for `actions` and error messages.
    public var actionNames: [String] {
        var names: [String] = []
        if let backTitle {
            // A button of the screen's own called Back takes `tap back`: the bar's button is then
            // reached by its title, or by `pop` when that is Back too.
            let shadowed = (leftButtons + rightButtons + buttons).contains {
                $0.name.lowercased() == "back" || $0.label.lowercased() == "back"
            }
            names.append(
                !shadowed ? "tap back" : backTitle.lowercased() == "back" ? "pop" : "tap \(TypedName.quoted(backTitle))")
        }
        names += (leftButtons + rightButtons + buttons).map { "tap \(TypedName.quoted($0.name))" }
        let rows = numberedRows
        if !rows.isEmpty { names.append(rows.count == 1 ? "tap 1" : "tap ROW (1 to \(rows.count))") }
        let withButtons = rows.filter(\.row.hasDetailButton).map(\.number)
        if let first = withButtons.first, let last = withButtons.last {
            names.append(first == last ? "tap info \(first)" : "tap info ROW (\(first) to \(last))")
        }
        names += fields.map { "type \(TypedName.quoted($0.name)) TEXT" }
        names += switches.map { "toggle \(TypedName.quoted($0.name))" }
        var swipes: [String] = []
        for (number, _, _, row) in rows {
            for action in row.swipeActions { swipes.append("swipe \(number) \(TypedName.quoted(action.name))") }
        }
        names += swipes
        if window != nil { names.append("scroll down|up [N]") }
        names += extraActions
        return names
    }
}
