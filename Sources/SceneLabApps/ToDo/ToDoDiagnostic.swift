import CommandGrammar
import SceneLabCore

/// What the To-Do Manager's commands and controllers remark or refuse, with
/// the data the sentence needs. A task is named by its number across
/// sections, as `task done N` and `tap N` count.
enum ToDoDiagnostic: Diagnostic, Equatable {
    // MARK: The model's changes

    /// `task list` found no task.
    case noTasks
    /// Chapters 11–14: the list loaded the stub storage's test tasks.
    case stubTasksLoaded(count: Int, chapter: BookChapter)
    /// `book as-written`: the book's saveTask saved a task with an empty title.
    case emptyTitleSavedAsWritten
    /// `book as-written`: viewDidLoad's leftover loadTasks() emptied and saved each section, then read the store.
    case viewDidLoadReloadedAsPrinted(count: Int)
    /// A row tapped before Listing 13.1: the list implements no `tableView(_:didSelectRowAt:)`.
    case rowOnlySelected
    /// Listings 15.1–15.3: the list's `loadTasks()` reads User Defaults itself; from 15.2 each
    /// `tasks[type] = []` saves first (`saves`), emptying the store.
    case listLoadsItself(count: Int, chapter: BookChapter, saves: Bool)
    /// scenelab's fix: an empty title is refused with an alert, the book's exercise.
    case emptyTitleRefusedByFix
    /// A task was marked completed.
    case taskCompleted(number: Int, title: String)
    /// A completed task was marked planned again.
    case taskPlannedAgain(number: Int, title: String)
    /// A task was added; `number` is where it went.
    case taskAdded(number: Int, title: String)
    /// A task's title, type or status was changed.
    case taskChanged(number: Int, title: String)
    /// A task was removed.
    case taskRemoved(number: Int, title: String)
    /// A row was moved and the task now stands at `newNumber`, in `section`'s section.
    case taskMoved(number: Int, newNumber: Int, section: TaskPriority, title: String)
    /// A tap on a completed task: the book's code only deselects the row.
    case alreadyCompleted(title: String)
    /// Saving an edit whose task `task rm` removed meanwhile: it is added again.
    case editedTaskGone

    // MARK: `book as-written`

    /// The book's `setTasks` changed `tasks` `count` times while loading,
    /// each change saving the whole list.
    case loadSavedEveryChange(count: Int)
    /// The book's edit closure wrote a task whose type changed back into the
    /// section (`oldSection`) it was swiped in (`explain todo-edit-bug`).
    case editWroteIntoOldSection(title: String, oldSection: TaskPriority, type: TaskPriority)
    /// The book's `moveRowAt` set `section`'s type on the task sorting left
    /// at the drop row (`other`, none when the section is empty), not on the
    /// moved one, which keeps `movedType` (`explain todo-move-bug`).
    case typeSetOnAnother(moved: String, other: String?, section: TaskPriority, movedType: TaskPriority)

    // MARK: The list's refusals

    /// `edit-mode on|off` while the table already is (or is not) in edit mode.
    case editModeUnchanged(on: Bool)
    /// `delete N` while the table is not in edit mode.
    case deleteOutsideEditMode(row: Int)
    /// `move …` while the table is not in edit mode.
    case moveOutsideEditMode
    /// `move N SECTION` to a section the list does not have.
    case noSuchSection(Int)
}
