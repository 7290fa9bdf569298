import SceneLabCore

/// What the list's code does at the reader's point in chapters 11–14 (`book chapter N` or
/// `N.M`), where the list grows listing by listing (000:L8691–11987); every part in without a
/// chapter chosen, and from chapter 15.
///
/// - chapter 11: the template's `TaskListController`, no data source yet: an empty table;
/// - 12.3 `loadTasks()` in `viewDidLoad` (000:L9602), 12.4 the sections, rows and cells
///   (000:L9651), 12.5 the sections' titles (000:L9791), 12.7 planned before completed (000:L9849);
/// - 13.1 a tap completes a task (000:L10152), 13.3 the leading swipe «Не выполнена»
///   (000:L10270), 13.4 Edit/Done (000:L10554), 13.5 delete (000:L10594), 13.7 move (000:L10747);
/// - chapter 14: "+" and the edit screen (its segue before Listing 14.1, 000:L10840–10850), and
///   14.21 the swipe's «Изменить» (000:L11925).
struct ToDoCode: Equatable {
    let loadsTasks: Bool
    /// Listing 12.7 sorts each section's tasks, planned first (12.9 by `tasksStatusPosition`).
    let sortsRows: Bool
    let showsRows: Bool
    let namesSections: Bool
    let tapCompletes: Bool
    let swipesUndone: Bool
    let hasEditButton: Bool
    let deletes: Bool
    let moves: Bool
    let hasAddButton: Bool
    let swipesEdit: Bool

    init(_ chapter: BookChapter?) {
        func has(_ number: Int, _ listing: Int) -> Bool { chapter.has(listing: listing, ofChapter: number) }
        loadsTasks = has(12, 3)
        sortsRows = has(12, 7)
        showsRows = has(12, 4)
        namesSections = has(12, 5)
        tapCompletes = has(13, 1)
        swipesUndone = has(13, 3)
        hasEditButton = has(13, 4)
        deletes = has(13, 5)
        moves = has(13, 7)
        hasAddButton = has(14, 1)
        swipesEdit = has(14, 21)
    }
}
