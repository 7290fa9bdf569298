/// The Contacts app's code: `ContactListController` (the book's screen, in a
/// navigation controller) and `ContactEditController`, which completes the
/// editing the book announced but never built.
struct ContactsApp: AppProgram {
    /// `contacts`, kept sorted by name; every change is saved (the book's `didSet`).
    var contacts: [Contact] = []
    /// Each `ContactEditController` instance's fields and the contact it edits.
    var editors: [ObjectID: ContactEditor] = [:]
    var unsavedOriginal: PropertyList?

    struct ContactEditor: Sendable {
        var name: String
        var phone: String
        /// The contact as it was when editing began, found again at save.
        var original: Contact
        var list: ObjectID
    }

    static let definition = AppDefinition(
        id: "contacts", displayName: "Contacts", bundleIdentifier: "com.example.Contacts",
        root: .navigationController(root: "ContactListController"),
        screenClasses: ["ContactListController", "ContactEditController"],
        program: { ContactsApp() })

    /// The book loads in `viewDidLoad`: `storage = ContactStorage(); loadContacts()`.
    mutating func viewDidLoad(_ controller: ObjectID, _ app: inout Application) {
        guard app.controller(controller)?.className == "ContactListController" else { return }
        let loaded = ContactStorage.load(from: app.readDefaults(ContactStorage.storageKey, as: "array(forKey:)"))
        for warning in loaded.warnings { app.note("warning: \(ContactStorage.storageKey): \(warning)") }
        unsavedOriginal = loaded.original
        contacts = loaded.contacts.sorted { $0.title < $1.title }
    }

    mutating func prepare(
        _ destination: ObjectID, source: ObjectID, segue: String?, setup: (any Sendable)?, _ app: inout Application
    ) {
        guard let index = setup as? Int, contacts.indices.contains(index) else { return }
        editors[destination] = ContactEditor(
            name: contacts[index].title, phone: contacts[index].phone, original: contacts[index], list: source)
    }

    mutating func controllerDidDeinit(_ controller: ObjectID) {
        editors[controller] = nil
    }

    func tableSections(of controller: ObjectID, _ app: Application) -> [TableSection]? {
        guard app.controller(controller)?.className == "ContactListController" else { return nil }
        return [TableSection(header: nil, rows: contacts.count, cellIdentifier: "MyCell")]
    }

    func screen(of controller: ObjectID, _ app: Application) -> Screen? {
        let language = app.language
        switch app.controller(controller)?.className {
        case "ContactListController":
            var screen = Screen(title: ContactsStrings.listTitle(language))
            screen.rightButtons = [Screen.Button(name: "+", label: "+")]
            screen.sections = [
                Screen.Section(header: nil, rows: contacts.map { contact in
                    Screen.Row(
                        text: contact.title, detail: contact.phone, accessory: ">",
                        swipeActions: [Screen.Button(name: "delete", label: ContactsStrings.delete(language))])
                })
            ]
            return screen
        case "ContactEditController":
            guard let editor = editors[controller] else { return nil }
            var screen = Screen(title: ContactsStrings.editTitle(language))
            screen.rightButtons = [Screen.Button(name: "save", label: ContactsStrings.save(language))]
            screen.fields = [
                Screen.Field(name: "name", label: ContactsStrings.name(language), text: editor.name,
                             placeholder: ContactsStrings.name(language)),
                Screen.Field(name: "phone", label: ContactsStrings.phone(language), text: editor.phone,
                             placeholder: ContactsStrings.phone(language)),
            ]
            return screen
        default:
            return nil
        }
    }

    mutating func perform(_ gesture: Gesture, on controller: ObjectID, screen: Screen, _ app: inout Application)
        throws(Rejection) -> [AppAction]
    {
        if app.controller(controller)?.className == "ContactEditController" {
            return try performOnEditor(gesture, editor: controller, screen: screen, &app)
        }
        switch gesture {
        case .tap("+"):
            return [.presentAlert(newContactAlert(app.language), from: controller)]
        case .tap(let element):
            guard let number = Screen.rowNumber(element), contacts.indices.contains(number - 1) else {
                throw Application.notOffered(gesture.description, on: screen)
            }
            app.call("tableView(_:didSelectRowAt:)", on: controller, channel: .table,
                     arguments: [Application.indexPath("didSelectRowAt", 0, number - 1)], confidence: .documented)
            return [.show(className: "ContactEditController", from: controller, segue: nil, setup: number - 1)]
        case .swipe(let number, let action) where contacts.indices.contains(number - 1)
            && (action.lowercased() == "delete" || ContactsStrings.delete.matches(action)):
            app.call("tableView(_:trailingSwipeActionsConfigurationForRowAt:)", on: controller, channel: .table,
                     arguments: [Application.indexPath("trailingSwipeActionsConfigurationForRowAt", 0, number - 1)],
                     confidence: .documented)
            app.recordClosure("UIContextualAction handler", on: controller,
                              arguments: [Event.Argument("title", .string(ContactsStrings.delete(app.language)))])
            contacts.remove(at: number - 1)
            save(&app)
            app.reloadData(of: controller, sections: tableSections(of: controller, app))
            return []
        default:
            throw Application.notOffered(gesture.description, on: screen)
        }
    }

    /// The «Создать» handler: append (which sorts and saves), then `reloadData()`.
    mutating func alertAction(_ handler: String, fields: [String], presenter: ObjectID, _ app: inout Application)
        -> [AppAction]
    {
        guard handler == "create", fields.count == 2 else { return [] }
        // The handler is the list's code, whichever controller UIKit presented the alert from.
        app.recordClosure("UIAlertAction handler", on: liveList(app) ?? presenter,
                          arguments: [Event.Argument("title", .string(ContactsStrings.create(app.language)))])
        add(Contact(title: fields[0], phone: fields[1]), &app)
        if let list = liveList(app) { app.reloadData(of: list, sections: tableSections(of: list, app)) }
        return []
    }

    mutating func perform(_ command: ModelCommand, _ app: inout Application) throws(Rejection) -> [AppAction] {
        switch command {
        case .contactList:
            if contacts.isEmpty { app.record(.output("(no contacts)")) }
            for (index, contact) in contacts.enumerated() {
                app.record(.output("\(index + 1). \(contact.title) — \(contact.phone)"))
            }
            return []
        case .contactAdd(let name, let phone):
            add(Contact(title: name, phone: phone), &app)
        case .contactEdit(let number, let name, let phone):
            let index = try index(of: number)
            if let name { contacts[index].title = name }
            if let phone { contacts[index].phone = phone }
            contacts.sort { $0.title < $1.title }
            save(&app)
        case .contactRemove(let number):
            contacts.remove(at: try index(of: number))
            save(&app)
        default:
            return []
        }
        if let list = liveList(app), app.controller(list)?.isViewLoaded == true { app.reloadData(of: list, sections: tableSections(of: list, app)) }
        return []
    }

    private mutating func performOnEditor(_ gesture: Gesture, editor id: ObjectID, screen: Screen, _ app: inout Application)
        throws(Rejection) -> [AppAction]
    {
        guard var editor = editors[id] else { throw Application.notOffered(gesture.description, on: screen) }
        switch gesture {
        case .type(let field, let text) where field.lowercased() == "name" || ContactsStrings.name.matches(field):
            editor.name = text
        case .type(let field, let text) where field.lowercased() == "phone" || ContactsStrings.phone.matches(field):
            editor.phone = text
        case .tap(let element) where element.lowercased() == "save" || ContactsStrings.save.matches(element):
            let edited = Contact(title: editor.name, phone: editor.phone)
            // The list may have changed while the editor was open (`contact rm`):
            // replace the contact that was being edited, wherever it is now.
            if let index = contacts.firstIndex(of: editor.original) {
                contacts[index] = edited
            } else {
                app.note("the contact being edited is no longer in the list; saving adds it again")
                contacts.append(edited)
            }
            contacts.sort { $0.title < $1.title }
            save(&app)
            if app.controller(editor.list) != nil {
                app.reloadData(of: editor.list, sections: tableSections(of: editor.list, app))
            }
            return [.pop(from: id)]
        default:
            throw Application.notOffered(gesture.description, on: screen)
        }
        editors[id] = editor
        return []
    }

    private func newContactAlert(_ language: Language) -> Alert {
        Alert(
            title: ContactsStrings.newContact(language), message: ContactsStrings.newContactMessage(language),
            fields: [
                Screen.Field(name: "name", label: ContactsStrings.name(language), text: "",
                             placeholder: ContactsStrings.name(language)),
                Screen.Field(name: "phone", label: ContactsStrings.phone(language), text: "",
                             placeholder: ContactsStrings.phone(language)),
            ],
            actions: [
                Alert.Action(name: "cancel", title: ContactsStrings.cancel(language), style: .cancel, handler: nil),
                Alert.Action(name: "create", title: ContactsStrings.create(language), style: .default, handler: "create"),
            ])
    }

    private mutating func add(_ contact: Contact, _ app: inout Application) {
        contacts.append(contact)
        contacts.sort { $0.title < $1.title }
        save(&app)
    }

    /// `contacts`' `didSet`: save the whole sorted list.
    private mutating func save(_ app: inout Application) {
        if let original = unsavedOriginal {
            unsavedOriginal = nil
            app.writeDefaults(original, forKey: ContactStorage.backupKey)
            app.note("kept the stored value that loading could not use whole under '\(ContactStorage.backupKey)'")
        }
        app.writeDefaults(ContactStorage.value(of: contacts), forKey: ContactStorage.storageKey)
    }

    private func liveList(_ app: Application) -> ObjectID? {
        app.liveControllersInTreeOrder.first { app.controller($0)?.className == "ContactListController" }
    }

    private func index(of number: Int) throws(Rejection) -> Int {
        guard contacts.indices.contains(number - 1) else {
            throw Rejection("there is no contact \(number); \(contacts.isEmpty ? "the list is empty" : "the contacts are 1...\(contacts.count)")")
        }
        return number - 1
    }
}

extension AppDefinition {
    /// The Contacts app of the book's part II.
    public static let contacts = ContactsApp.definition
}
