extension Checklists {
    /// The one file the chapter's code writes.
    static let documents = [ChecklistItemsFile.path]
}
