#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SceneLabCore

/// Splits a script into lines as it reads, holding at most one line of
/// `Parser.maximumLineLength` bytes: a longer line is skipped to its end as it
/// streams past, so a 300 MB line costs no more memory than a short one.
struct ScriptLineReader {
    /// What the next read found.
    enum Line: Equatable {
        /// A line, without its line break and the carriage returns before it.
        case text(String)
        /// A line over the limit: its first bytes, and how long it was.
        case tooLong(start: [UInt8], length: Int)
        /// The end of the script.
        case end
        /// `read(2)` failed with this `errno`.
        case failed(Int32)
    }

    private let descriptor: Int32
    private let limit: Int
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var position = 0
    private var filled = 0
    private var atEnd = false

    init(descriptor: Int32, limit: Int) {
        self.descriptor = descriptor
        self.limit = limit
    }

    mutating func next() -> Line {
        var line: [UInt8] = []
        var length = 0
        while true {
            if position == filled {
                if atEnd { return length == 0 ? .end : finished(line, length) }
                let count = buffer.withUnsafeMutableBytes { bytes in read(descriptor, bytes.baseAddress, bytes.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failed(errno)
                }
                position = 0
                filled = count
                if count == 0 {
                    atEnd = true
                    continue
                }
            }
            let start = position
            // memchr: a script is mostly short lines, and a byte-by-byte search showed in profiles.
            let newline = buffer.withUnsafeBytes { bytes -> Int? in
                guard let base = bytes.baseAddress, let found = memchr(base + start, 10, filled - start) else { return nil }
                return base.distance(to: UnsafeRawPointer(found))
            }
            let stop = newline ?? filled
            // A whole line in the buffer (nearly every line) becomes text
            // straight from it, never copied into a line of its own.
            if let newline, line.isEmpty {
                position = newline + 1
                return .text(Self.text(buffer[start..<newline]))
            }
            let room = max(0, limit + 1 - line.count)
            line.append(contentsOf: buffer[start..<min(stop, start + room)])
            length += stop - start
            position = newline.map { $0 + 1 } ?? filled
            if newline != nil { return finished(line, length) }
        }
    }

    private func finished(_ line: [UInt8], _ length: Int) -> Line {
        guard length <= limit else { return .tooLong(start: Array(line.prefix(64)), length: length) }
        return .text(Self.text(line[...]))
    }

    /// A line's bytes as text, without the carriage returns that end it.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[end - 1] == 13 { end -= 1 }
        return bytes[..<end].withUnsafeBufferPointer { String(copyingUTF8: $0) }
    }
}
