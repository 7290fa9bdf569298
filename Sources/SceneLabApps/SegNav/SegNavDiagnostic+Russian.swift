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
        case .reloadTypo(true):
            return "book as-written: курс вызывает reloadDataAtIndexPaths:withRowAnimation: (001:L636), которого "
                + "UITableView не объявляет, поэтому Xcode не собирает это под ARC (\"No visible @interface for "
                + "'UITableView' declares the selector\"); scenelab играет reloadRowsAtIndexPaths:withRowAnimation:, "
                + "который курс имеет в виду"
        case .reloadTypo(false):
            return "reloadRowsAtIndexPaths:withRowAnimation: там, где курс печатает reloadDataAtIndexPaths: "
                + "(001:L636), метода, которого у UITableView нет (`explain reloadRows(at:with:)`)"
        }
    }
}
