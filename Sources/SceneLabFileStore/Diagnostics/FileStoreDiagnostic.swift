import CommandGrammar
import SceneLabStore

/// Why the store's files refused: what the disk or the file in the way
/// said, with the data the sentence needs. Each is a `StoreError.Reason`;
/// the store's frame names the file and what was being done.
public enum FileStoreDiagnostic: Diagnostic, Equatable {
    // MARK: The system

    /// No space left on the disk (ENOSPC).
    case diskFull
    /// The user's disk quota is used up (EDQUOT).
    case quotaExhausted
    /// The file system is mounted read-only (EROFS).
    case readOnlyFileSystem
    /// The system refused access (EACCES, EPERM).
    case permissionDenied
    /// The file would pass the system's file size limit (EFBIG).
    case fileSizeLimit

    // MARK: Locks

    /// Another process held a domain's lock for the whole wait of `seconds`.
    case lockHeld(seconds: Double)
    /// Where a lock file should be there is something else (`kind`: what, as `FileKind` says it).
    case notALockFile(kind: String)

    // MARK: Containers and domains

    /// `rm` was given a folder.
    case removingAFolder
    /// A folder on a container path is something else (`kind`: what, as `FileKind` says it).
    case notAFolder(kind: String)
    /// A domain whose file would pass the size a property list may have; nothing was written.
    case domainTooLarge(domain: String, bytes: Int, limitMiB: Int)

    // MARK: Files read and written at a person's request

    /// `import -` while standard input carries the script.
    case standardInputBusy
    /// A file to import is a directory.
    case importingADirectory
    /// A file to import is larger than a property list may be (`bytes`: nil when it is only known to be larger).
    case importTooLarge(limitMiB: Int, bytes: Int?)
    /// The file to write is a FIFO or a socket.
    case fifoOrSocket
    /// The file to write is neither a regular file nor a folder nor a link (`kind`: what, as `FileKind` says it).
    case notARegularFile(kind: String)
    /// The file to write has more than one name.
    case hardLinks(count: Int)
    /// The file to replace belongs to another user.
    case otherOwner(uid: UInt32)
    /// The file to write has no write permission for anyone (`mode`: its permissions in octal).
    case readOnlyFile(mode: String)
    /// The person may not write the file (`mode`: its permissions in octal).
    case notWritable(mode: String, uid: UInt32)
    /// The folder to write in does not exist.
    case folderMissing(folder: String)
    /// The file to write exists and `--force` was not given.
    case fileExists(path: String)
    /// The path to write names a symbolic link.
    case symbolicLink
    /// The path to write names a directory.
    case writingADirectory

    // MARK: Warnings

    /// A domain's file could not be read as a domain: it was moved to
    /// `movedTo` and the domain started empty.
    case domainMovedAside(path: String, damage: DomainDamage, movedTo: String)
    /// Temporary files an interrupted write left in `folder` were removed.
    case temporaryFilesRemoved(count: Int, folder: String)
    /// Another process holds a lock this process waits for; said once, after a quiet second.
    case waitingForLock(path: String, givingUpAfterSeconds: Double)

    /// What was wrong with a domain's file.
    public enum DomainDamage: Sendable, Equatable {
        /// Something in the file's place that cannot hold data.
        case damaged(FileDamage)
        /// What the property-list reader said, in its own words.
        case unreadable(String)
        /// A property list whose top level is a `topLevel`, not a dictionary.
        case notADictionary(topLevel: String)
    }

    /// A number of seconds as both renderers write it before their unit: `3`, `0.5`.
    static func number(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)"
    }
}
