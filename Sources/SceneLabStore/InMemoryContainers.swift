import Synchronization

/// Containers' files kept in memory: for tests, transcripts and `--ephemeral`.
public final class InMemoryContainers: ContainerStorage {
    private let files: Mutex<[String: [ContainerPath: [UInt8]]]>

    public init(_ files: [String: [ContainerPath: [UInt8]]] = [:]) {
        self.files = Mutex(files)
    }

    public func read(_ path: ContainerPath, in container: String) throws(StoreError) -> ContainerFile {
        try files.withLock { (all) throws(StoreError) -> ContainerFile in
            if let bytes = all[container]?[path] { return .bytes(bytes) }
            if all[container]?.keys.contains(where: { $0.isWithin(path.components) }) == true {
                return .damaged("it is a folder, not a file")
            }
            return .missing
        }
    }

    public func write(_ bytes: [UInt8], to path: ContainerPath, in container: String) throws(StoreError) {
        try files.withLock { (all) throws(StoreError) in
            let folders = all[container, default: [:]].keys
            if folders.contains(where: { $0 != path && $0.isWithin(path.components) }) {
                throw .io(path: path.description, operation: "write", reason: "it is a folder")
            }
            all[container, default: [:]][path] = bytes
        }
    }

    public func remove(_ path: ContainerPath, in container: String) throws(StoreError) -> Bool {
        files.withLock { all in all[container]?.removeValue(forKey: path) != nil }
    }

    public func moveAside(
        _ path: ContainerPath, in container: String, stamp: String, label: String
    ) throws(StoreError) -> ContainerPath {
        try files.withLock { (all) throws(StoreError) -> ContainerPath in
            guard let bytes = all[container]?[path] else {
                throw .io(path: path.description, operation: "move aside", reason: "there is no such file")
            }
            var destination = path.sibling(named: path.fileName + "." + label + "-" + stamp)
            var attempt = 1
            while all[container]?[destination] != nil {
                attempt += 1
                destination = path.sibling(named: path.fileName + "." + label + "-" + stamp + "-\(attempt)")
            }
            all[container]?[path] = nil
            all[container]?[destination] = bytes
            return destination
        }
    }

    public func entries(in container: String) throws(StoreError) -> [ContainerEntry] {
        files.withLock { all in
            (all[container] ?? [:]).map { ContainerEntry(path: $0.key, size: $0.value.count) }
                .filter { !$0.path.isWithin(ContainerPath.preferencesFolder) }
                .sorted { $0.path < $1.path }
        }
    }

    public func location(of container: String) -> String? { nil }
}
