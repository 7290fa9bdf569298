/// A value that crosses from the reading library to the program as bytes: written by
/// `write(to:)` and read back, in the same order, by `init(from:)`.
public protocol SourcesCodable {
    func write(to writer: inout SourcesWriter)
    init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError)
}

extension Int: SourcesCodable {
    /// Zig-zag, so that a small negative number stays short: 0, -1, 1, -2 … are 0, 1, 2, 3 ….
    public func write(to writer: inout SourcesWriter) {
        writer.write(count: Int(bitPattern: UInt(bitPattern: self << 1) ^ UInt(bitPattern: self >> (Int.bitWidth - 1))))
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        let zigZag = UInt(bitPattern: try reader.readCount("a number"))
        self = Int(bitPattern: zigZag >> 1) ^ -Int(bitPattern: zigZag & 1)
    }
}

extension Bool: SourcesCodable {
    public func write(to writer: inout SourcesWriter) { writer.write(count: self ? 1 : 0) }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        switch try reader.readCount("a boolean") {
        case 0: self = false
        case 1: self = true
        case let other: throw SwiftSourcesCodingError("a boolean of \(other)")
        }
    }
}

extension Double: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        writer.write(count: Int(bitPattern: UInt(bitPattern.byteSwapped)))
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        self = Double(bitPattern: UInt64(UInt(bitPattern: try reader.readCount("a number")).byteSwapped))
    }
}

extension String: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        writer.write(count: utf8.count)
        writer.write(raw: utf8)
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        let count = try reader.readLength("a string")
        self = String(decoding: try reader.readRaw(count, "a string"), as: UTF8.self)
    }
}

extension Array: SourcesCodable where Element: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        writer.write(count: count)
        for element in self { element.write(to: &writer) }
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        let count = try reader.readLength("a list")
        self = []
        reserveCapacity(count)
        for _ in 0..<count { append(try Element(from: &reader)) }
    }
}

extension Optional: SourcesCodable where Wrapped: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        switch self {
        case .none: writer.write(count: 0)
        case .some(let value):
            writer.write(count: 1)
            value.write(to: &writer)
        }
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        switch try reader.readCount("an optional") {
        case 0: self = .none
        case 1: self = .some(try Wrapped(from: &reader))
        case let other: throw SwiftSourcesCodingError("an optional marked \(other)")
        }
    }
}
