/// The files in apps' containers besides their preferences: `Documents`,
/// `Library/Caches`, `tmp`. A container is named by the app's bundle identifier.
///
/// The core asks for files by `ContainerPath` and never opens one itself:
/// `InMemoryContainers` serves tests and `--ephemeral`, and the disk-backed
/// storage lives at the edge. `Library/Preferences` belongs to the
/// `PreferencesStorage`, and a container storage leaves it out of its listings.
public protocol ContainerStorage: Sendable {
    /// The file's bytes, `missing`, or why it cannot be a data file.
    func read(_ path: ContainerPath, in container: String) throws(StoreError) -> ContainerFile

    /// Replaces the file with `bytes` atomically, as `Data.write(to:options: .atomic)`
    /// does: a reader sees the old file or the new one, never half of one.
    func write(_ bytes: [UInt8], to path: ContainerPath, in container: String) throws(StoreError)

    /// Replaces the file with what `contents` encodes, as `write(_:to:in:)`
    /// does. Storage that keeps files in memory may keep `contents` and
    /// encode it only when the file is read, listed or moved, so that an
    /// app saving its whole list after every change does not encode it
    /// every time; storage on disk encodes and writes it at once (the
    /// default), as the app's own code would.
    func write(_ contents: EncodedOnRead, to path: ContainerPath, in container: String) throws(StoreError)

    /// Deletes the file; `false` when there was none.
    func remove(_ path: ContainerPath, in container: String) throws(StoreError) -> Bool

    /// Moves the file aside as `NAME.LABEL-STAMP` beside it (`-2`, `-3`…
    /// added while that name is taken), keeping its bytes, and returns where it went.
    func moveAside(_ path: ContainerPath, in container: String, stamp: String, label: String) throws(StoreError)
        -> ContainerPath

    /// The files of the container, sorted by path, without `Library/Preferences`.
    func entries(in container: String) throws(StoreError) -> [ContainerEntry]

    /// Where the container is on the real disk, when it is on one.
    func location(of container: String) -> String?

    /// Whether other processes may change the containers' files (a shared data directory).
    var isSharedWithOtherProcesses: Bool { get }

    /// Marks the container's app as running in this process until
    /// `endProcess(of:)` (or this process's end), unless another process on
    /// the device runs it already.
    func startProcess(of container: String) throws(StoreError) -> ProcessStart

    /// Ends what `startProcess(of:)` started.
    func endProcess(of container: String)

    /// Replaces the file with `bytes`, as `write(_:to:in:)` does, unless
    /// another process changed it since the app last read or wrote it
    /// (`expected`): then the other version is first moved aside as
    /// `NAME.changed-elsewhere-STAMP`, and the answer says where it went.
    func write(
        _ bytes: [UInt8], to path: ContainerPath, in container: String, expecting expected: FileFingerprint,
        stamp: String
    ) throws(StoreError) -> CheckedWrite
}

extension ContainerStorage {
    /// A storage only this process uses: nothing to share, nothing to check.
    public var isSharedWithOtherProcesses: Bool { false }

    public func startProcess(of container: String) throws(StoreError) -> ProcessStart { .started }

    public func endProcess(of container: String) {}

    /// The check made in steps: enough where no other process writes.
    public func write(
        _ bytes: [UInt8], to path: ContainerPath, in container: String, expecting expected: FileFingerprint,
        stamp: String
    ) throws(StoreError) -> CheckedWrite {
        try writeCheckingFirst(bytes, to: path, in: container, expecting: expected, stamp: stamp)
    }

    /// Reads the file, moves another process's version aside, writes:
    /// the steps of a checked write, for a storage to run under its own lock.
    public func writeCheckingFirst(
        _ bytes: [UInt8], to path: ContainerPath, in container: String, expecting expected: FileFingerprint,
        stamp: String
    ) throws(StoreError) -> CheckedWrite {
        let found = try read(path, in: container)
        var outcome = CheckedWrite.written
        if FileFingerprint(of: found) != expected {
            switch found {
            case .missing: outcome = .writtenAgain
            case .bytes, .damaged:
                outcome = .keptOther(try moveAside(path, in: container, stamp: stamp, label: ContainerPath.changedElsewhere))
            }
        }
        try write(bytes, to: path, in: container)
        return outcome
    }

    /// Moves an unreadable file aside as `NAME.corrupt-STAMP`.
    public func moveAside(_ path: ContainerPath, in container: String, stamp: String) throws(StoreError) -> ContainerPath {
        try moveAside(path, in: container, stamp: stamp, label: ContainerPath.corrupt)
    }
}

extension ContainerPath {
    /// The label of a file moved aside because it could not be read.
    public static let corrupt = "corrupt"
    /// The label of another process's version, moved aside by a save.
    public static let changedElsewhere = "changed-elsewhere"
}

extension ContainerStorage {
    /// Encodes now and writes the bytes: what a disk must do to be durable.
    public func write(_ contents: EncodedOnRead, to path: ContainerPath, in container: String) throws(StoreError) {
        try write(contents.encode(), to: path, in: container)
    }
}

/// A file's contents as a value and the way to encode it, for storage that
/// can put the encoding off until someone reads the file (`InMemoryContainers`).
///
/// The value must be a snapshot (a value type, captured as it was written):
/// whatever the app changes afterwards, the file encodes what was written.
public struct EncodedOnRead: Sendable {
    /// The file's bytes: the same every time it is called.
    public let encode: @Sendable () -> [UInt8]

    public init(_ encode: @escaping @Sendable () -> [UInt8]) {
        self.encode = encode
    }
}

/// What reading a container's file found.
public enum ContainerFile: Sendable, Equatable {
    case missing
    case bytes([UInt8])
    /// Something no data file can be: a directory, a FIFO, a file over the size limit.
    case damaged(FileDamage)
}

/// One file of a container, as `files` lists it.
public struct ContainerEntry: Sendable, Equatable {
    public let path: ContainerPath
    /// Its size in bytes.
    public let size: Int

    public init(path: ContainerPath, size: Int) {
        self.path = path
        self.size = size
    }
}

extension ContainerPath {
    /// The folder whose files the preferences storage owns.
    public static let preferencesFolder = ["Library", "Preferences"]

    /// `Library/Preferences/BUNDLE.plist`: the app's own domain, as a file.
    public static func preferencesFile(of bundleIdentifier: String) -> ContainerPath {
        ContainerPath(checked: preferencesFolder + [bundleIdentifier + ".plist"])
    }
}

/// The containers of a device that has no files (a placeholder process):
/// every call fails clearly.
public struct NoContainers: ContainerStorage {
    public init() {}

    private func refuse(_ path: String, _ operation: StoreError.Operation) -> StoreError {
        .io(
            path: path, operation: operation,
            reason: StoreError.Reason(StoreDiagnostic.noContainer))
    }

    public func read(_ path: ContainerPath, in container: String) throws(StoreError) -> ContainerFile {
        throw refuse(path.description, .read)
    }

    public func write(_ bytes: [UInt8], to path: ContainerPath, in container: String) throws(StoreError) {
        throw refuse(path.description, .write)
    }

    public func remove(_ path: ContainerPath, in container: String) throws(StoreError) -> Bool {
        throw refuse(path.description, .remove)
    }

    public func moveAside(
        _ path: ContainerPath, in container: String, stamp: String, label: String
    ) throws(StoreError) -> ContainerPath {
        throw refuse(path.description, .moveAside)
    }

    public func entries(in container: String) throws(StoreError) -> [ContainerEntry] { [] }

    public func location(of container: String) -> String? { nil }
}
