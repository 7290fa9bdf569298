import CommandGrammar

/// Why the store could not do what was asked. The message says what to fix.
///
/// Each refusal carries its reason as a diagnostic (`Reason`), so no
/// message is read back from its English to be translated; `diagnostic` is
/// the whole error as a value, `description` its English, `message(in:)`
/// (the engine's) either language.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A value that is not a property-list type.
    case notAPropertyList(Reason)
    /// A domain or key that does not exist.
    case notFound(Reason)
    /// The disk refused: the path, what was being done, and the system's reason.
    case io(path: String, operation: Operation, reason: Reason)
    /// A file that should hold a property list does not (`-`: standard input).
    case unreadable(path: String, reason: Reason)
    /// Something the `defaults` syntax does not allow.
    case usage(Reason)

    public var description: String { diagnostic.english }

    /// The error as a value its renderers say: a file's refusal in the frame
    /// that names the file and what was being done, any other its reason alone.
    public var diagnostic: any Diagnostic {
        switch self {
        case .notAPropertyList(let reason), .notFound(let reason), .usage(let reason): return reason
        case .io(let path, let operation, let reason):
            return StoreDiagnostic.fileRefused(path: path, operation: operation, reason: reason)
        case .unreadable(let path, let reason): return StoreDiagnostic.notAPropertyListFile(path: path, reason: reason)
        }
    }

    /// The words of this error's reason, whatever its kind.
    public var reason: Reason {
        switch self {
        case .notAPropertyList(let reason), .notFound(let reason), .usage(let reason): return reason
        case .io(_, _, let reason), .unreadable(_, let reason): return reason
        }
    }

    /// What the store was doing to a file when the disk refused; each
    /// language's renderer says it its own way ("cannot *move aside* …").
    public enum Operation: Sendable, Equatable, CaseIterable {
        case createFolder
        case empty
        case `import`
        case keepMode
        case keepOwner
        case lock
        case moveAside
        case read
        case remove
        case replace
        case use
        case writeIn
        case write
    }
}
