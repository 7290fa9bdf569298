import CommandGrammar

/// What the store refuses, and the frame its file errors are said in, with
/// the data the sentence needs.
public enum StoreDiagnostic: Diagnostic, Equatable {
    // MARK: Frames around a reason

    /// The disk refused `operation` on the file at `path`, for `reason`.
    case fileRefused(path: String, operation: StoreError.Operation, reason: StoreError.Reason)
    /// A file (`-`: standard input) that should hold a property list does not, for `reason`.
    case notAPropertyListFile(path: String, reason: StoreError.Reason)
    /// A write the disk refused, whose change the store keeps in memory to make again.
    case changeKept(reason: StoreError.Reason)
    /// A whole domain's replacement the disk refused: nothing changed.
    case nothingReplaced(reason: StoreError.Reason)
    /// A domain's removal the disk refused: every value stays.
    case nothingDeleted(reason: StoreError.Reason)

    // MARK: Reasons

    /// Words that are not scenelab's (the system's `strerror`, a parser's), the same in both languages.
    case verbatim(String)
    /// A session with no files at all (tests, a quiz's fresh device) was asked for one.
    case filesUnavailable
    /// A file the store would write or read is a folder.
    case isAFolder
    /// A placeholder process, which has no container, was asked for a file in it.
    case noContainer
    /// A file to move aside is not there.
    case noSuchFile
    /// An element of an array being stored is not a property-list value.
    case elementNotStorable(index: Int, reason: StoreError.Reason)
    /// A value of a dictionary being stored is not a property-list value.
    case valueNotStorable(key: String, reason: StoreError.Reason)
    /// A dictionary being stored has keys that are not strings.
    case keysNotStrings
    /// A value of a type property lists do not hold was to be stored.
    case typeNotStorable(type: String)
    /// An empty path was given for a file in a container.
    case pathMissing
    /// A container path longer than the store takes.
    case pathTooLong(bytes: Int, limit: Int)
    /// A container path that starts at the device's root.
    case pathFromRoot(path: String)
    /// A container path with two slashes in a row (or one at an end).
    case emptyName(path: String)
    /// A container path naming `.` or `..`, which would leave the container.
    case pathLeavesContainer(path: String, name: String)
    /// A name in a container path longer than file systems take.
    case nameTooLong(path: String, limit: Int)
    /// A name in a container path holding a control character.
    case controlCharacterInName
    /// A container path deeper than the store goes.
    case pathTooDeep(depth: Int, limit: Int)
    /// An insertion into a key that holds no array, or past the array's end.
    case noArrayRoom(key: String, domain: String, index: Int)

    // MARK: Warnings

    /// Another process saved `key` since this app last loaded or saved it: its
    /// value was kept under `keptUnder` and this app's saved.
    case keptOtherProcessValue(key: String, domain: String, keptUnder: String)
    /// A change kept from a refused write no longer applies (the key now holds
    /// another type), so it was dropped.
    case droppedKeptChange(key: String, reason: StoreError)
}
