/// `ContactListController`: the book's screen. "+" presents the new-contact
/// alert, the trailing swipe «Удалить» deletes, a tap pushes the editor.
extension ContactsApp {
    func listScreen(_ language: Language) -> Screen {
        var screen = Screen(title: ContactsStrings.listTitle(language))
        screen.rightButtons = [Screen.Button(name: "+", label: "+")]
        screen.sections = [
            Screen.Section(
                header: nil,
                rows: contacts.map { contact in
                    Screen.Row(
                        text: contact.title, detail: contact.phone, accessory: ">",
                        swipeActions: [Screen.Button(name: "delete", label: ContactsStrings.delete(language))])
                })
        ]
        return screen
    }

    mutating func performOnList(
        _ gesture: Gesture, list: ObjectID, screen: Screen, _ app: inout Application
    )
        throws(Rejection) -> [AppAction]
    {
        switch gesture {
        case .tap("+"):
            return [.presentAlert(newContactAlert(app.language), from: list)]
        case .tap(let element):
            guard let number = Screen.rowNumber(element), contacts.indices.contains(number - 1) else {
                throw Application.notOffered(gesture.description, on: screen)
            }
            app.call(
                "tableView(_:didSelectRowAt:)", on: list, channel: .table,
                arguments: [Application.indexPath("didSelectRowAt", 0, number - 1)], confidence: .documented)
            return [.show(className: "ContactEditController", from: list, segue: nil, setup: number - 1)]
        case .swipe(let number, let action)
        where contacts.indices.contains(number - 1)
            && (action.lowercased() == "delete" || ContactsStrings.delete.matches(action)):
            app.call(
                "tableView(_:trailingSwipeActionsConfigurationForRowAt:)", on: list, channel: .table,
                arguments: [Application.indexPath("trailingSwipeActionsConfigurationForRowAt", 0, number - 1)],
                confidence: .documented)
            app.recordClosure(
                "UIContextualAction handler", on: list,
                arguments: [Event.Argument("title", .string(ContactsStrings.delete(app.language)))])
            contacts.remove(at: number - 1)
            save(&app)
            app.reloadData(of: list, sections: tableSections(of: list, app))
            return []
        default:
            throw Application.notOffered(gesture.description, on: screen)
        }
    }

    /// The «Создать» handler: append (which sorts and saves), then `reloadData()`.
    package mutating func alertAction(
        _ handler: String, fields: [String], presenter: ObjectID, _ app: inout Application
    )
        -> [AppAction]
    {
        guard handler == "create", fields.count == 2 else { return [] }
        // The handler is the list's code, whichever controller UIKit presented the alert from.
        app.recordClosure(
            "UIAlertAction handler", on: app.liveController(ofClass: "ContactListController") ?? presenter,
            arguments: [Event.Argument("title", .string(ContactsStrings.create(app.language)))])
        add(Contact(title: fields[0], phone: fields[1]), &app)
        if let list = app.liveController(ofClass: "ContactListController") {
            app.reloadData(of: list, sections: tableSections(of: list, app))
        }
        return []
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
                Alert.Action(name: "cancel", title: ContactsStrings.cancel(language), style: .cancel, handler: nil),
                Alert.Action(
                    name: "create", title: ContactsStrings.create(language), style: .default, handler: "create"),
            ])
    }
}
