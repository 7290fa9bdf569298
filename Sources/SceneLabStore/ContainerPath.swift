/// A file's place inside an app's container, such as
/// `Documents/Checklists.plist`: relative, and made of plain names, so that
/// no path built from one can leave the container.
public struct ContainerPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The names from the container down: `["Documents", "Checklists.plist"]`.
    public let components: [String]

    /// The most folders deep a path may go, and the longest a path may be.
    public static let maximumDepth = 16
    public static let maximumLength = 1024

    /// Reads a path as the user typed it, refusing one that would leave the
    /// container or that no file system would take.
    public init(_ text: String) throws(StoreError) {
        guard !text.isEmpty else {
            throw .usage(
                StoreError.Reason(
                    en: "a path in the container is needed, such as Documents/Checklists.plist",
                    ru: "нужен путь в контейнере, например Documents/Checklists.plist"))
        }
        guard text.utf8.count <= Self.maximumLength else {
            throw .usage(
                StoreError.Reason(
                    en: "the path is \(text.utf8.count) bytes long; paths in a container take at most \(Self.maximumLength)",
                    ru: "путь длиной \(text.utf8.count) байт; пути в контейнере — не длиннее \(Self.maximumLength)"))
        }
        guard !text.hasPrefix("/") else {
            throw .usage(
                StoreError.Reason(
                    en: "'\(text)' starts at the device's root; paths are inside the app's container, "
                        + "such as Documents/Checklists.plist",
                    ru: "'\(text)' начинается от корня устройства; пути — внутри контейнера приложения, "
                        + "например Documents/Checklists.plist"))
        }
        let names = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for name in names {
            guard !name.isEmpty else {
                throw .usage(
                    StoreError.Reason(
                        en: "'\(text)' has an empty name between slashes",
                        ru: "'\(text)': пустое имя между косыми чертами"))
            }
            guard name != ".", name != ".." else {
                throw .usage(
                    StoreError.Reason(
                        en: "'\(text)' names \(name); a path cannot leave the app's container",
                        ru: "'\(text)' указывает на \(name); путь не выходит из контейнера приложения"))
            }
            guard name.utf8.count <= 255 else {
                throw .usage(
                    StoreError.Reason(
                        en: "a name in '\(text)' is longer than 255 bytes", ru: "имя в '\(text)' длиннее 255 байт"))
            }
            guard !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                throw .usage(
                    StoreError.Reason(
                        en: "a name in the path holds a control character; file names in a container cannot",
                        ru: "имя в пути содержит управляющий символ; в контейнере так называть файлы нельзя"))
            }
        }
        guard names.count <= Self.maximumDepth else {
            throw .usage(
                StoreError.Reason(
                    en: "the path is \(names.count) names deep; a container's paths go at most \(Self.maximumDepth)",
                    ru: "глубина пути — \(names.count) имён; пути в контейнере — не глубже \(Self.maximumDepth)"))
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
