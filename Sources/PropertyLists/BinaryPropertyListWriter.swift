/// Writes the `bplist00` binary property-list format.
///
/// The layout is CoreFoundation's: the `bplist00` header, the objects, a
/// table of object offsets, and a 32-byte trailer. Equal strings, numbers,
/// dates and booleans are written once and shared by reference, as
/// Foundation and plistlib do, so the thousand copies of a dictionary key
/// cost one object. Object references and offsets use the fewest bytes
/// CoreFoundation accepts: references wide enough to count every object,
/// offsets wide enough to reach the offset table.
///
/// One walk over the value writes every scalar as soon as it is first met and
/// numbers every object; arrays and dictionaries are written after the walk,
/// when the object count (and so the reference width) is known.
struct BinaryPropertyListWriter {
    private var output: [UInt8] = []
    /// Where each object starts, by object number.
    private var offsets: [Int] = []
    private var containers: [Container] = []
    /// The object numbers each container refers to, containers' runs one after another.
    private var references: [Int] = []
    /// Every scalar written so far, found by its encoded bytes.
    private var written = WrittenScalars()

    /// An array or dictionary waiting to be written once references have a width.
    private struct Container {
        let number: Int
        let marker: UInt8
        let count: Int
        let firstReference: Int
        let referenceCount: Int
    }

    /// The complete `bplist00` file for `value`.
    static func write(_ value: PropertyList) -> [UInt8] {
        var writer = BinaryPropertyListWriter()
        writer.output.reserveCapacity(1024)
        writer.output.append(contentsOf: "bplist00".utf8)
        let top = writer.add(value)
        writer.finish(topObject: top)
        return writer.output
    }

    // MARK: Objects

    /// Numbers `value` (and everything in it), writing scalars now; returns its object number.
    private mutating func add(_ value: PropertyList) -> Int {
        switch value {
        case .string(let string):
            return add(string)
        case .integer(let integer):
            let start = output.count
            appendInteger(integer)
            return finishScalar(startingAt: start)
        case .real(let real):
            let start = output.count
            output.append(0x23)
            appendBigEndian(real.bitPattern, width: 8)
            return finishScalar(startingAt: start)
        case .boolean(let boolean):
            let start = output.count
            output.append(boolean ? 0x09 : 0x08)
            return finishScalar(startingAt: start)
        case .date(let date):
            let start = output.count
            output.append(0x33)
            appendBigEndian(date.secondsSinceReferenceDate.bitPattern, width: 8)
            return finishScalar(startingAt: start)
        case .data(let data):
            let start = output.count
            appendMarker(0x40, count: data.count)
            output.append(contentsOf: data)
            return finishScalar(startingAt: start)
        case .array(let items):
            let number = startContainer(marker: 0xA0, count: items.count, referenceCount: items.count)
            let first = references.count - items.count
            for index in items.indices {
                let item = add(items[index])
                references[first + index] = item
            }
            return number
        case .dictionary(let dictionary):
            let count = dictionary.count
            let number = startContainer(marker: 0xD0, count: count, referenceCount: 2 * count)
            let first = references.count - 2 * count
            // Sorted so that equal dictionaries always give equal files.
            let entries = dictionary.sorted { PropertyListKeyOrder.precedes($0.key, $1.key) }
            for index in entries.indices {
                let key = add(entries[index].key)
                references[first + index] = key
            }
            for index in entries.indices {
                let item = add(entries[index].value)
                references[first + count + index] = item
            }
            return number
        }
    }

    private mutating func add(_ string: String) -> Int {
        let start = output.count
        appendString(string)
        return finishScalar(startingAt: start)
    }

    /// Numbers the scalar just written at `start`, or, when an earlier object
    /// has the same bytes, takes it back out and answers the earlier number.
    ///
    /// Comparing encoded bytes rather than values keeps `1` and `true` and
    /// `1.0` apart, and keeps canonically equivalent but different strings
    /// apart (Swift's `==` on `String` would merge `é` with `e` + U+0301).
    private mutating func finishScalar(startingAt start: Int) -> Int {
        let candidate = offsets.count
        let earlier = output.withUnsafeBufferPointer { bytes in
            written.earlierCopy(of: start..<bytes.count, in: bytes, offsets: offsets, numbering: candidate)
        }
        if let earlier {
            output.removeLast(output.count - start)
            return earlier
        }
        offsets.append(start)
        return candidate
    }

    /// Numbers a container and reserves its run of references.
    private mutating func startContainer(marker: UInt8, count: Int, referenceCount: Int) -> Int {
        offsets.append(0)  // set when the container is written
        let number = offsets.count - 1
        containers.append(
            Container(
                number: number, marker: marker, count: count,
                firstReference: references.count, referenceCount: referenceCount))
        references.append(contentsOf: repeatElement(0, count: referenceCount))
        return number
    }

    /// Writes the containers, the offset table and the trailer.
    private mutating func finish(topObject: Int) {
        let referenceWidth = Self.width(toCount: offsets.count)
        references.withUnsafeBufferPointer { references in
            for container in containers {
                offsets[container.number] = output.count
                appendMarker(container.marker, count: container.count)
                let run = references[container.firstReference..<(container.firstReference + container.referenceCount)]
                for reference in run { appendBigEndian(UInt64(reference), width: referenceWidth) }
            }
        }
        let offsetTableOffset = output.count
        let offsetWidth = Self.width(toCount: offsetTableOffset)
        for offset in offsets { appendBigEndian(UInt64(offset), width: offsetWidth) }
        output.append(contentsOf: repeatElement(0, count: 6))  // 5 unused bytes, then the sort version
        output.append(UInt8(offsetWidth))
        output.append(UInt8(referenceWidth))
        appendBigEndian(UInt64(offsets.count), width: 8)
        appendBigEndian(UInt64(topObject), width: 8)
        appendBigEndian(UInt64(offsetTableOffset), width: 8)
    }

    // MARK: Encodings

    /// ASCII strings as bytes (`0x5_`); anything else as UTF-16BE (`0x6_`),
    /// counted in UTF-16 code units.
    private mutating func appendString(_ string: String) {
        var string = string
        let isASCII = string.withUTF8 { bytes in
            var combined: UInt8 = 0
            for byte in bytes { combined |= byte }
            if combined < 0x80 {
                appendMarker(0x50, count: bytes.count)
                output.append(contentsOf: bytes)
                return true
            }
            return false
        }
        if isASCII { return }
        var unitCount = 0
        for scalar in string.unicodeScalars { unitCount += scalar.value > 0xFFFF ? 2 : 1 }
        appendMarker(0x60, count: unitCount)
        for scalar in string.unicodeScalars {
            if scalar.value > 0xFFFF {
                let value = scalar.value - 0x10000
                appendBigEndian(UInt64(0xD800 + (value >> 10)), width: 2)
                appendBigEndian(UInt64(0xDC00 + (value & 0x3FF)), width: 2)
            } else {
                appendBigEndian(UInt64(scalar.value), width: 2)
            }
        }
    }

    /// An integer object: unsigned in 1, 2 or 4 bytes when it fits, else the
    /// signed 8-byte form (the only one readers treat as signed).
    private mutating func appendInteger(_ value: Int) {
        switch value {
        case 0...0xFF:
            output.append(0x10)
            appendBigEndian(UInt64(value), width: 1)
        case 0...0xFFFF:
            output.append(0x11)
            appendBigEndian(UInt64(value), width: 2)
        case 0...0xFFFF_FFFF:
            output.append(0x12)
            appendBigEndian(UInt64(value), width: 4)
        default:
            output.append(0x13)
            appendBigEndian(UInt64(bitPattern: Int64(value)), width: 8)
        }
    }

    /// A type marker whose low nibble holds `count`, or `0xF` and an integer object after it.
    private mutating func appendMarker(_ marker: UInt8, count: Int) {
        if count < 15 {
            output.append(marker | UInt8(count))
        } else {
            output.append(marker | 0x0F)
            appendInteger(count)
        }
    }

    private mutating func appendBigEndian(_ value: UInt64, width: Int) {
        switch width {
        case 1:
            output.append(UInt8(truncatingIfNeeded: value))
        case 2:
            output.append(UInt8(truncatingIfNeeded: value >> 8))
            output.append(UInt8(truncatingIfNeeded: value))
        default:
            var shift = 8 * (width - 1)
            while shift >= 0 {
                output.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
                shift -= 8
            }
        }
    }

    /// The byte width CoreFoundation and plistlib pick for numbers below `count`.
    private static func width(toCount count: Int) -> Int {
        switch count {
        case ..<(1 << 8): return 1
        case ..<(1 << 16): return 2
        case ..<(1 << 32): return 4
        default: return 8
        }
    }
}

/// An open-addressing hash set of the scalars already written, keyed by
/// their encoded bytes in the output.
///
/// A slot holds 32 bits of the hash and the object number (plus one; zero
/// marks an empty slot), so the table holds no strings and costs no
/// reference counting. The encoded forms are self-delimiting (the marker
/// fixes the length), so an earlier object whose bytes start with the whole
/// candidate is the same object.
private struct WrittenScalars {
    private var slots = [UInt64](repeating: 0, count: 1024)
    private var count = 0

    /// The number of an earlier object encoded as `range` of `bytes`, or nil
    /// after recording that `number` is encoded so.
    mutating func earlierCopy(
        of range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, offsets: [Int], numbering number: Int
    ) -> Int? {
        // Past 2^32 objects, sharing stops rather than widening the slots.
        guard number < Int(UInt32.max), let base = bytes.baseAddress else { return nil }
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count))
        let hash = UInt32(truncatingIfNeeded: hasher.finalize())
        let mask = slots.count - 1
        var index = Int(hash) & mask
        while true {
            let slot = slots[index]
            if slot == 0 { break }
            if UInt32(truncatingIfNeeded: slot >> 32) == hash {
                let earlier = Int(UInt32(truncatingIfNeeded: slot)) - 1
                if Self.equal(base + offsets[earlier], base + range.lowerBound, count: range.count) {
                    return earlier
                }
            }
            index = (index + 1) & mask
        }
        slots[index] = UInt64(hash) << 32 | UInt64(number + 1)
        count += 1
        if count * 2 > slots.count { grow() }
        return nil
    }

    /// Doubles the table, placing each entry by its stored hash.
    private mutating func grow() {
        var larger = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for slot in slots where slot != 0 {
            var index = Int(UInt32(truncatingIfNeeded: slot >> 32)) & mask
            while larger[index] != 0 { index = (index + 1) & mask }
            larger[index] = slot
        }
        slots = larger
    }

    private static func equal(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, count: Int) -> Bool {
        var index = 0
        while index + 8 <= count {
            let a = UnsafeRawPointer(left + index).loadUnaligned(as: UInt64.self)
            let b = UnsafeRawPointer(right + index).loadUnaligned(as: UInt64.self)
            if a != b { return false }
            index += 8
        }
        while index < count {
            if left[index] != right[index] { return false }
            index += 1
        }
        return true
    }
}
