import CommandGrammar
import SceneLabCore

/// The book's `ViewController` (part II, chapters 7 and 8), the app's only
/// scene: a table and, under it, a toolbar whose «Создать контакт» runs
/// `showNewContactAlert()`; the trailing swipe «Удалить» deletes. There is no
/// navigation controller and no editor: the book builds neither, and it
/// implements no `tableView(_:didSelectRowAt:)`.
struct ContactListController: ControllerCode {
    typealias Model = ContactsApp

    static let className = "ViewController"

    /// The toolbar's bar button item «Создать контакт», wired to `showNewContactAlert`.
    enum Button: String, ScreenControl {
        case createContact = "create-contact"
    }

    /// A row's trailing swipe action, «Удалить».
    enum RowAction: String, ScreenControl {
        case delete
    }

    /// The book loads in `viewDidLoad`: `storage = ContactStorage(); loadContacts()`.
    mutating func viewDidLoad(_ model: inout ContactsApp, _ context: inout AppContext) {
        model.loadContacts(&context)
    }

    func tableSections(_ model: ContactsApp, _ language: Language) -> [TableSection]? { model.listSections }

    func screen(_ model: ContactsApp, _ context: AppContext) -> Screen? {
        let language = context.language
        var screen = Screen(title: ContactsStrings.listTitle(language))
        // No navigation bar: the book's scene is the table and its toolbar.
        screen.navigationTitle = nil
        if let demo = model.demo {
            // The rows on screen show their cells' text; the others, what a new cell would.
            let onScreen = context.rowsOnScreen
            let first = context.controller.map { context.tableOffset(of: $0) } ?? 0
            screen.sections = [
                Screen.Section(
                    header: nil,
                    rows: (0..<DemoTable.rows).map { row in
                        let shown = (first..<first + onScreen).contains(row)
                            ? demo.shownNumber(ofRow: row, onScreen: onScreen) : row
                        return Screen.Row(text: ContactsStrings.demoRow(shown, language), detail: nil)
                    })
            ]
            return screen
        }
        let code = ContactsCode(context.chapter)
        screen.sections = [
            Screen.Section(
                header: nil,
                rows: model.contacts.map { contact in
                    var row = Screen.Row(
                        text: contact.title, detail: contact.phone,
                        swipeActions: code.deletes
                            ? [
                                Screen.Button(
                                    RowAction.delete, label: ContactsStrings.delete(language),
                                    swipeStyle: .trailingAction)
                            ] : [])
                    row.asksForTrailingActions = code.answersSwipe
                    return row
                })
        ]
        // The toolbar under the table: a flexible space, then «Создать контакт».
        if code.hasCreateButton {
            screen.buttons = [Screen.Button(Button.createContact, label: ContactsStrings.createContact(language))]
        }
        return screen
    }

    mutating func tap(
        _ button: Button, on screen: Screen, _ model: inout ContactsApp, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let list = context.controller else { throw screen.refusal(ofTap: button) }
        switch button {
        case .createContact:
            // `showNewContactAlert()`: `self.present(alertController, animated: true, completion: nil)`.
            return [.presentAlert(newContactAlert(context.language), from: list)]
        }
    }

    mutating func perform(
        _ input: UserInput, on screen: Screen, _ model: inout ContactsApp, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let list = context.controller else { throw screen.refusal(of: input) }
        switch input {
        case .row(_, let row, _):
            // UIKit selects the row; the book's code does nothing with it.
            context.note(ContactsDiagnostic.rowOnlySelected(row: row + 1))
            return []
        case .swipeAction(_, _, let row, _) where model.contacts.indices.contains(row):
            // The book's «Удалить» `UIContextualAction`, whose handler UIKit has just run.
            context.note(ContactsDiagnostic.contactRemoved(number: row + 1, name: model.contacts[row].title))
            model.contacts.remove(at: row)
            model.save(&context)
            context.reloadData(of: list, sections: model.listSections)
            return []
        default:
            throw screen.refusal(of: input)
        }
    }

    func newContactAlert(_ language: Language) -> Alert {
        Alert(
            title: ContactsStrings.newContact(language), message: ContactsStrings.newContactMessage(language),
            fields: [
                Screen.Field(
                    name: "name", label: ContactsStrings.name(language), text: "",
                    placeholder: ContactsStrings.name(language)),
                Screen.Field(
                    name: "phone", label: ContactsStrings.phone(language), text: "",
                    placeholder: ContactsStrings.phone(language)),
            ],
            actions: [
                Alert.Action(name: "cancel", title: ContactsStrings.cancel(language), style: .cancel),
                Alert.Action(
                    name: "create", title: ContactsStrings.create(language), style: .default,
                    handler: ContactsApp.AlertAction.create),
            ])
    }
}
