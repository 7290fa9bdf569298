import CommandGrammar

/// Why the store could not do what was asked. The message says what to fix.
///
/// Each refusal is written in both of scenelab's languages where it is
/// made (`Reason`), so no message is read back from its English to be
/// translated; `description` is the English, `message(in:)` (the engine's)
/// either.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A value that is not a property-list type.
    case notAPropertyList(Reason)
    /// A domain or key that does not exist.
    case notFound(Reason)
    /// The disk refused: the path, what was being done, and the system's reason.
    case io(path: String, operation: Operation, reason: Reason)
    /// A file that should hold a property list does not.
    case unreadable(path: String, reason: Reason)
    /// Something the `defaults` syntax does not allow.
    case usage(Reason)

    public var description: String {
        switch self {
        case .notAPropertyList(let reason): return reason.en
        case .notFound(let reason): return reason.en
        case .io(let path, let operation, let reason): return "cannot \(operation.rawValue) \(path): \(reason.en)"
        case .unreadable(let path, let reason): return "\(path) is not a property list: \(reason.en)"
        case .usage(let reason): return reason.en
        }
    }

    /// A refusal's words in English and in Russian, both written where it is
    /// made: a `Wording`, as every text scenelab says in two languages.
    public typealias Reason = Wording

    /// The words of this error's reason, whatever its kind.
    public var reason: Reason {
        switch self {
        case .notAPropertyList(let reason), .notFound(let reason), .usage(let reason): return reason
        case .io(_, _, let reason), .unreadable(_, let reason): return reason
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
