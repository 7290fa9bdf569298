/// The Contacts app's code: `ContactListController` (the book's screen, in a
/// navigation controller) and `ContactEditController`, which completes the
/// editing the book announced but never built.
struct ContactsApp: AppProgram {
    /// `contacts`, kept sorted by name; every change is saved (the book's `didSet`).
    var contacts: [Contact] = []
    /// Each `ContactEditController` instance's fields and the contact it edits.
    var editors: [ObjectID: ContactEditor] = [:]
    /// The book's save-everything, with a backup of what it would overwrite unseen.
    var saving = WholeListSaving(key: ContactStorage.storageKey, backupKey: ContactStorage.backupKey)

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
    package mutating func viewDidLoad(_ controller: ObjectID, _ app: inout Application) {
        guard app.controller(controller)?.className == "ContactListController" else { return }
        let loaded = ContactStorage.load(from: app.readDefaults(ContactStorage.storageKey, as: "array(forKey:)"))
        for warning in loaded.warnings { app.warn("\(ContactStorage.storageKey): \(warning)") }
        saving.didLoad(original: loaded.original, app)
        contacts = loaded.contacts.sorted { $0.title < $1.title }
    }

    package mutating func prepare(
        _ destination: ObjectID, source: ObjectID, segue: String?, setup: (any Sendable)?, _ app: inout Application
    ) {
        guard let index = setup as? Int, contacts.indices.contains(index) else { return }
        editors[destination] = ContactEditor(
            name: contacts[index].title, phone: contacts[index].phone, original: contacts[index], list: source)
    }

    package mutating func controllerDidDeinit(_ controller: ObjectID) {
        editors[controller] = nil
    }

    package func tableSections(of controller: ObjectID, _ app: Application) -> [TableSection]? {
        guard app.controller(controller)?.className == "ContactListController" else { return nil }
        return [TableSection(header: nil, rows: contacts.count, cellIdentifier: "MyCell")]
    }

    package func screen(of controller: ObjectID, _ app: Application) -> Screen? {
        switch app.controller(controller)?.className {
        case "ContactListController": return listScreen(app.language)
        case "ContactEditController": return editors[controller].map { editScreen($0, app.language) }
        default: return nil
        }
    }

    package mutating func perform(
        _ gesture: Gesture, on controller: ObjectID, screen: Screen, _ app: inout Application
    )
        throws(Rejection) -> [AppAction]
    {
        switch app.controller(controller)?.className {
        case "ContactListController": return try performOnList(gesture, list: controller, screen: screen, &app)
        case "ContactEditController": return try performOnEditor(gesture, editor: controller, screen: screen, &app)
        default: throw Application.notOffered(gesture.description, on: screen)
        }
    }

    mutating func add(_ contact: Contact, _ app: inout Application) {
        contacts.append(contact)
        contacts.sort { $0.title < $1.title }
        save(&app)
    }

    /// `contacts`' `didSet`: save the whole sorted list.
    mutating func save(_ app: inout Application) {
        saving.save(ContactStorage.value(of: contacts), &app)
    }

}

extension AppDefinition {
    /// The Contacts app of the book's part II.
    public static let contacts = ContactsApp.definition
}
