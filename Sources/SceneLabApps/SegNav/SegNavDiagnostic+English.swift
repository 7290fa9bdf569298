extension SegNavDiagnostic {
    var english: String {
        switch self {
        case .keyboardUp(let text):
            return "textView.becomeFirstResponder(): the keyboard is up, the text view holds \"\(text)\""
        case .preparedWithoutCell:
            return "prepare(for:sender:) has no cell for a sender: indexPathForCell: finds no row, so the detail gets "
                + "no selection (the book's code expects a tap on a cell)"
        case .taskChanged(let number, let text):
            return "task \(number) changed: \(text)"
        case .reloadTypo(true):
            return "book as-written: the course calls reloadDataAtIndexPaths:withRowAnimation: (001:L636), which "
                + "UITableView does not declare, so Xcode refuses to build it under ARC (\"No visible @interface for "
                + "'UITableView' declares the selector\"); scenelab plays reloadRowsAtIndexPaths:withRowAnimation:, "
                + "the method the course means"
        case .reloadTypo(false):
            return "reloadRowsAtIndexPaths:withRowAnimation:, where the course prints reloadDataAtIndexPaths: "
                + "(001:L636), a method UITableView does not have (`explain reloadRows(at:with:)`)"
        }
    }
}
