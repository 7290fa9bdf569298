import CommandGrammar

/// What the Contacts app's commands and controller remark, with the data the
/// sentence needs. A contact is named by its number in the sorted list, as
/// `contact rm N` counts.
enum ContactsDiagnostic: Diagnostic, Equatable {
    /// `contact list` found no contact.
    case noContacts
    /// A contact was added; `number` is where sorting put it.
    case contactAdded(number: Int, name: String)
    /// A contact was removed.
    case contactRemoved(number: Int, name: String)
    /// A tap on a row, which the book's code does not answer.
    case rowOnlySelected(row: Int)
    /// `book as-written`: `contacts = storage.load()` fired the `didSet`,
    /// which sorted and saved the list just loaded.
    case loadSavedThroughDidSet
    /// Chapter 7: `loadContacts()` appends the book's test contacts; nothing is stored yet.
    case testContactsLoaded(count: Int)
    /// Chapter 8 before Listing 8.8: still chapter 7's test contacts; from 8.7 `didSet` saves them.
    case testContactsInChapterEight(count: Int, saved: Bool)
    /// Listing 8.6: `didSet` calls `storage.save` on the `ContactStorageProtocol!` Listing 8.7 sets.
    case storageNilInDidSet
    /// Chapter 7 before Listing 7.12: the demo table of `rows` «Строка N»; `staleText` under Listing 7.4's reuse.
    case demoTable(rows: Int, staleText: Bool)
}
