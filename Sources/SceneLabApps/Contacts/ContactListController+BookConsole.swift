import SceneLabCore

extension ContactListController {
    /// The `print` calls of the book's `tableView(_:cellForRowAt:)` (Listing
    /// 7.4, then 7.7, kept in the final app): one when `dequeueReusableCell(withIdentifier:
    /// "MyCell")` returns `nil` and the code makes a cell, one when it reuses
    /// a cell from the queue; and Listing 7.15's in the swipe's configuration
    /// (000:L5668–5675), which Listing 7.16 replaces. The book prints them in
    /// Russian in either language.
    static let bookConsole = BookConsole([
        className: [
            "tableView(_:cellForRowAt:)": [
                BookConsole.Printed("Создаем новую ячейку для строки с индексом \\(indexPath.row)", chapter: 7, listing: 4)
            ],
            BookConsole.dequeued("tableView(_:cellForRowAt:)"): [
                BookConsole.Printed(
                    "Используем старую ячейку для строки с индексом \\(indexPath.row)", chapter: 7, listing: 4)
            ],
            "tableView(_:trailingSwipeActionsConfigurationForRowAt:)": [
                BookConsole.Printed(
                    "Определяем доступные действия для строки \\(indexPath.row)", chapter: 7, listing: 15, replacedBy: 16)
            ],
        ]
    ])
}
