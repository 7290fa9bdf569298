import CommandGrammar
import SceneLabCore

/// The iOS Apprentice's Checklists as the chapter "Saving & Loading" leaves
/// it: a navigation controller whose root lists the items, and an item
/// detail screen for adding and editing, which reports back through a
/// delegate. The items live in the list controller and persist in the app
/// container's `Documents/Checklists.plist`, not in UserDefaults.
struct Checklists: AppModel {
    typealias Command = ItemCommand

    static let bundleIdentifier = "com.example.Checklists"
    static let controllerCode: [any ControllerCode.Type] = [ChecklistController.self, ItemDetailController.self]

    static let definition = AppDefinition(
        id: "checklists", displayName: "Checklists", bundleIdentifier: bundleIdentifier,
        root: .navigationController(root: ChecklistController.className),
        segues: [
            Segue(
                ChecklistController.addSegue, from: ChecklistController.className, to: ItemDetailController.className),
            Segue(
                ChecklistController.editSegue, from: ChecklistController.className, to: ItemDetailController.className),
        ],
        bookConsole: ChecklistController.bookConsole, model: Checklists.self)

    /// `item …` runs the list controller's own code, as the UI's gestures
    /// do: the items are its `items`, loaded in its `viewDidLoad`.
    mutating func perform(_ command: ItemCommand, _ context: inout AppContext) throws(Rejection) -> [AppAction] {
        // The count alone for the changes: a copy of `items` alive while the
        // code appends would make the append copy the whole array.
        guard let list = context.liveController(ChecklistController.self), context.isViewLoaded(list),
            let count = context.properties(of: list, as: ChecklistController.self)?.items.count
        else {
            throw Rejection(ChecklistsDiagnostic.viewNotLoaded)
        }
        func row(_ number: Int) throws(Rejection) -> Int {
            guard number >= 1, number <= count else {
                throw Rejection.noItem(.item, numbered: number, count: count)
            }
            return number - 1
        }
        switch command {
        case .list:
            let items = context.properties(of: list, as: ChecklistController.self)?.items ?? []
            if items.isEmpty { context.output(ChecklistsDiagnostic.noItems) }
            for (index, item) in items.enumerated() {
                context.output("\(index + 1). [\(item.checked ? "✓" : " ")] \(item.text)")
            }
        case .add(let text):
            context.runCode(of: list, as: ChecklistController.self) { code, context in
                code.add(text, list: list, &context)
            }
        case .check(let number):
            let row = try row(number)
            context.runCode(of: list, as: ChecklistController.self) { code, context in
                code.toggle(row, list: list, &context)
            }
        case .remove(let number):
            let row = try row(number)
            context.runCode(of: list, as: ChecklistController.self) { code, context in
                code.remove(row, list: list, &context)
            }
        }
        return []
    }
}

/// Checklists' model commands: `item add TEXT | list | check N | rm N`.
public enum ItemCommand: AppModelCommand, Equatable {
    case add(String)
    case list
    /// Toggles the checkmark, as a tap on the row does.
    case check(Int)
    case remove(Int)

    public var noun: String { "item" }
    public var appID: String { Checklists.definition.id }
    public var onlyReads: Bool { self == .list }
}

extension ModelCommand {
    public static func itemAdd(_ text: String) -> ModelCommand { ModelCommand(ItemCommand.add(text)) }
    public static var itemList: ModelCommand { ModelCommand(ItemCommand.list) }
    public static func itemCheck(_ number: Int) -> ModelCommand { ModelCommand(ItemCommand.check(number)) }
    public static func itemRemove(_ number: Int) -> ModelCommand { ModelCommand(ItemCommand.remove(number)) }
}

extension AppDefinition {
    /// The iOS Apprentice's Checklists, chapter "Saving & Loading".
    public static let checklists = Checklists.definition
}
