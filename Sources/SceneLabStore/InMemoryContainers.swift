import Synchronization

/// Containers' files kept in memory: for tests, transcripts and `--ephemeral`.
///
/// A file written as `EncodedOnRead` is kept as that value and encoded the
/// first time it is read, listed or moved aside, so that an app that saves
/// its whole list after each change (Checklists) costs one encoding per
/// read instead of one per change: adding n items is linear, not quadratic.
public final class InMemoryContainers: ContainerStorage {
    /// A file: its bytes, or a value not encoded yet.
    private enum Stored {
        case bytes([UInt8])
        case encodedOnRead(EncodedOnRead)

        /// The bytes, encoding them if they are not yet.
        var bytes: [UInt8] {
            switch self {
            case .bytes(let bytes): return bytes
            case .encodedOnRead(let contents): return contents.encode()
            }
        }
    }

    private let files: Mutex<[String: [ContainerPath: Stored]]>

    public init(_ files: [String: [ContainerPath: [UInt8]]] = [:]) {
        self.files = Mutex(files.mapValues { $0.mapValues(Stored.bytes) })
    }

    /// The bytes of a file, encoded and kept as bytes if they were not yet; `nil` when there is none.
    private static func bytes(
        at path: ContainerPath, in container: String, of all: inout [String: [ContainerPath: Stored]]
    )
        -> [UInt8]?
    {
        guard let stored = all[container]?[path] else { return nil }
        if case .bytes(let bytes) = stored { return bytes }
        let bytes = stored.bytes
        all[container]?[path] = .bytes(bytes)
        return bytes
    }

    public func read(_ path: ContainerPath, in container: String) throws(StoreError) -> ContainerFile {
        try files.withLock { (all) throws(StoreError) -> ContainerFile in
            if let bytes = Self.bytes(at: path, in: container, of: &all) { return .bytes(bytes) }
            if all[container]?.keys.contains(where: { $0.isWithin(path.components) }) == true {
                return .damaged(.folder)
            }
            return .missing
        }
    }

    public func write(_ bytes: [UInt8], to path: ContainerPath, in container: String) throws(StoreError) {
        try store(.bytes(bytes), at: path, in: container)
    }

    public func write(_ contents: EncodedOnRead, to path: ContainerPath, in container: String) throws(StoreError) {
        try store(.encodedOnRead(contents), at: path, in: container)
    }

    private func store(_ file: Stored, at path: ContainerPath, in container: String) throws(StoreError) {
        try files.withLock { (all) throws(StoreError) in
            // Replacing a file that is there is the usual case: no folder to look for.
            if all[container]?[path] == nil {
                let folders = all[container, default: [:]].keys
                if folders.contains(where: { $0 != path && $0.isWithin(path.components) }) {
                    throw .io(path: path.description, operation: .write, reason: .isAFolder)
                }
            }
            all[container, default: [:]][path] = file
        }
    }

    public func remove(_ path: ContainerPath, in container: String) throws(StoreError) -> Bool {
        files.withLock { all in all[container]?.removeValue(forKey: path) != nil }
    }

    public func moveAside(
        _ path: ContainerPath, in container: String, stamp: String, label: String
    ) throws(StoreError) -> ContainerPath {
        try files.withLock { (all) throws(StoreError) -> ContainerPath in
            guard let bytes = Self.bytes(at: path, in: container, of: &all) else {
                throw .io(
                    path: path.description, operation: .moveAside, reason: StoreError.Reason(StoreDiagnostic.noSuchFile))
            }
            var destination = path.sibling(named: path.fileName + "." + label + "-" + stamp)
            var attempt = 1
            while all[container]?[destination] != nil {
                attempt += 1
                destination = path.sibling(named: path.fileName + "." + label + "-" + stamp + "-\(attempt)")
            }
            all[container]?[path] = nil
            all[container]?[destination] = .bytes(bytes)
            return destination
        }
    }

    public func entries(in container: String) throws(StoreError) -> [ContainerEntry] {
        files.withLock { all in
            // Sizes need the bytes: a file not encoded yet is encoded now, once.
            let paths = (all[container] ?? [:]).keys.filter { !$0.isWithin(ContainerPath.preferencesFolder) }
            return paths.sorted().map { path in
                ContainerEntry(path: path, size: Self.bytes(at: path, in: container, of: &all)?.count ?? 0)
            }
        }
    }

    public func location(of container: String) -> String? { nil }
}
