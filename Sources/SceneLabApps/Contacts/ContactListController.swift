import SceneLabCore

/// `ContactListController`: the book's screen. "+" presents the new-contact
/// alert, the trailing swipe «Удалить» deletes, a tap pushes the editor.
struct ContactListController: ControllerCode {
    typealias Model = ContactsApp

    static let className = "ContactListController"

    /// The "+" bar button, which presents the new-contact alert.
    enum Button: String, ScreenControl {
        case add = "+"
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
        screen.rightButtons = [Screen.Button(Button.add, label: "+")]
        screen.sections = [
            Screen.Section(
                header: nil,
                rows: model.contacts.map { contact in
                    Screen.Row(
                        text: contact.title, detail: contact.phone, accessory: ">",
                        swipeActions: [
                            Screen.Button(
                                RowAction.delete, label: ContactsStrings.delete(language), swipeStyle: .trailingAction)
                        ])
                })
        ]
        return screen
    }

    mutating func tap(
        _ button: Button, on screen: Screen, _ model: inout ContactsApp, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let list = context.controller else { throw screen.refusal(ofTap: button) }
        switch button {
        case .add: return [.presentAlert(newContactAlert(context.language), from: list)]
        }
    }

    mutating func perform(
        _ input: UserInput, on screen: Screen, _ model: inout ContactsApp, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let list = context.controller else { throw screen.refusal(of: input) }
        switch input {
        case .row(_, let row, _):
            return [.show(SegueSetup(for: ContactEditController.self, .init(index: row, list: list)), from: list)]
        case .swipeAction(_, _, let row, _) where model.contacts.indices.contains(row):
            // The book's «Удалить» `UIContextualAction`, whose handler UIKit has just run.
            context.note(ContactNotes.removed(row + 1, model.contacts[row]))
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
