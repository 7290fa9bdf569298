import CommandGrammar

extension ToDoDiagnostic {
    var english: String {
        switch self {
        case .noTasks:
            return "(no tasks)"
        case .viewDidLoadReloadedAsPrinted(let count):
            return "book as-written: viewDidLoad still calls loadTasks() (Listing 13.4, 000:L10557–10562; no later "
                + "listing removes it): each tasks[type] = [] saved through didSet, so the store was empty when it "
                + "was read, and the list has \(count) task\(count == 1 ? "" : "s") (`explain todo-wipe-bug`)"
        case .listLoadsItself(let count, let chapter, let saves):
            return "chapter \(chapter): viewDidLoad's loadTasks() reads User Defaults (Listing 15.1)"
                + (saves
                    ? "; each tasks[type] = [] saves through didSet first (Listing 15.2), so the store is empty when "
                        + "it is read: the list the book finds empty (000:L12101–12123); Listing 15.4 loads first"
                    : "; nothing calls saveTasks yet (Listing 15.2 does), so nothing you change is kept")
                + " (\(count) task\(count == 1 ? "" : "s"))"
        case .rowOnlySelected:
            return "the row is selected and nothing else: the list has no tableView(_:didSelectRowAt:) before Listing 13.1"
        case .emptyTitleSavedAsWritten:
            return "book as-written: saveTask checks nothing, so a task with an empty title is saved (000:L12277–12280)"
        case .emptyTitleRefusedByFix:
            return "scenelab's fixed code refuses an empty title with an alert, the check the book leaves as an exercise "
                + "(000:L12277–12283); `book as-written` saves it"
        case .stubTasksLoaded(let count, let chapter):
            return "chapter \(chapter): viewDidLoad's loadTasks() gets the stub TasksStorage's \(count) test tasks "
                + "(Listing 11.3\(chapter.has(listing: 12, ofChapter: 12) ? ", 12.12" : "")); saveTasks does nothing until chapter 15"
        case .taskCompleted(let number, let title):
            return "task \(number) completed: \(title)"
        case .taskPlannedAgain(let number, let title):
            return "task \(number) planned again: \(title)"
        case .taskAdded(let number, let title):
            return "added task \(number): \(title)"
        case .taskChanged(let number, let title):
            return "task \(number) changed: \(title)"
        case .taskRemoved(let number, let title):
            return "removed task \(number): \(title)"
        case .taskMoved(let number, let newNumber, let section, let title):
            return "task \(number) moved to \(newNumber) (\(header(section))): \(title)"
        case .alreadyCompleted(let title):
            return "\(title) is already completed: tapping it only clears the highlight"
        case .editedTaskGone:
            return "the task being edited is no longer in the list; saving adds it again"
        case .loadSavedEveryChange(let count):
            return "book as-written: setTasks changed tasks \(count) times (an empty section per type, then one append "
                + "per task), and each time its didSet saved the whole list (`explain book-load`)"
        case .editWroteIntoOldSection(let title, let oldSection, let type):
            return "book as-written: the book's closure wrote \(title) back into \(header(oldSection)) "
                + "(tasks[taskType]![row]): it stays there though its type is now \(type.rawValue), and is saved so; "
                + "the store holds its new type (`explain todo-edit-bug`)"
        case .typeSetOnAnother(let moved, let other, let section, let movedType):
            let landed = other.map { "on \($0), the task sorting left at the drop row" } ?? "on no task"
            return "book as-written: sorting moved \(moved) away from the drop row, so `.type = \(section.rawValue)` "
                + "landed \(landed): \(moved) shows in \(header(section)) but keeps the type \(movedType.rawValue), "
                + "and is saved so; a relaunch puts it back (`explain todo-move-bug`)"
        case .editModeUnchanged(let on):
            return "edit-mode \(on ? "on" : "off") ignored: the table is \(on ? "already" : "not") in edit mode"
        case .deleteOutsideEditMode(let row):
            return "delete: turn edit mode on first (`edit-mode on`), or swipe the row: `swipe \(row) delete`"
        case .moveOutsideEditMode:
            return "move: turn edit mode on first (`edit-mode on`)"
        case .noSuchSection(let section):
            return "move: there is no section \(section); the sections are 1 (important) and 2 (current)"
        }
    }
}

/// A section as the list's header names it (the app's own English).
private func header(_ section: TaskPriority) -> String { ToDoStrings.header(of: section).en }
