/// A file's place inside an app's container, such as
/// `Documents/Checklists.plist`: relative, and made of plain names, so that
/// no path built from one can leave the container.
public struct ContainerPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The names from the container down: `["Documents", "Checklists.plist"]`.
    public let components: [String]

    /// The most folders deep a path may go, and the longest a path may be.
    public static let maximumDepth = 16
    public static let maximumLength = 1024
    /// The longest one name in a path may be, in bytes, as file systems take it.
    public static let maximumNameLength = 255

    /// Reads a path as the user typed it, refusing one that would leave the
    /// container or that no file system would take.
    public init(_ text: String) throws(StoreError) {
        guard !text.isEmpty else { throw .usage(StoreError.Reason(StoreDiagnostic.pathMissing)) }
        guard text.utf8.count <= Self.maximumLength else {
            throw .usage(
                StoreError.Reason(StoreDiagnostic.pathTooLong(bytes: text.utf8.count, limit: Self.maximumLength)))
        }
        guard !text.hasPrefix("/") else { throw .usage(StoreError.Reason(StoreDiagnostic.pathFromRoot(path: text))) }
        let names = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for name in names {
            guard !name.isEmpty else { throw .usage(StoreError.Reason(StoreDiagnostic.emptyName(path: text))) }
            guard name != ".", name != ".." else {
                throw .usage(StoreError.Reason(StoreDiagnostic.pathLeavesContainer(path: text, name: name)))
            }
            guard name.utf8.count <= Self.maximumNameLength else {
                throw .usage(StoreError.Reason(StoreDiagnostic.nameTooLong(path: text, limit: Self.maximumNameLength)))
            }
            guard !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                throw .usage(StoreError.Reason(StoreDiagnostic.controlCharacterInName))
            }
        }
        guard names.count <= Self.maximumDepth else {
            throw .usage(StoreError.Reason(StoreDiagnostic.pathTooDeep(depth: names.count, limit: Self.maximumDepth)))
        }
        components = names
    }

    /// A path of names already known to be plain.
    init(checked components: [String]) {
        self.components = components
    }

    /// A path of names read from a directory listing, which are plain by
    /// construction (no slashes, never `.` or `..` once those are skipped).
    public init(checkedNames components: [String]) {
        self.components = components
    }

    /// `Documents/NAME`: where the books' apps keep their data files.
    public static func documents(_ name: String) -> ContainerPath {
        ContainerPath(checked: ["Documents", name])
    }

    /// The last name: the file's own.
    public var fileName: String { components.last ?? "" }

    /// The same folder, another name.
    public func sibling(named name: String) -> ContainerPath {
        ContainerPath(checked: components.dropLast() + [name])
    }

    /// Whether the path is this folder or lies inside it.
    public func isWithin(_ folder: [String]) -> Bool {
        components.count >= folder.count && Array(components.prefix(folder.count)) == folder
    }

    public var description: String { components.joined(separator: "/") }

    public static func < (lhs: ContainerPath, rhs: ContainerPath) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }
}
