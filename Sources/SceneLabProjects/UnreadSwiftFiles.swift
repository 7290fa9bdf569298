/// The Swift files `open` left unread because nothing the app starts from names their types
/// (`ProjectApp.reachableDefinition`): the types, so that a command naming one reads them, and
/// the files, to say which.
public struct UnreadSwiftFiles: Sendable, Equatable {
    /// The files' paths in the project, in its order.
    public var paths: [String] = []
    /// The types they declare, sorted.
    public var typeNames: [String] = []
    /// The paths of the files the app needs only once it runs, read while it launches
    /// (`ReachableSwiftFiles.readAfterLaunch`), in the project's order.
    public var readAfterLaunch: [String] = []
    /// The paths of the files the launch needs only in part, what makes their objects, read
    /// whole while it launches (`ReachableSwiftFiles.readInPart`), in the project's order.
    public var readInPart: [String] = []

    public init(paths: [String] = [], typeNames: [String] = [], readAfterLaunch: [String] = [], readInPart: [String] = []) {
        self.paths = paths
        self.typeNames = typeNames
        self.readAfterLaunch = readAfterLaunch
        self.readInPart = readInPart
    }

    /// Whether every file nothing names was read (those read after the launch aside).
    public var isEmpty: Bool { paths.isEmpty }
}
