import SceneLabCore

extension ContactsApp {
    /// The book's `loadContacts()`: `contacts = storage.load()`, in the
    /// list's `viewDidLoad`. Under `book as-written` as printed: the whole-array
    /// cast (one badly typed entry empties the list), and the assignment's
    /// `didSet`, which sorts and saves the list just loaded. scenelab's fixed
    /// code keeps every entry it can and writes nothing on load.
    mutating func loadContacts(_ context: inout AppContext) {
        let code = ContactsCode(context.chapter)
        if let demo = code.demo {
            self.demo = demo
            context.note(ContactsDiagnostic.demoTable(rows: DemoTable.rows, staleText: demo.showsStaleText))
            return
        }
        if !code.stores {
            // Chapter 7's `loadContacts()`, Listing 7.10 (000:L5472–5482): test data, sorted by `didSet`.
            contacts = Self.chapter7TestContacts.sorted { $0.title < $1.title }
            context.note(ContactsDiagnostic.testContactsLoaded(count: contacts.count))
            return
        }
        let loaded = ContactStorage.load(
            from: context.readDefaults(ContactStorage.storageKey, as: "array(forKey:)"), code: context.code)
        for warning in loaded.warnings { context.warn(warning.about(ContactStorage.storageKey)) }
        saving.didLoad(original: loaded.original, context)
        contacts = loaded.contacts.sorted { $0.title < $1.title }
        guard context.code == .asWritten else { return }
        save(&context)
        context.note(ContactsDiagnostic.loadSavedThroughDidSet)
    }
}
