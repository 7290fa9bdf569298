import CommandGrammar

/// What the books' apps' commands refuse or remark, with the data the
/// sentence needs: what every app shares (a row that is not in the list, a
/// stored list that loads with losses, the apps' parsers' errors).
enum BookAppDiagnostic: Diagnostic, Equatable {
    // MARK: The model commands

    /// A model command named a row of the list (a task, an item, a contact)
    /// that is not there; `count` is how many rows there are.
    case noItem(noun: ListNoun, number: Int, count: Int)

    // MARK: Loading a stored list

    /// The value stored under `key` is no array, so no row of the list was loaded.
    case storedValueNotAnArray(key: String, type: String, noun: ListNoun)
    /// An entry of the stored array is no dictionary, so it was skipped.
    case storedEntryNotADictionary(entry: Int, type: String)
    /// An entry lacks a string for some of the fields the app reads, so it
    /// was skipped; `title` is its first field, when that is a string.
    case storedEntryMissingStrings(entry: Int, title: String?, fields: [String])
    /// `book as-written`: one entry fails the book's `as? [[String: String]]`,
    /// so the whole array was dropped.
    case wholeListCastFailed(entry: Int, title: String?, problem: StoredRecords.CastProblem, noun: ListNoun)
    /// A stored task's type is none the To-Do Manager knows: it loads as normal.
    case unknownTaskType(entry: Int, title: String, type: String)
    /// A stored task's status is none the To-Do Manager knows: it loads as completed.
    case unknownTaskStatus(entry: Int, title: String, status: String)
    /// One of the above, about the list stored under `key`.
    indirect case aboutStoredList(key: String, warning: BookAppDiagnostic)
    /// The first save kept the stored value loading could not use whole under a backup key.
    case keptUnusableValue(aside: String)
    /// `book as-written`: the first save wrote over the stored value loading could not use whole.
    case overwroteUnusableValue(key: String)

    // MARK: The apps' parsers

    /// `item add` with a text that is blank.
    case blankItemText
    /// `task add` with a title that is blank.
    case blankTaskTitle
    /// `task edit N` with no option that changes anything.
    case taskEditChangesNothing
    /// `contact add NAME` with no phone after the name.
    case contactAddNeedsPhone
    /// `snake wiring` with a word that is none of `choices`.
    case snakeWiringUnknown(choices: [String], given: String)

    /// This warning, said about the list stored under `key` (`tasks: entry 2 …`).
    func about(_ key: String) -> BookAppDiagnostic { .aboutStoredList(key: key, warning: self) }
}

/// A list of a model, as a refusal or a loading warning names its rows.
enum ListNoun: Sendable, Equatable {
    case item
    case task
    case contact
}
