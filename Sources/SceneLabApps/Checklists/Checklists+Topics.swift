import PropertyLists
import SceneLabCore

extension Checklists {
    /// The iOS Apprentice's Checklists: its model, its saving and loading, its item detail delegate,
    /// and its chapter's test of the saved file (`kill`, `rm`, relaunch).
    static let topics: [String: [Wording]] = [
        "ChecklistItem": [
            "Checklists' model: `class ChecklistItem: NSObject, Codable` with `text` and `checked`. Codable is all the",
            "saving chapter adds: PropertyListEncoder then writes each item as a dictionary {checked, text}. The",
            "`text` property is not named in the chapter itself (outside knowledge, from the book's earlier chapters).",
        ],
        "checklists": [
            "The iOS Apprentice's Checklists after \"Saving & Loading\": ChecklistViewController in a navigation",
            "controller, ItemDetailViewController for adding (+, AddItem) and editing (`tap info N`, EditItem), a",
            "delegate protocol back, and Documents/Checklists.plist saved after each change and loaded in viewDidLoad.",
            "The chapter's test: kill, `rm Documents/Checklists.plist`, relaunch (empty), add (the file is back).",
        ],
        "loadChecklistItems()": [
            "Checklists' load (iOS Apprentice, \"Saving & Loading\"), called in the list's viewDidLoad: `try?",
            "Data(contentsOf: dataFilePath())` gives nil when there is no file (the first run: the list stays empty),",
            "else PropertyListDecoder decodes [ChecklistItem]. The book's catch only prints \"Error decoding item",
            "array\", and its next save overwrites the file; scenelab moves such a file aside as",
            "Checklists.plist.corrupt-STAMP and warns, so nothing is lost.",
        ],
        "saveChecklistItems()": [
            "Checklists' save: PropertyListEncoder (binary by default, so the file starts with bplist00) encodes the",
            "whole items array as [{checked, text}], and `data.write(to:options: .atomic)` replaces",
            "Documents/Checklists.plist. The chapter calls it at the end of the four places items change: the two",
            "ItemDetailViewControllerDelegate methods, tableView(_:commit:forRowAt:) and tableView(_:didSelectRowAt:).",
            "No lifecycle callback saves: a kill at any moment loses nothing already saved.",
            "In the delegate methods the book calls it after popViewController(animated:); scenelab prints it before",
            "the pop's callbacks, which UIKit runs when the transition starts [uncertain].",
        ],
        "init(contentsOf:)": [
            "`Data(contentsOf: url)`: the whole file's bytes; it throws when there is no file. Checklists reads",
            "Documents/Checklists.plist with it in loadChecklistItems().",
        ],
        "itemDetailViewController(_:didFinishAdding:)": [
            "ItemDetailViewControllerDelegate, Checklists: the detail's Done (with no itemToEdit) makes a ChecklistItem",
            "and hands it to its `weak var delegate`, the list, which appends it, inserts its row, pops the detail",
            "(the detail never pops itself) and saves. The list made itself the delegate in prepare(for:sender:).",
        ],
        "itemDetailViewController(_:didFinishEditing:)": [
            "ItemDetailViewControllerDelegate, Checklists: Done on an item to edit. The detail has already set the",
            "item's text (ChecklistItem is a class, so the list's array holds the same object); the list finds its row",
            "with items.firstIndex(of:), configures the cell again (cellForRow(at:)), pops and saves.",
        ],
        "itemDetailViewControllerDidCancel(_:)": [
            "ItemDetailViewControllerDelegate, Checklists: Cancel; the list pops the detail and nothing is saved.",
            "This method is not in the saving chapter itself: it comes from the book's earlier chapters (outside",
            "knowledge, from the book's conventions and learners' copies of its code).",
        ],
        "cellForRow(at:)": [
            "UITableView's own lookup of a visible cell (nil when the row is off screen), which Checklists' code uses",
            "to configure the checkmark or the text of just that cell. Not the data source's tableView(_:cellForRowAt:).",
        ],
    ]
}
