import SceneLabStore
import Synchronization

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

    /// The descriptors holding this process's app locks, by container.
    private let runningLocks = Mutex<[String: Int32]>([:])

    /// How a folder's lock another process holds is waited for.
    private let lockWait: LockWait

    public init(root: String, lockWait: LockWait = LockWait()) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        self.lockWait = lockWait
    }

    deinit {
        runningLocks.withLock { locks in locks.values.forEach(AppProcessLock.release) }
    }

    /// Other scenelab processes may use the same data directory.
    public var isSharedWithOtherProcesses: Bool { true }

    public func startProcess(of container: String) throws(StoreError) -> ProcessStart {
        if runningLocks.withLock({ $0[container] != nil }) { return .started }
        switch try AppProcessLock(root: root, container: container).take() {
        case .success(let descriptor):
            runningLocks.withLock { $0[container] = descriptor }
            // The app is this process's now: no other writes its container, so
            // what a killed save left behind can go.
            if (try? foldersAreSafe(["Containers", container])) == true { sweepTemporaryFiles(of: container) }
            return .started
        case .failure(let held):
            return .runningElsewhere(held.holder)
        }
    }

    public func endProcess(of container: String) {
        guard let descriptor = runningLocks.withLock({ $0.removeValue(forKey: container) }) else { return }
        AppProcessLock.release(descriptor)
    }

    /// The container's folder.
    public func folder(of container: String) -> String { root + "/Containers/" + container }

    public func location(of container: String) -> String? { folder(of: container) }

    public func read(_ path: ContainerPath, in container: String) throws(StoreError) -> ContainerFile {
        guard try foldersAreSafe(path, in: container) else { return .missing }
        let full = folder(of: container) + "/" + path.description
        switch Directory.kind(of: full) {
        case .none: return .missing
        case .some(let kind) where !kind.isRegular: return .damaged(.notARegularFile(kind: kind.description))
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
            throw .io(path: full, operation: .write, reason: .isAFolder)
        }
        try DomainFile(path: full).replace(with: bytes)
    }

    /// Writes only if the file is still what the app expects, deciding
    /// under a lock on the file's folder that `remove` takes too, so that
    /// another process's `rm` cannot slip between the check and the rename.
    public func write(
        _ bytes: [UInt8], to path: ContainerPath, in container: String, expecting expected: FileFingerprint,
        stamp: String
    ) throws(StoreError) -> CheckedWrite {
        _ = try foldersAreSafe(path, in: container)
        let file = DomainFile(path: folder(of: container) + "/" + path.description)
        try file.makeFolders()
        return try FolderLock.holding(file.folder, waiting: lockWait) { () throws(StoreError) -> CheckedWrite in
            try writeCheckingFirst(bytes, to: path, in: container, expecting: expected, stamp: stamp)
        }
    }

    public func remove(_ path: ContainerPath, in container: String) throws(StoreError) -> Bool {
        guard try foldersAreSafe(path, in: container) else { return false }
        let full = folder(of: container) + "/" + path.description
        guard let kind = Directory.kind(of: full) else { return false }
        if kind.isDirectory {
            throw .io(path: full, operation: .remove, reason: StoreError.Reason(FileStoreDiagnostic.removingAFolder))
        }
        // unlink removes a link itself, never what it points to.
        try FolderLock.holding(DomainFile(path: full).folder, waiting: lockWait) { () throws(StoreError) in
            try DomainFile(path: full).remove()
        }
        return true
    }

    public func moveAside(
        _ path: ContainerPath, in container: String, stamp: String, label: String
    ) throws(StoreError) -> ContainerPath {
        _ = try foldersAreSafe(path, in: container)
        let full = folder(of: container) + "/" + path.description
        let aside = try DomainFile(path: full).quarantine(stamp: stamp, label: label)
        let name = aside.split(separator: "/").last.map(String.init) ?? path.fileName
        return path.sibling(named: name)
    }

    public func entries(in container: String) throws(StoreError) -> [ContainerEntry] {
        var found: [ContainerEntry] = []
        guard try foldersAreSafe(["Containers", container]) else { return [] }
        walk(folder(of: container), names: [], into: &found)
        return found.sorted { $0.path < $1.path }
    }

    /// Deletes the temporary files (`.NAME.saving-XXXXXX`) a save that was killed
    /// left in the container's folders, but never in `Library/Preferences`,
    /// whose domains the store sweeps under their own locks.
    private func sweepTemporaryFiles(of container: String) {
        var folders = [(folder(of: container), [String]())]
        var visited = 0
        while let (directory, names) = folders.popLast(), visited < Self.maximumListing {
            visited += 1
            guard names.count < ContainerPath.maximumDepth, names != ContainerPath.preferencesFolder,
                let children = Directory.names(in: directory)
            else { continue }
            for name in children {
                let full = directory + "/" + name
                guard let kind = Directory.kind(of: full) else { continue }
                if kind.isDirectory {
                    folders.append((full, names + [name]))
                } else if kind.isRegular, DomainFile.isTemporaryName(name) {
                    unlink(full)
                }
            }
        }
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
        try foldersAreSafe(["Containers", container] + path.components.dropLast())
    }

    /// Checks the folders `names`, from the data directory down.
    private func foldersAreSafe(_ names: [String]) throws(StoreError) -> Bool {
        var current = root
        var allExist = true
        for name in names {
            current += "/" + name
            guard let kind = Directory.kind(of: current) else {
                allExist = false
                break
            }
            guard kind.isDirectory else {
                throw .io(
                    path: current, operation: .use,
                    reason: StoreError.Reason(FileStoreDiagnostic.notAFolder(kind: kind.description)))
            }
        }
        return allExist
    }
}
