extension StoreDiagnostic {
    public var english: String {
        switch self {
        case .fileRefused(let path, let operation, let reason):
            return "cannot \(Self.verb(operation)) \(path): \(reason.english)"
        case .notAPropertyListFile(let path, let reason):
            return "\(path == "-" ? "standard input" : path) is not a property list: \(reason.english)"
        case .changeKept(let reason):
            return reason.english
                + " (nothing was lost: the change is kept in memory and made again by the next write that succeeds)"
        case .nothingReplaced(let reason):
            return reason.english + " (nothing was replaced)"
        case .nothingDeleted(let reason):
            return reason.english + " (nothing was deleted)"
        case .verbatim(let text):
            return text
        case .filesUnavailable:
            return "files are not available in this session"
        case .isAFolder:
            return "it is a folder"
        case .noContainer:
            return "this process has no container"
        case .noSuchFile:
            return "there is no such file"
        case .elementNotStorable(let index, let reason):
            return "element \(index): " + reason.english
        case .valueNotStorable(let key, let reason):
            return "key '\(key)': " + reason.english
        case .keysNotStrings:
            return "a dictionary's keys must be strings to be stored"
        case .typeNotStorable(let type):
            return "a value of type \(type) cannot be stored: property lists hold strings, numbers, "
                + "booleans, dates, data, arrays and dictionaries with string keys"
        case .pathMissing:
            return "a path in the container is needed, such as Documents/Checklists.plist"
        case .pathTooLong(let bytes, let limit):
            return "the path is \(bytes) bytes long; paths in a container take at most \(limit)"
        case .pathFromRoot(let path):
            return "'\(path)' starts at the device's root; paths are inside the app's container, "
                + "such as Documents/Checklists.plist"
        case .emptyName(let path):
            return "'\(path)' has an empty name between slashes"
        case .pathLeavesContainer(let path, let name):
            return "'\(path)' names \(name); a path cannot leave the app's container"
        case .nameTooLong(let path, let limit):
            return "a name in '\(path)' is longer than \(limit) bytes"
        case .controlCharacterInName:
            return "a name in the path holds a control character; file names in a container cannot"
        case .pathTooDeep(let depth, let limit):
            return "the path is \(depth) names deep; a container's paths go at most \(limit)"
        case .noArrayRoom(let key, let domain, let index):
            return "'\(key)' in \(domain) holds no array with room at \(index)"
        case .keptOtherProcessValue(let key, let domain, let keptUnder):
            return "another process saved '\(key)' in \(domain) since this app loaded or saved it; "
                + "kept that value under '\(keptUnder)' and saved this app's"
        case .droppedKeptChange(let key, let reason):
            return "dropped a change to '\(key)' kept from a refused write: \(reason.diagnostic.english)"
        }
    }

    /// What the store was doing, as "cannot …" takes it.
    private static func verb(_ operation: StoreError.Operation) -> String {
        switch operation {
        case .createFolder: return "create the folder"
        case .empty: return "empty"
        case .import: return "import"
        case .keepMode: return "keep the mode of"
        case .keepOwner: return "keep the owner of"
        case .lock: return "lock"
        case .moveAside: return "move aside"
        case .read: return "read"
        case .remove: return "remove"
        case .replace: return "replace"
        case .use: return "use"
        case .writeIn: return "write in"
        case .write: return "write"
        }
    }
}
