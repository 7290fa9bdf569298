/// Why the store could not do what was asked. The message says what to fix.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A value that is not a property-list type.
    case notAPropertyList(String)
    /// A domain or key that does not exist.
    case notFound(String)
    /// The disk refused: the path, what was being done, and the system's reason.
    case io(path: String, operation: Operation, reason: String)
    /// A file that should hold a property list does not.
    case unreadable(path: String, reason: String)
    /// Something the `defaults` syntax does not allow.
    case usage(String)

    public var description: String {
        switch self {
        case .notAPropertyList(let message): return message
        case .notFound(let message): return message
        case .io(let path, let operation, let reason): return "cannot \(operation.rawValue) \(path): \(reason)"
        case .unreadable(let path, let reason): return "\(path) is not a property list: \(reason)"
        case .usage(let message): return message
        }
    }

    /// What the store was doing to a file when the disk refused, as the
    /// English error says it ("cannot *move aside* …"); each language's
    /// message says it its own way (`StoreError.message(in:)`).
    public enum Operation: String, Sendable, Equatable, CaseIterable {
        case createFolder = "create the folder"
        case empty
        case `import`
        case keepMode = "keep the mode of"
        case keepOwner = "keep the owner of"
        case lock
        case moveAside = "move aside"
        case read
        case remove
        case replace
        case use
        case writeIn = "write in"
        case write
    }
}
