/// Bytes being written — a line of output, a file's worth of lines — that
/// appending adds to with one bounds check and a copy.
///
/// A long script prints millions of lines in dozens of small pieces each
/// (a name, `(`, a label, `: `, a value). An `[UInt8]` checks on every
/// append that its storage is not shared and calls `memcpy` for each piece;
/// a buffer has one owner, so it needs neither. It is a class for that
/// reason: handing it to a renderer lends the same bytes, never a copy.
public final class ByteBuffer {
    // A class's stored properties are checked for overlapping access at
    // run time, at every use, which would cost more than the appends; no
    // method here holds an access across a call that could reach the same
    // buffer, so the checks are turned off for these three.
    @exclusivity(unchecked) @usableFromInline var start: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) @usableFromInline var written = 0
    @exclusivity(unchecked) @usableFromInline var capacity: Int

    /// How many bytes the buffer holds.
    public var count: Int { written }

    /// An empty buffer with room for `capacity` bytes before it grows.
    public init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        self.start = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The bytes written so far, valid until the next change.
    public var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

    /// Empties the buffer, keeping its storage.
    public func removeAll() { written = 0 }

    /// Drops every byte from `count` on: what was appended since the buffer held `count` bytes.
    public func removeLast(from count: Int) { written = min(written, max(0, count)) }

    /// The bytes from `offset` on, valid until the next change.
    public func bytes(from offset: Int) -> UnsafeBufferPointer<UInt8> {
        let from = min(written, max(0, offset))
        return UnsafeBufferPointer(start: start + from, count: written - from)
    }

    @inlinable
    public func append(_ byte: UInt8) {
        if written == capacity { grow(toHold: written + 1) }
        start[written] = byte
        written += 1
    }

    @inlinable
    public func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        append(from: source, count: bytes.count)
    }

    /// Appends a literal's UTF-8 bytes.
    ///
    /// Always inlined: where the literal is written its length is a
    /// constant, and the compiler keeps only the copy for that length.
    @inlinable @inline(__always)
    public func append(literal: StaticString) {
        append(from: literal.utf8Start, count: literal.utf8CodeUnitCount)
    }

    @inlinable @inline(__always)
    func append(from source: UnsafePointer<UInt8>, count length: Int) {
        if written + length > capacity { grow(toHold: written + length) }
        // In locals, so that the copy loop does not reload the buffer's fields.
        let destination = start + written
        written += length
        // Most pieces are a few bytes, where a call to `memcpy` costs more
        // than the copy: 8 to 16 bytes move as two (overlapping) 8-byte
        // words, fewer byte by byte.
        if length >= 8 && length <= 16 {
            let from = UnsafeRawPointer(source)
            let to = UnsafeMutableRawPointer(destination)
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            (to + (length - 8)).storeBytes(of: (from + (length - 8)).loadUnaligned(as: UInt64.self), as: UInt64.self)
        } else if length < 8 {
            for offset in 0..<length { destination[offset] = source[offset] }
        } else {
            destination.update(from: source, count: length)
        }
    }

    /// Appends a string's UTF-8 bytes as they are (see `VisibleText` for text to show).
    public func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends a name's bytes as they are; the caller has checked `isPlain` or escapes them itself.
    @inlinable
    public func append(name: Name) { append(name.utf8) }

    /// Appends `number` in decimal, without building a string: its digits
    /// are counted, then written in place from the last.
    public func append(decimal number: Int) {
        // Instance numbers are nearly always one digit.
        if number >= 0 && number < 10 {
            append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: number))
            return
        }
        var magnitude = number.magnitude
        var digits = 1
        var power: UInt = 10
        while digits < 20, magnitude >= power {
            digits += 1
            power = power &* 10
        }
        let length = digits + (number < 0 ? 1 : 0)
        if written + length > capacity { grow(toHold: written + length) }
        if number < 0 { start[written] = UInt8(ascii: "-") }
        var position = written + length
        // Two digits per division, from the last, out of a table of the
        // pairs "00" to "99" (a literal: a constant, with nothing to check).
        let pairs = Self.digitPairs.utf8Start
        while magnitude >= 10 {
            let pair = Int(magnitude % 100) &* 2
            magnitude /= 100
            position -= 2
            start[position] = pairs[pair]
            start[position + 1] = pairs[pair + 1]
        }
        if magnitude > 0 || digits == 1 {
            start[position - 1] = UInt8(ascii: "0") + UInt8(magnitude)
        }
        written += length
    }

    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// Makes room for `needed` bytes at least, doubling so that appends stay amortised O(1).
    @usableFromInline
    func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }
}
