/// Reads the bytes `SourcesWriter` wrote, in the same order, as untrusted input: every count
/// is checked against the bytes left before anything is made, nesting is bounded, and any
/// mismatch is an error saying what was being read, never a trap.
public struct SourcesReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    /// How deep nested statements, expressions and conditions go at most: far more than the
    /// reader lets a file's code nest, far less than would exhaust the stack.
    public static let maximumDepth = 2_000
    private var depth = 0

    /// A reader of `bytes`, which must outlive it.
    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset == bytes.count }

    /// A number `write(count:)` wrote.
    mutating func readCount(_ what: @autoclosure () -> String) throws(SwiftSourcesCodingError) -> Int {
        var value: UInt = 0
        var shift: UInt = 0
        while true {
            guard offset < bytes.count else { throw SwiftSourcesCodingError("\(what()): the bytes end too soon") }
            let byte = bytes[offset]
            offset += 1
            guard shift < UInt(UInt.bitWidth) else { throw SwiftSourcesCodingError("\(what()): a number too long") }
            value |= UInt(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(bitPattern: value)
    }

    /// A count of items, each at least one byte long, so never more than the bytes left.
    mutating func readLength(_ what: @autoclosure () -> String) throws(SwiftSourcesCodingError) -> Int {
        let count = try readCount(what())
        guard count >= 0, count <= bytes.count - offset else {
            throw SwiftSourcesCodingError("\(what()): a count of \(count) with \(bytes.count - offset) bytes left")
        }
        return count
    }

    /// `count` bytes as they are.
    mutating func readRaw(
        _ count: Int, _ what: @autoclosure () -> String
    ) throws(SwiftSourcesCodingError)
        -> UnsafeBufferPointer<UInt8>
    {
        guard count >= 0, count <= bytes.count - offset else {
            throw SwiftSourcesCodingError("\(what()): the bytes end too soon")
        }
        defer { offset += count }
        return UnsafeBufferPointer(rebasing: bytes[offset..<(offset + count)])
    }

    /// Any value written through `SourcesCodable`.
    mutating func read<Value: SourcesCodable>(_ type: Value.Type = Value.self) throws(SwiftSourcesCodingError) -> Value
    {
        try Value(from: &self)
    }

    /// Reads a value that may hold others of its kind, one level deeper.
    mutating func nested<Value>(
        _ what: String, _ body: (inout SourcesReader) throws(SwiftSourcesCodingError) -> Value
    ) throws(SwiftSourcesCodingError) -> Value {
        guard depth < Self.maximumDepth else {
            throw SwiftSourcesCodingError("\(what): nested deeper than \(Self.maximumDepth)")
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }
}
