import SceneLabStore
import PropertyLists

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
                throw .usage(StoreError.Reason(FileStoreDiagnostic.standardInputBusy))
            }
            return try readAll(descriptor: 0, path: "standard input")
        }
        var file: OpenedFile
        switch OpenedFile.reading(path) {
        case .success(let opened): file = opened
        case .failure(let refusal): throw SystemError.storeError(refusal.code, path: path, operation: .read)
        }
        if file.kind.isDirectory {
            file.close()
            throw .io(path: path, operation: .read, reason: StoreError.Reason(FileStoreDiagnostic.importingADirectory))
        }
        if file.kind.isRegular, file.size > PropertyListLimits.maximumFileSize {
            file.close()
            throw Self.tooLarge(path, bytes: file.size)
        }
        // A pipe is read as `cat` would: waiting for its writer.
        switch file.waitingForWriter(path: path) {
        case .success(let readable): file = readable
        case .failure(let refusal): throw SystemError.storeError(refusal.code, path: path, operation: .read)
        }
        defer { file.close() }
        return try readAll(descriptor: file.descriptor, path: path)
    }

    /// Writes `bytes` as the whole file through `RequestedFile`: a regular
    /// file only, never through a link or onto a device (exporting to
    /// `/dev/null` as root must not replace the system's), an existing file
    /// only when `replacing` (`--force`), keeping its owner and mode.
    public func write(_ bytes: [UInt8], to path: String, replacing: Bool) throws(StoreError) {
        try RequestedFile(path).write(bytes, replacing: replacing)
    }

    private func readAll(descriptor: Int32, path: String) throws(StoreError) -> [UInt8] {
        switch BoundedReader.read(descriptor, limit: PropertyListLimits.maximumFileSize) {
        case .bytes(let bytes): return bytes
        case .tooLong: throw Self.tooLarge(path, bytes: nil)
        case .failed(let code): throw SystemError.storeError(code, path: path, operation: .read)
        }
    }

    /// `bytes`: the file's size, nil when reading only found it larger than the limit.
    private static func tooLarge(_ path: String, bytes: Int?) -> StoreError {
        .io(
            path: path, operation: .import,
            reason: StoreError.Reason(
                FileStoreDiagnostic.importTooLarge(limitMiB: PropertyListLimits.maximumFileSize >> 20, bytes: bytes)))
    }
}
