import SceneLabSession

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The quiz results file: JSON lines appended, one per student and lesson,
/// so that a teacher can gather a class's in one file.
enum ResultsFile {
    /// Appends `bytes` with one `write(2)` on a file opened for appending,
    /// so that students sharing a file never interleave their lines; a
    /// link, a FIFO or a folder in its place is refused.
    static func append(_ bytes: [UInt8], to path: String) throws(StoreError) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            throw .io(path: path, operation: "append to", reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .io(path: path, operation: "append to", reason: "it is not a regular file")
        }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            throw .io(path: path, operation: "append to", reason: String(cString: strerror(errno)))
        }
    }
}
