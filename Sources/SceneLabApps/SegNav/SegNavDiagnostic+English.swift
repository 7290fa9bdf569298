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
        }
    }
}
