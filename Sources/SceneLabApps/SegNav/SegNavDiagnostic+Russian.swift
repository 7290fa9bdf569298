extension SegNavDiagnostic {
    var russian: String {
        switch self {
        case .keyboardUp(let text):
            return "textView.becomeFirstResponder(): клавиатура открыта, в текстовом поле \"\(text)\""
        case .preparedWithoutCell:
            return "у prepare(for:sender:) отправитель не ячейка: indexPathForCell: не находит строки, и экран деталей "
                + "не получает selection (код книги ждёт нажатия на ячейку)"
        case .taskChanged(let number, let text):
            return "задача \(number) изменена: \(text)"
        }
    }
}
