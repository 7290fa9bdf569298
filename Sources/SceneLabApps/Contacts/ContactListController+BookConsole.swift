import SceneLabCore

extension ContactListController {
    /// The `print` calls of the book's `tableView(_:cellForRowAt:)` (Listing
    /// 7.7, kept in the final app): one when `dequeueReusableCell(withIdentifier:
    /// "MyCell")` returns `nil` and the code makes a cell, one when it reuses
    /// a cell from the queue. The book prints them in Russian in either language.
    static let bookConsole = BookConsole([
        className: [
            "tableView(_:cellForRowAt:)": "Создаем новую ячейку для строки с индексом \\(indexPath.row)",
            BookConsole.dequeued("tableView(_:cellForRowAt:)"):
                "Используем старую ячейку для строки с индексом \\(indexPath.row)",
        ]
    ], chapter: 7, listing: 4)
}
