import CommandGrammar

/// What Checklists' commands and controllers remark or refuse, with the
/// data the sentence needs. An item is named by its row from 1, as
/// `item check N` counts.
enum ChecklistsDiagnostic: Diagnostic, Equatable {
    // MARK: The model's changes

    /// `item list` found no item.
    case noItems
    /// An item's checkmark was toggled; `checked` is its new state.
    case itemToggled(number: Int, text: String, checked: Bool)
    /// An item was added.
    case itemAdded(number: Int, text: String)
    /// An item's text was changed.
    case itemChanged(number: Int, text: String)
    /// An item was removed.
    case itemRemoved(number: Int, text: String)

    // MARK: The list's code

    /// `item …` before the list's view has loaded, which is when the items load.
    case viewNotLoaded
    /// `prepare(for:sender:)` for EditItem: the detail becomes the list's
    /// delegate and gets the item of `row`.
    case preparedEdit(row: Int, text: String)
    /// `prepare(for:sender:)` for EditItem sent by no cell: the detail gets no item.
    case preparedEditWithoutCell
    /// `prepare(for:sender:)` for AddItem: the detail becomes the list's delegate.
    case preparedAdd
    /// The detail finished editing an item the list no longer has.
    case editedItemGone
    /// Writing the file failed: the book's catch only prints.
    case saveFailed

    // MARK: The file

    /// There is no items file yet: the list starts empty.
    case noFileYet(path: String)
    /// The file could not be read as items, so it was moved to `aside` and the list started empty.
    case unreadableFileKeptAside(path: String, reason: ChecklistItemsFile.DecodeFailure, aside: String)
    /// `book as-written`: the book's catch only printed; the file stays for the next save to overwrite.
    case unreadableFileLeftForTheNextSave(path: String)

    // MARK: The detail screen

    /// `tap done` while the text field is empty: Done is disabled.
    case doneWhileEmpty
    /// The detail has no delegate, so `delegate?.method` does nothing.
    case noDelegate(method: String)
}
