import SceneLabStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Apps' container files on disk, under the same data directory as the
/// preferences: `DATA/Containers/<bundle-id>/Documents/Checklists.plist`.
///
/// The folders of a path are checked on the way down: a symbolic link or a
/// file where a folder should be is refused, never followed, so that a path
/// cannot lead out of the container. Files are read with a bound and without
/// an open that could block, and written as `DomainFile` writes: a temporary
/// file, fsync, rename.
public final class DiskContainers: ContainerStorage {
    /// The data directory (`--data-dir`).
    public let root: String
    /// The most files `entries(in:)` lists, so that a hostile tree cannot stall it.
    public static let maximumListing = 10_000

    public init(root: String) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
    }

    /// The container's folder.
    public func folder(of container: String) -> String { root + "/Containers/" + container }

    public func location(of container: String) -> String? { folder(of: container) }

    public func read(_ path: ContainerPath, in container: String) throws(StoreError) -> ContainerFile {
        guard try foldersAreSafe(path, in: container) else { return .missing }
        let full = folder(of: container) + "/" + path.description
        switch Directory.kind(of: full) {
        case .none: return .missing
        case .some(let kind) where !kind.isRegular: return .damaged("it is \(kind), not a regular file")
        default: break
        }
        switch try DomainFile(path: full).read() {
        case .missing: return .missing
        case .bytes(let bytes): return .bytes(bytes)
        case .damaged(let reason): return .damaged(reason)
        }
    }

    public func write(_ bytes: [UInt8], to path: ContainerPath, in container: String) throws(StoreError) {
        _ = try foldersAreSafe(path, in: container)
        let full = folder(of: container) + "/" + path.description
        if let kind = Directory.kind(of: full), kind.isDirectory {
            throw .io(path: full, operation: "write", reason: "it is a folder")
        }
        try DomainFile(path: full).replace(with: bytes)
    }

    public func remove(_ path: ContainerPath, in container: String) throws(StoreError) -> Bool {
        guard try foldersAreSafe(path, in: container) else { return false }
        let full = folder(of: container) + "/" + path.description
        guard let kind = Directory.kind(of: full) else { return false }
        if kind.isDirectory {
            throw .io(path: full, operation: "remove", reason: "it is a folder; rm removes files")
        }
        // unlink removes a link itself, never what it points to.
        try DomainFile(path: full).remove()
        return true
    }

    public func moveAside(
        _ path: ContainerPath, in container: String, stamp: String
    ) throws(StoreError) -> ContainerPath {
        _ = try foldersAreSafe(path, in: container)
        let full = folder(of: container) + "/" + path.description
        let aside = try DomainFile(path: full).quarantine(stamp: stamp)
        let name = aside.split(separator: "/").last.map(String.init) ?? path.fileName
        return path.sibling(named: name)
    }

    public func entries(in container: String) throws(StoreError) -> [ContainerEntry] {
        var found: [ContainerEntry] = []
        let top = folder(of: container)
        guard let kind = Directory.kind(of: top), kind.isDirectory else { return [] }
        walk(top, names: [], into: &found)
        return found.sorted { $0.path < $1.path }
    }

    /// Lists the regular files under `directory`, depth first, skipping
    /// hidden names (temporary files) and the preferences folder.
    private func walk(_ directory: String, names: [String], into found: inout [ContainerEntry]) {
        guard names.count < ContainerPath.maximumDepth, found.count < Self.maximumListing,
            names != ContainerPath.preferencesFolder, let children = Directory.names(in: directory)
        else { return }
        for name in children.sorted() where !name.hasPrefix(".") {
            guard found.count < Self.maximumListing else { return }
            let full = directory + "/" + name
            var status = stat()
            guard lstat(full, &status) == 0 else { continue }
            let kind = FileKind(mode: status.st_mode)
            if kind.isDirectory {
                walk(full, names: names + [name], into: &found)
            } else if kind.isRegular, !name.hasSuffix(".lock") {
                found.append(
                    ContainerEntry(path: ContainerPath(checkedNames: names + [name]), size: Int(status.st_size)))
            }
        }
    }

    /// Checks every folder from the data directory's `Containers` down to
    /// the file's own: each must be a real folder or not exist yet. Says
    /// whether they all exist.
    private func foldersAreSafe(_ path: ContainerPath, in container: String) throws(StoreError) -> Bool {
        var current = root + "/Containers"
        var allExist = true
        for name in [container] + path.components.dropLast() {
            current += "/" + name
            guard let kind = Directory.kind(of: current) else {
                allExist = false
                break
            }
            guard kind.isDirectory else {
                throw .io(
                    path: current, operation: "use",
                    reason: "it is \(kind), not a folder; scenelab does not follow it out of the container")
            }
        }
        return allExist
    }
}
