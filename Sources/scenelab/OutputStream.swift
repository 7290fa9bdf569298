import SceneLabSession

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered writer to a file descriptor, so that a long script is not one
/// system call per line.
final class OutputStream {
    private let descriptor: Int32
    private let capacity = 1 << 16
    private let buffer: ByteBuffer
    /// Whether every write is flushed at once (a terminal wants to see lines as they come).
    var flushesEachWrite: Bool

    init(descriptor: Int32, flushesEachWrite: Bool = false) {
        self.descriptor = descriptor
        self.flushesEachWrite = flushesEachWrite
        self.buffer = ByteBuffer(capacity: capacity)
    }

    deinit { flush() }

    /// Opens (and truncates) a file for writing; a new file is private (0600),
    /// as the store's files are, since events carry the values stored.
    static func file(atPath path: String) throws(FileError) -> OutputStream {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOCTTY, 0o600)
        guard descriptor >= 0 else { throw FileError(path: path, code: errno) }
        return OutputStream(descriptor: descriptor)
    }

    /// Writes `text` straight to a descriptor, past every buffer: for a
    /// message that cannot wait for the command to end.
    static func writeImmediately(_ text: String, to descriptor: Int32) {
        let stream = OutputStream(descriptor: descriptor)
        stream.buffer.append(contentsOf: text)
        stream.flush()
    }

    func writeLine(_ line: String) {
        buffer.append(contentsOf: line)
        endLine()
    }

    /// Writes a line given as UTF-8 bytes.
    func writeLine(_ line: ByteBuffer) {
        buffer.append(line.bytes)
        endLine()
    }

    /// The stream's own buffer, to render a line into in place, so that the
    /// line is not copied there; `endLine()` ends it.
    var lineInPlace: ByteBuffer { buffer }

    /// Ends a line rendered into `lineInPlace`.
    func endLine() {
        buffer.append(10)
        if flushesEachWrite || buffer.count >= capacity { flush() }
    }

    func flush() {
        let bytes = buffer.bytes
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                break
            }
            offset += written
        }
        buffer.removeAll()
    }
}

/// A file that could not be opened, read or written.
struct FileError: Error, CustomStringConvertible {
    let path: String
    let code: Int32

    var description: String { "\(VisibleText.escaping(path)): \(String(cString: strerror(code)))" }
}
