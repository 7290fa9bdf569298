import SceneLabFileStore
import SceneLabSession
import SceneLabStore
import SceneLabCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered writer to a file descriptor, so that a long script is not one
/// system call per line; or to a requested file (`--events`), whose write
/// errors are kept and reported rather than dropped.
final class OutputStream {
    private let descriptor: Int32
    /// The requested file written to, when this stream is one.
    private let file: AppendedFile?
    private let capacity = 1 << 16
    private let buffer: ByteBuffer
    /// Whether every write is flushed at once (a terminal wants to see lines as they come).
    var flushesEachWrite: Bool
    /// Whether lines are held back rather than written, for `takeHeld()`
    /// (a command's output that may go through the pager).
    private var isHolding = false
    /// Why the requested file could not be written; nothing more is written once it is set.
    private(set) var failure: StoreError?
    /// Told once, when the requested file first refuses a write.
    var failed: ((StoreError) -> Void)?

    init(descriptor: Int32, flushesEachWrite: Bool = false) {
        self.descriptor = descriptor
        self.file = nil
        self.flushesEachWrite = flushesEachWrite
        self.buffer = ByteBuffer(capacity: capacity)
    }

    /// A stream appending to a requested file. The buffer is flushed only at
    /// the end of a line, so each write holds whole lines.
    init(file: AppendedFile) {
        self.descriptor = file.descriptor
        self.file = file
        self.flushesEachWrite = false
        self.buffer = ByteBuffer(capacity: capacity)
    }

    deinit { flush() }

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

    /// Writes bytes as they are (whole lines held back earlier).
    func writeBytes(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer.append($0) }
        if flushesEachWrite || buffer.count >= capacity { flush() }
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

    /// From now on lines are kept in the buffer, not written, until `takeHeld()`.
    func hold() {
        flush()
        isHolding = true
    }

    /// The lines held since `hold()`, which are then no longer the stream's to write.
    func takeHeld() -> [UInt8] {
        let held = Array(buffer.bytes)
        buffer.removeAll()
        isHolding = false
        return held
    }

    func flush() {
        if isHolding { return }
        defer { buffer.removeAll() }
        if let file {
            guard failure == nil, buffer.count > 0 else { return }
            do {
                try file.append(buffer.bytes)
            } catch {
                failure = error
                failed?(error)
            }
            return
        }
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
    }
}

/// A file that could not be opened, read or written.
struct FileError: Error, CustomStringConvertible {
    let path: String
    let code: Int32

    var description: String { "\(VisibleText.escaping(path)): \(String(cString: strerror(code)))" }
}
