extension ChecklistsDiagnostic {
    var english: String {
        switch self {
        case .noItems:
            return "(no items)"
        case .itemToggled(let number, let text, let checked):
            return "item \(number) \(checked ? "checked" : "unchecked"): \(text)"
        case .itemAdded(let number, let text):
            return "added item \(number): \(text)"
        case .itemChanged(let number, let text):
            return "item \(number) changed: \(text)"
        case .itemRemoved(let number, let text):
            return "removed item \(number): \(text)"
        case .viewNotLoaded:
            return "item: ChecklistViewController's view has not loaded, and the items load in its viewDidLoad; "
                + "bring the app to the foreground first"
        case .preparedEdit(let row, let text):
            return "prepare(for:sender:): controller.delegate = self; controller.itemToEdit = items[\(row)] "
                + "(\"\(text)\")"
        case .preparedEditWithoutCell:
            return "prepare(for:sender:): the sender is no cell, so indexPath(for:) finds no row and the detail "
                + "gets no item to edit (the book's `sender as! UITableViewCell` would trap here)"
        case .preparedAdd:
            return "prepare(for:sender:): controller.delegate = self"
        case .editedItemGone:
            return "items.firstIndex(of: item) finds nothing: the item left the list meanwhile; no row changes"
        case .saveFailed:
            return "print: Error encoding item array (the book's catch only prints; the items stay in memory)"
        case .noFileYet(let path):
            return "no \(path) yet: `try? Data(contentsOf:)` gives nil and items stays empty"
        case .unreadableFileLeftForTheNextSave(let path):
            return "book as-written: the catch only prints, so \(path) stays as it is and the list starts empty; the "
                + "next save overwrites it (004:L287–291; `explain loadChecklistItems()`)"
        case .unreadableFileKeptAside(let path, let reason, let aside):
            return "\(path) cannot be read as [ChecklistItem] (\(reason.english)); kept it as \(aside), which the "
                + "book's next save would have overwritten, and started the list empty"
        case .doneWhileEmpty:
            return "tap done: Done is disabled while the text field is empty (textField(_:shouldChangeCharactersIn:"
                + "replacementString:) enables it when there is text); `type text …` first"
        case .noDelegate(let method):
            return "delegate is nil: `delegate?.\(method)` does nothing, and the screen stays"
        }
    }
}

extension ChecklistItemsFile.DecodeFailure {
    var english: String {
        switch self {
        case .damagedFile(let why):
            return why.english
        case .notAPropertyList(let error):
            return "not a property list: \(error)"
        case .notAnArray(let type):
            return "expected an array of items, found \(type)"
        case .itemNotADictionary(let item, let type):
            return "item \(item) is \(type), not a dictionary"
        case .itemWithoutText(let item):
            return "item \(item) has no string under 'text'"
        case .itemWithoutChecked(let item):
            return "item \(item) has no boolean under 'checked'"
        }
    }
}
