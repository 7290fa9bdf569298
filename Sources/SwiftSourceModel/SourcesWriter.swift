/// Writes what the Swift reader found as compact bytes, to cross from the reading library
/// to the program (`SwiftSources.bytes`): integers as variable-length numbers, strings as
/// their length and UTF-8 bytes, lists as their count and items, each value in a fixed order
/// its reader (`SourcesReader`) knows. No names, no tables: the bytes are read once, in order.
public struct SourcesWriter {
    /// What has been written.
    public private(set) var bytes: [UInt8] = []

    /// An empty writer; `capacity` bytes are kept ready.
    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// A non-negative number, seven bits a byte, the high bit saying that more follow.
    mutating func write(count value: Int) {
        var rest = UInt(bitPattern: value)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Any value written through `SourcesCodable`.
    mutating func write(_ value: some SourcesCodable) { value.write(to: &self) }

    /// An enumeration's case: its number, then its values in order.
    mutating func write<each Value: SourcesCodable>(tag: Int, _ values: repeat each Value) {
        write(count: tag)
        repeat write(each values)
    }

    /// Bytes as they are, for a string's content.
    mutating func write(raw: some Sequence<UInt8>) { bytes.append(contentsOf: raw) }
}
