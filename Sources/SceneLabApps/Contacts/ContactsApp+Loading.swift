import PropertyLists
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
        if code.writesDemoKey {
            // Listings 8.2–8.3, before `loadContacts()`: a value written, then read back twice.
            let text = PropertyList.string("Some random text")
            context.writeDefaults(text, forKey: "Some key")
            if code.printsDemoKey {
                let read = context.readDefaults("Some key", as: "object(forKey:)")
                _ = context.readDefaults("Some key", as: "string(forKey:)")
                let shown = read.flatMap { if case .string(let value) = $0 { return value } else { return nil } }
                let line = shown.map { "Optional(\"\($0)\")" } ?? "nil"
                // Optional<Any> and Optional<String> print alike: the wrapped string, quoted.
                context.printLine(line)
                context.printLine(line)
            }
        }
        if code.savesThroughNilStorage {
            // `contacts.append` in the test data runs `didSet`, whose `storage.save` finds nil.
            context.crash(ContactsDiagnostic.storageNilInDidSet)
            return
        }
        if !code.loadsFromStorage {
            // Chapter 7's `loadContacts()`, Listing 7.10 (000:L5472–5482): test data, sorted by `didSet`.
            contacts = Self.chapter7TestContacts.sorted { $0.title < $1.title }
            context.note(
                context.chapter?.number == 8
                    ? ContactsDiagnostic.testContactsInChapterEight(count: contacts.count, saved: code.stores)
                    : ContactsDiagnostic.testContactsLoaded(count: contacts.count))
            // At Listing 8.7 the `didSet` saves them: each launch writes the test contacts again.
            if code.stores {
                // Nothing was read: the code writes over whatever is there, knowingly.
                saving.didLoad(original: nil, context)
                save(&context)
            }
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
