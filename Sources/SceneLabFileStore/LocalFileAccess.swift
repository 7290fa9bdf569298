import SceneLabStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Real files for `defaults export` and `import`; `-` reads standard input.
/// (Exporting to `-` prints through the session's output, not here.)
public struct LocalFileAccess: FileAccess {
    /// Whether standard input is free to read (it is not when it carries the script).
    public let standardInputAvailable: Bool

    public init(standardInputAvailable: Bool) {
        self.standardInputAvailable = standardInputAvailable
    }

    public func read(_ path: String) throws(StoreError) -> [UInt8] {
        if path == "-" {
            guard standardInputAvailable else {
                throw .usage("standard input carries the script; import from a FILE instead")
            }
            return try readAll(descriptor: 0, path: "standard input")
        }
        let file: OpenedFile
        switch OpenedFile.reading(path) {
        case .success(let opened): file = opened
        case .failure(let refusal): throw SystemError.storeError(refusal.code, path: path, operation: "read")
        }
        defer { file.close() }
        if file.kind.isDirectory {
            throw .io(path: path, operation: "read", reason: "it is a directory, not a property-list file")
        }
        if file.kind.isRegular, file.size > PropertyListLimits.maximumFileSize {
            throw Self.tooLarge(path, size: "\(file.size) bytes")
        }
        // A pipe is read as `cat` would: waiting for its writer.
        file.blockingReads()
        return try readAll(descriptor: file.descriptor, path: path)
    }

    /// Writes `bytes` to a regular file, the same crash-safe way the store
    /// writes domains. Anything else at `path` (a device, a FIFO, a socket, a
    /// symbolic link, a directory) is refused, never replaced: exporting to
    /// `/dev/null` as root must not replace the system's. An existing file
    /// keeps its permissions and owner; one with other hard links is refused,
    /// since replacing it would leave the other names with the old contents.
    public func write(_ bytes: [UInt8], to path: String) throws(StoreError) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            let code = errno
            guard code == ENOENT else { throw SystemError.storeError(code, path: path, operation: "write") }
            try DomainFile(path: path).replace(with: bytes)
            return
        }
        let kind = FileKind(mode: status.st_mode)
        guard kind.isRegular else {
            throw .io(
                path: path, operation: "export to",
                reason: "it is \(kind); export writes a regular file, or - for standard output")
        }
        guard status.st_nlink <= 1 else {
            throw .io(
                path: path, operation: "export to",
                reason: "it has \(status.st_nlink) hard links, which replacing it would split; "
                    + "remove it first or export to another path")
        }
        try DomainFile(path: path).replace(
            with: bytes, mode: status.st_mode & 0o7777, owner: (status.st_uid, status.st_gid))
    }

    private func readAll(descriptor: Int32, path: String) throws(StoreError) -> [UInt8] {
        switch BoundedReader.read(descriptor, limit: PropertyListLimits.maximumFileSize) {
        case .bytes(let bytes): return bytes
        case .tooLong: throw Self.tooLarge(path, size: "more than that")
        case .failed(let code): throw SystemError.storeError(code, path: path, operation: "read")
        }
    }

    private static func tooLarge(_ path: String, size: String) -> StoreError {
        .io(
            path: path, operation: "import",
            reason: "a property list may be at most \(PropertyListLimits.maximumFileSize >> 20) MiB; this is \(size)")
    }
}
