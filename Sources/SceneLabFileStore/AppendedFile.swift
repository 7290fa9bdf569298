import SceneLabStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A requested file opened for appending (`RequestedFile.openForAppending`):
/// the `--events` stream and the `--results` lines.
///
/// Each `append` is one `write(2)` when the system takes it whole, so that
/// processes sharing a file (a class's results) never interleave their
/// lines. A write that fails partway (a full disk, a size limit) is taken
/// back, so that the file ends with whole lines, and is an error.
public struct AppendedFile: Sendable {
    public let descriptor: Int32
    /// The path, for messages.
    public let path: String

    /// Appends `bytes`, all of them, or throws why not.
    public func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(StoreError) {
        var before = stat()
        let hadSize = fstat(descriptor, &before) == 0
        do {
            try Self.writeAll(bytes, to: descriptor, path: path)
        } catch {
            // Cut back what was written, unless another process appended since.
            var after = stat()
            if hadSize, fstat(descriptor, &after) == 0, after.st_size > before.st_size,
                after.st_size <= before.st_size + off_t(bytes.count)
            {
                _ = ftruncate(descriptor, before.st_size)
            }
            throw error
        }
    }

    /// Appends `bytes`, all of them, or throws why not.
    public func append(_ bytes: [UInt8]) throws(StoreError) {
        try bytes.withUnsafeBufferPointer { (buffer) throws(StoreError) in try append(buffer) }
    }

    public func close() {
        closeDescriptor(descriptor)
    }

    /// Writes every byte, going on after a short write (whose cause the
    /// next write reports) and a signal; a write of nothing is an I/O error.
    static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32, path: String) throws(StoreError) {
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError.storeError(errno, path: path, operation: .write)
            }
            if count == 0 { throw SystemError.storeError(EIO, path: path, operation: .write) }
            offset += count
        }
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(StoreError) {
        try bytes.withUnsafeBufferPointer { (buffer) throws(StoreError) in try writeAll(buffer, to: descriptor, path: path) }
    }
}
