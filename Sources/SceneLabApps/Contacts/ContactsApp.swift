import SceneLabCore

/// The Contacts app's shared model: the contact list and how it saves. Its
/// one controller, the book's `ViewController` (`ContactListController`),
/// is the storyboard's initial scene, with no navigation controller: the
/// book's part II builds one screen, and no editing.
struct ContactsApp: AppModel {
    typealias Command = ContactCommand

    /// The handlers of the app's alerts: the new-contact alert's «Создать».
    enum AlertAction: String, ScreenControl {
        case create
    }

    /// `contacts`, kept sorted by name; every change is saved (the book's `didSet`).
    var contacts: [Contact] = []
    /// The book's save-everything, with a backup of what it would overwrite unseen.
    var saving = WholeListSaving(key: ContactStorage.storageKey, backupKey: ContactStorage.backupKey)

    static let controllerCode: [any ControllerCode.Type] = [ContactListController.self]

    static let definition = AppDefinition(
        id: "contacts", displayName: "Contacts", bundleIdentifier: "com.example.Contacts",
        root: .viewController(ContactListController.className),
        bookConsole: ContactListController.bookConsole, model: ContactsApp.self, chapters: 7...8,
        bookLanguage: .ru)

    mutating func add(_ contact: Contact, _ context: inout AppContext) {
        contacts.append(contact)
        contacts.sort { $0.title < $1.title }
        let number = (contacts.lastIndex(of: contact) ?? contacts.count - 1) + 1
        context.note(ContactsDiagnostic.contactAdded(number: number, name: contact.title))
        save(&context)
    }

    /// `contacts`' `didSet`: save the whole sorted list.
    mutating func save(_ context: inout AppContext) {
        guard ContactsCode(context.chapter).stores else { return }
        saving.save(ContactStorage.value(of: contacts), &context)
    }

    /// Before Listing 7.12 the table is chapter 7's demo: 50 rows «Строка N»
    /// (Listing 7.2, 000:L4922–4943, L5342); set when the list's view loads.
    var demo: DemoTable?

    /// The list's table: one section, a row per contact, or the demo's 50.
    var listSections: [TableSection] {
        [TableSection(header: nil, rows: demo == nil ? contacts.count : DemoTable.rows, cellIdentifier: "MyCell")]
    }

    /// The «Создать» handler: append (which sorts and saves), then `reloadData()`.
    mutating func alertAction(
        _ action: AlertAction, fields: [String], presenter: ObjectID, _ context: inout AppContext
    ) -> [AppAction] {
        guard case .create = action, fields.count == 2 else { return [] }
        // The presenter passed is the list, whose code presented the alert (`Alert.owner`), whichever
        // controller UIKit presented it from: the handler is the list's code.
        context.callClosure(
            "UIAlertAction handler", on: presenter,
            arguments: Event.Arguments(Event.Argument("title", .string(Name(ContactsStrings.create(context.language)))))
        )
        add(Contact(title: fields[0], phone: fields[1]), &context)
        context.reloadData(of: presenter, sections: listSections)
        return []
    }
}

extension AppDefinition {
    /// The Contacts app of the book's part II.
    public static let contacts = ContactsApp.definition
}
