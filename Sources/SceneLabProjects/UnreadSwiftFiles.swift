/// The Swift files `open` left unread because nothing the app starts from names their types
/// (`ProjectApp.reachableDefinition`): the types, so that a command naming one reads them, and
/// the files, to say which.
public struct UnreadSwiftFiles: Sendable, Equatable {
    /// The files' paths in the project, in its order.
    public var paths: [String] = []
    /// The types they declare, sorted.
    public var typeNames: [String] = []

    public init(paths: [String] = [], typeNames: [String] = []) {
        self.paths = paths
        self.typeNames = typeNames
    }

    /// Whether every file was read.
    public var isEmpty: Bool { paths.isEmpty }
}
