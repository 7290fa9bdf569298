extension ContactsDiagnostic {
    var english: String {
        switch self {
        case .noContacts:
            return "(no contacts)"
        case .contactAdded(let number, let name):
            return "added contact \(number): \(name)"
        case .contactRemoved(let number, let name):
            return "removed contact \(number): \(name)"
        case .rowOnlySelected(let row):
            return "the book's ViewController implements no tableView(_:didSelectRowAt:): row \(row) is only "
                + "highlighted; `swipe \(row) delete` deletes the contact"
        case .loadSavedThroughDidSet:
            return "book as-written: `contacts = storage.load()` fired the didSet, which sorted and saved the list "
                + "just loaded (`explain book-load`)"
        case .demoTable(let rows, let staleText):
            return "chapter 7's demo table (Listing 7.2): \(rows) rows, each cell titled «Строка N»"
                + (staleText
                    ? "; Listing 7.4 returns a reused cell without setting its text, so a row scrolled in shows the "
                        + "text of the row its cell was made for (Fig 7.27; `explain cell-reuse`)" : "")
        case .testContactsLoaded(let count):
            return "chapter 7: loadContacts() appends the book's \(count) test contacts (Listing 7.10); nothing is "
                + "stored until chapter 8, so a change is gone at the next launch"
        case .testContactsInChapterEight(let count, let saved):
            return "chapter 8: loadContacts() still appends the \(count) test contacts until Listing 8.8 reads the storage"
                + (saved ? "; didSet saves them (Listing 8.7), so each launch writes them over what was saved" : "")
        case .storageNilInDidSet:
            return "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value: Listing 8.6's didSet"
                + " calls storage.save while storage (ContactStorageProtocol!, Listing 8.5) is set only by Listing 8.7;"
                + " the app crashed"
        }
    }
}
