/// One file of a project folder as the edge read it: its path relative to
/// the folder (`/`-separated) and its bytes.
///
/// The reader never opens files itself: the command line walks the folder,
/// reads what `ProjectLayout.wants(_:)` asks for with bounded reads, and
/// hands the bytes over, so everything here can be tested without a disk.
public struct ProjectFile: Sendable, Equatable {
    /// The path inside the project folder, such as `App/Base.lproj/Main.storyboard`.
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The file's name without its folders.
    public var name: Substring { path.split(separator: "/").last ?? Substring(path) }

    /// The file's name without its extension: `Main` for `Base.lproj/Main.storyboard`.
    public var baseName: String {
        let name = self.name
        guard let dot = name.lastIndex(of: ".") else { return String(name) }
        return String(name[..<dot])
    }
}
