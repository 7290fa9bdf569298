extension FileStoreDiagnostic {
    public var english: String {
        switch self {
        case .diskFull: return "the disk is full"
        case .quotaExhausted: return "the disk quota is exhausted"
        case .readOnlyFileSystem: return "the file system is read-only"
        case .permissionDenied: return "permission denied"
        case .fileSizeLimit: return "the file would be larger than this system's file size limit (EFBIG)"
        case .lockHeld(let seconds):
            return "another process has held it for \(Self.number(seconds)) s (a longer wait: --lock-timeout SECONDS)"
        case .notALockFile(let kind):
            return "it is \(kind), not a lock file; remove it and try again"
        case .removingAFolder:
            return "it is a folder; rm removes files"
        case .notAFolder(let kind):
            return "it is \(kind), not a folder; scenelab does not follow it out of the container"
        case .domainTooLarge(let domain, let bytes, let limitMiB):
            return "the domain \(domain) would take \(bytes) bytes as a file, over the \(limitMiB) MiB limit; "
                + "nothing was written"
        case .standardInputBusy:
            return "standard input carries the script; import from a FILE instead"
        case .importingADirectory:
            return "it is a directory, not a property-list file"
        case .importTooLarge(let limitMiB, let bytes):
            return "a property list may be at most \(limitMiB) MiB; this is \(Self.size(bytes))"
        case .fifoOrSocket:
            return "it is a FIFO or a socket; scenelab writes a regular file"
        case .notARegularFile(let kind):
            return "it is \(kind); scenelab writes only a regular file"
        case .hardLinks(let count):
            return "it has \(count) hard links, which writing it would change or split; "
                + "remove it first or write another path"
        case .otherOwner(let uid):
            return "it belongs to another user (uid \(uid)), and replacing it would make it yours; "
                + "write another path, or ask its owner"
        case .readOnlyFile(let mode):
            return "it is read-only (mode \(mode)); make it writable first (chmod u+w)"
        case .notWritable(let mode, let uid):
            return "you may not write it (mode \(mode), uid \(uid))"
        case .folderMissing(let folder):
            return "the folder \(folder) does not exist"
        case .fileExists(let path):
            return "\(path) exists; add --force to replace it"
        case .symbolicLink:
            return "it is a symbolic link; scenelab never writes through one: name the file itself"
        case .writingADirectory:
            return "it is a directory; name a file in it"
        case .domainMovedAside(let path, let damage, let movedTo):
            let why: String
            switch damage {
            case .damaged(let damage): why = damage.english
            case .unreadable(let words): why = words
            case .notADictionary(let topLevel): why = "its top level is \(topLevel), not a dictionary"
            }
            return "\(path) cannot be read as a domain (\(why)); moved it to \(movedTo) and started the domain empty"
        case .temporaryFilesRemoved(let count, let folder):
            return "removed \(count) temporary file\(count == 1 ? "" : "s") an interrupted write left in \(folder)"
        case .waitingForLock(let path, let givingUpAfter):
            return "waiting for \(path): another process holds it (giving up after \(Self.number(givingUpAfter)) s)"
        }
    }

    /// How big a file to import is, or that it is bigger than the limit.
    private static func size(_ bytes: Int?) -> String {
        bytes.map { "\($0) bytes" } ?? "more than that"
    }
}
