/// Named only by DraftViewController.
enum DraftNotes {
    static let first = "sketch"
}
