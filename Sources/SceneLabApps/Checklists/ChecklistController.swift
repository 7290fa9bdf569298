import CommandGrammar
import SceneLabCore

/// `ChecklistViewController`: the list of items, loaded from
/// `Documents/Checklists.plist` in `viewDidLoad` and saved there after each
/// of the four changes the chapter names (add, edit, delete, toggle); the
/// delegate of the item detail screen it segues to.
struct ChecklistController: ControllerCode {
    typealias Model = Checklists

    static let className = "ChecklistViewController"
    /// The "+" bar button's segue, and the detail disclosure button's.
    static let addSegue = "AddItem"
    static let editSegue = "EditItem"
    /// The prototype cell's reuse identifier.
    static let cellIdentifier: Name = "ChecklistItem"

    /// The "+" bar button.
    enum Button: String, ScreenControl {
        case add = "+"
    }

    /// A row's swipe action: the table's own Delete.
    enum RowAction: String, ScreenControl {
        case delete
    }

    /// `items`: empty until `viewDidLoad` loads the file.
    var items: [ChecklistItem] = []
    /// The identity the next item made in this process gets.
    var nextItemID = 1
    /// The row whose detail button sent the segue in flight.
    var senderRow: Int?
    /// What the last save wrote, so that the next add's save can extend it
    /// (`SavedItems`); nothing until the first save of this controller.
    var lastSave: SavedItems?

    // MARK: The view

    mutating func viewDidLoad(_ model: inout Checklists, _ context: inout AppContext) {
        loadChecklistItems(&context)
    }

    func tableSections(_ model: Checklists, _ language: Language) -> [TableSection]? {
        [TableSection(rows: items.count, cellIdentifier: Self.cellIdentifier)]
    }

    func screen(_ model: Checklists, _ context: AppContext) -> Screen? {
        let language = context.language
        var screen = Screen(title: ChecklistsStrings.listTitle(language))
        screen.rightButtons = [Screen.Button(Button.add, label: "+")]
        let delete = Screen.Button(
            RowAction.delete, label: ChecklistsStrings.delete(language), swipeStyle: .commitDelete)
        screen.sections = [
            Screen.Section(
                rows: items.map { item in
                    // configureCheckmark: the label left of the text shows √ or nothing.
                    var row = Screen.Row(
                        symbol: item.checked ? "✓" : nil, text: item.text, accessory: "ⓘ", swipeActions: [delete])
                    row.hasDetailButton = true
                    return row
                })
        ]
        return screen
    }

    // MARK: The user

    mutating func tap(
        _ button: Button, on screen: Screen, _ model: inout Checklists, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let list = context.controller else { throw screen.refusal(ofTap: button) }
        switch button {
        case .add: return [.performSegue(Self.addSegue, from: list, sender: "UIBarButtonItem(+)")]
        }
    }

    mutating func perform(
        _ input: UserInput, on screen: Screen, _ model: inout Checklists, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let list = context.controller else { throw screen.refusal(of: input) }
        switch input {
        case .row(_, let row, _) where items.indices.contains(row):
            toggle(row, list: list, &context)
            return []
        case .commitDelete(_, let row, _) where items.indices.contains(row):
            remove(row, list: list, &context)
            return []
        case .accessory(_, let row) where items.indices.contains(row):
            senderRow = row
            return [.performSegue(Self.editSegue, from: list, sender: Self.cellName(row: row))]
        default:
            throw screen.refusal(of: input)
        }
    }

    /// How `prepare(for:sender:)` names a cell sender.
    static func cellName(row: Int) -> String { "UITableViewCell(\(cellIdentifier)) [0, \(row)]" }

    /// The book's `prepare(for:sender:)`: the list becomes the detail's
    /// delegate, and for EditItem hands it the item of the sender cell.
    mutating func prepare(
        forSegue identifier: String, destination: ObjectID, _ model: inout Checklists, _ context: inout AppContext
    ) {
        guard let list = context.controller else { return }
        var item: ChecklistItem?
        if identifier == Self.editSegue {
            if let row = senderRow, items.indices.contains(row) {
                item = items[row]
                context.note(ChecklistsDiagnostic.preparedEdit(row: row, text: items[row].text))
            } else {
                context.note(ChecklistsDiagnostic.preparedEditWithoutCell)
            }
        } else {
            context.note(ChecklistsDiagnostic.preparedAdd)
        }
        senderRow = nil
        context.updateProperties(of: destination, as: ItemDetailController.self) {
            $0.delegate = list
            $0.itemToEdit = item
        }
    }

    // MARK: The four changes, each ending in a save

    /// `tableView(_:didSelectRowAt:)`: toggle the checkmark, clear the
    /// highlight, save.
    mutating func toggle(_ row: Int, list: ObjectID, _ context: inout AppContext) {
        items[row].checked.toggle()
        context.note(
            ChecklistsDiagnostic.itemToggled(number: row + 1, text: items[row].text, checked: items[row].checked))
        context.call(
            "cellForRow(at:)", on: list, channel: .table, arguments: [Event.Argument.indexPath("at", 0, row)])
        context.call(
            "deselectRow(at:animated:)", on: list, channel: .table,
            arguments: [Event.Argument.indexPath("at", 0, row), .animated(true)])
        saveChecklistItems(&context)
    }

    /// `tableView(_:commit:forRowAt:)`: remove the item and its row, save.
    mutating func remove(_ row: Int, list: ObjectID, _ context: inout AppContext) {
        context.note(ChecklistsDiagnostic.itemRemoved(number: row + 1, text: items[row].text))
        items.remove(at: row)
        context.call(
            "deleteRows(at:with:)", on: list, channel: .table,
            arguments: [Event.Argument.indexPath("at", 0, row), Event.Argument("with", .object(".automatic"))])
        saveChecklistItems(&context)
    }

    /// `itemDetailViewController(_:didFinishAdding:)`: append, insert the
    /// row, pop the detail, save.
    mutating func add(_ text: String, list: ObjectID, _ context: inout AppContext) {
        let row = items.count
        items.append(ChecklistItem(id: nextItemID, text: text))
        nextItemID += 1
        context.note(ChecklistsDiagnostic.itemAdded(number: row + 1, text: text))
        context.call(
            "insertRows(at:with:)", on: list, channel: .table,
            arguments: [Event.Argument.indexPath("at", 0, row), Event.Argument("with", .object(".automatic"))])
        saveChecklistItems(&context)
    }

    /// `itemDetailViewController(_:didFinishEditing:)`: the item (the same
    /// object the detail changed) gets its text, its cell if it still has
    /// one is configured again, and the list is saved.
    mutating func finishEditing(_ item: ChecklistItem, text: String, list: ObjectID, _ context: inout AppContext) {
        if let row = items.firstIndex(where: { $0.id == item.id }) {
            items[row].text = text
            context.note(ChecklistsDiagnostic.itemChanged(number: row + 1, text: text))
            context.call(
                "cellForRow(at:)", on: list, channel: .table, arguments: [Event.Argument.indexPath("at", 0, row)])
        } else {
            context.note(ChecklistsDiagnostic.editedItemGone)
        }
        saveChecklistItems(&context)
    }

    // MARK: The file

    /// `saveChecklistItems()`: encode the whole array, write it atomically.
    /// On disk that is what happens, every change; in memory the items are
    /// kept as saved and encoded when the file is read (`SavedItems`).
    mutating func saveChecklistItems(_ context: inout AppContext) {
        guard let list = context.controller else { return }
        context.call("saveChecklistItems()", on: list, channel: .store)
        let save = SavedItems.saving(items, after: lastSave)
        lastSave = save
        if !context.writeFile(save.contents, to: ChecklistItemsFile.path) {
            context.note(ChecklistsDiagnostic.saveFailed)
        }
    }

    /// `loadChecklistItems()`: read the file if there is one and decode it.
    /// A file the decoder refuses is moved aside rather than left for the
    /// next save to overwrite, as the book's code would (`book as-written` leaves it).
    mutating func loadChecklistItems(_ context: inout AppContext) {
        guard let list = context.controller else { return }
        context.call("loadChecklistItems()", on: list, channel: .store)
        let path = ChecklistItemsFile.path
        let reason: ChecklistItemsFile.DecodeFailure
        switch context.readFile(path) {
        case nil:
            return
        case .missing:
            context.note(ChecklistsDiagnostic.noFileYet(path: "\(path)"))
            return
        case .damaged(let why):
            reason = .damagedFile(why)
        case .bytes(let bytes):
            switch ChecklistItemsFile.decode(bytes, firstID: nextItemID) {
            case .success(let loaded):
                items = loaded
                nextItemID += loaded.count
                return
            case .failure(let failure):
                reason = failure
                // Verbatim: the book's print, as Foundation words it on the app's console.
                let printed = "Error decoding item array: The data couldn’t be read because it isn’t in the correct format."
                context.printLine(printed)
            }
        }
        // The book's catch only prints: the file stays where it is, and the next
        // save overwrites it (004:L287–291).
        if context.code == .asWritten {
            context.note(ChecklistsDiagnostic.unreadableFileLeftForTheNextSave(path: "\(path)"))
            return
        }
        guard let aside = context.moveFileAside(path) else { return }
        context.warn(ChecklistsDiagnostic.unreadableFileKeptAside(path: "\(path)", reason: reason, aside: "\(aside)"))
    }
}
