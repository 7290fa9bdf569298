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
        case .testContactsLoaded(let count):
            return "chapter 7: loadContacts() appends the book's \(count) test contacts (Listing 7.10); nothing is "
                + "stored until chapter 8, so a change is gone at the next launch"
        }
    }
}
