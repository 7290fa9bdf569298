/// Reads the `bplist00` binary property-list format, distrusting every byte.
///
/// A binary plist is a graph: the trailer locates a table of offsets, and
/// containers hold object numbers rather than objects. Each of those is
/// checked before use: trailer widths and counts, the offset table against
/// the file's end, every offset against the object area, every object number
/// against the object count, every count against the bytes left (with
/// overflow-checked arithmetic). A reference back into an array or dictionary
/// still being read is a cycle, and nesting is limited to `maximumDepth`, so
/// no input can loop, overflow the stack or make an allocation larger than
/// the file justifies.
///
/// Each object is decoded once and then shared (copy-on-write) wherever it is
/// referenced, which keeps uniqued keys cheap. Its expanded size (every
/// reference a copy) is tallied as it is read, and a graph over
/// `PropertyListLimits` is refused at once: sharing makes reading cheap, but
/// whatever walks the value later would meet every copy.
struct BinaryPropertyListReader {
    /// The deepest nesting of arrays and dictionaries accepted.
    static let maximumDepth = PropertyListLimits.maximumDepth
    typealias ExpandedSize = PropertyListLimits.ExpandedSize

    private let base: UnsafePointer<UInt8>
    private let offsetWidth: Int
    private let referenceWidth: Int
    private let objectCount: Int
    private let offsetTableOffset: Int
    /// Objects end where the offset table starts.
    private var objectsEnd: Int { offsetTableOffset }
    /// Objects already decoded, by object number.
    private var decoded: [PropertyList?]
    /// The expanded size of each decoded object, by object number.
    private var sizes: [ExpandedSize]
    /// Containers whose elements are being read; meeting one again is a cycle.
    private var isOpen: [Bool]

    /// The value in the binary plist `bytes` (which start with `bplist00`).
    static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
        try bytes.withUnsafeBufferPointer { buffer throws(PropertyListError) in
            guard let base = buffer.baseAddress else {
                throw PropertyListError("empty input is not a property list", offset: 0)
            }
            let trailer = try Trailer(base: base, count: buffer.count)
            var reader = BinaryPropertyListReader(base: base, trailer: trailer)
            return try reader.readGraph(from: trailer.topObject)
        }
    }

    private init(base: UnsafePointer<UInt8>, trailer: Trailer) {
        self.base = base
        offsetWidth = trailer.offsetWidth
        referenceWidth = trailer.referenceWidth
        objectCount = trailer.objectCount
        offsetTableOffset = trailer.offsetTableOffset
        // Both are bounded by the file: the offset table holds objectCount entries.
        decoded = Array(repeating: nil, count: trailer.objectCount)
        sizes = Array(repeating: .zero, count: trailer.objectCount)
        isOpen = Array(repeating: false, count: trailer.objectCount)
    }

    // MARK: Trailer

    /// The last 32 bytes: widths, object count, top object and where the offset table is.
    private struct Trailer {
        let offsetWidth: Int
        let referenceWidth: Int
        let objectCount: Int
        let topObject: Int
        let offsetTableOffset: Int

        init(base: UnsafePointer<UInt8>, count: Int) throws(PropertyListError) {
            let headerSize = 8
            let trailerSize = 32
            // Header, at least one one-byte object, one offset, trailer.
            guard count >= headerSize + 1 + 1 + trailerSize else {
                throw PropertyListError("binary property list is too short", offset: count)
            }
            let start = count - trailerSize
            offsetWidth = Int(base[start + 6])
            referenceWidth = Int(base[start + 7])
            guard [1, 2, 4, 8].contains(offsetWidth) else {
                throw PropertyListError("trailer: offset width must be 1, 2, 4 or 8 bytes", offset: start + 6)
            }
            guard [1, 2, 4, 8].contains(referenceWidth) else {
                throw PropertyListError("trailer: object reference width must be 1, 2, 4 or 8 bytes", offset: start + 7)
            }
            let objects = BinaryPropertyListReader.readBigEndian(base + start + 8, width: 8)
            let top = BinaryPropertyListReader.readBigEndian(base + start + 16, width: 8)
            let table = BinaryPropertyListReader.readBigEndian(base + start + 24, width: 8)
            guard objects >= 1, objects <= UInt64(count) else {
                throw PropertyListError("trailer: impossible object count", offset: start + 8)
            }
            guard top < objects else {
                throw PropertyListError("trailer: top object is not among the objects", offset: start + 16)
            }
            guard table >= UInt64(headerSize + 1), table < UInt64(start) else {
                throw PropertyListError("trailer: offset table is outside the file", offset: start + 24)
            }
            objectCount = Int(objects)
            topObject = Int(top)
            offsetTableOffset = Int(table)
            // objectCount ≤ count, so this product cannot overflow.
            guard objectCount * offsetWidth <= start - offsetTableOffset else {
                throw PropertyListError("trailer: offset table runs past the trailer", offset: start + 8)
            }
            if referenceWidth < 8, objectCount > 1 << (8 * referenceWidth) {
                throw PropertyListError(
                    "trailer: object references are too narrow for the object count", offset: start + 7)
            }
        }
    }

    // MARK: Graph

    /// An array or dictionary whose references are being followed.
    private struct OpenContainer {
        let number: Int
        let isDictionary: Bool
        /// Where its run of references starts in the file.
        let references: Int
        let count: Int
        var next = 0
        let valuesStart: Int
        let keysStart: Int
    }

    /// What reading one object gave: a finished value or a container to fill.
    private enum Start {
        case value(PropertyList)
        case container(OpenContainer)
    }

    /// Reads the object graph from `top` without recursion.
    private mutating func readGraph(from top: Int) throws(PropertyListError) -> PropertyList {
        var open: [OpenContainer] = []
        var contents = OpenValues()
        // The expanded size of what each open container holds so far.
        var openSizes: [ExpandedSize] = []
        switch try start(top, valuesStart: 0, keysStart: 0) {
        case .value(let value): return value
        case .container(let container):
            open.append(container)
            openSizes.append(.scalar(bytes: 0))
        }
        while let last = open.indices.last {
            let container = open[last]
            if container.next == container.count {
                open.removeLast()
                let size = openSizes.removeLast()
                let value = contents.close(
                    isDictionary: container.isDictionary, valuesStart: container.valuesStart,
                    keysStart: container.keysStart)
                decoded[container.number] = value
                sizes[container.number] = size
                isOpen[container.number] = false
                if open.isEmpty { return value }
                contents.append(value)
                try add(size, to: &openSizes, at: container.references)
                continue
            }
            let index = container.next
            open[last].next += 1
            let valueReference: Int
            if container.isDictionary {
                let keyReference = container.references + index * referenceWidth
                let keyNumber = try objectNumber(at: keyReference)
                guard case .string(let key) = try scalar(keyNumber, referencedAt: keyReference) else {
                    throw PropertyListError("dictionary key is not a string", offset: keyReference)
                }
                contents.appendKey(key)
                valueReference = container.references + (container.count + index) * referenceWidth
            } else {
                valueReference = container.references + index * referenceWidth
            }
            let number = try objectNumber(at: valueReference)
            if let value = decoded[number] {
                contents.append(value)
                try add(sizes[number], to: &openSizes, at: valueReference)
                continue
            }
            guard !isOpen[number] else {
                throw PropertyListError("reference cycle: a container contains itself", offset: valueReference)
            }
            switch try start(number, valuesStart: contents.values.count, keysStart: contents.keys.count) {
            case .value(let value):
                contents.append(value)
                try add(sizes[number], to: &openSizes, at: valueReference)
            case .container(let child):
                guard open.count < Self.maximumDepth else {
                    throw PropertyListError(
                        "nesting deeper than \(Self.maximumDepth) levels", offset: try offset(of: number))
                }
                open.append(child)
                openSizes.append(.scalar(bytes: 0))
            }
        }
        // Unreachable: the loop returns when the outermost container closes.
        throw PropertyListError("internal error: object graph ended early", offset: nil)
    }

    /// Adds a finished element's expanded size to its container's, refusing
    /// the file as soon as the container alone is over the limits.
    private func add(
        _ size: ExpandedSize, to openSizes: inout [ExpandedSize], at reference: Int
    ) throws(PropertyListError) {
        guard let last = openSizes.indices.last else { return }
        openSizes[last] += size
        if openSizes[last].exceedsLimits {
            throw PropertyListError("too large: \(openSizes[last].excess)", offset: reference)
        }
    }

    /// Reads a scalar outright or opens a container, checking that its
    /// references fit in the object area.
    private mutating func start(_ number: Int, valuesStart: Int, keysStart: Int) throws(PropertyListError) -> Start {
        let offset = try offset(of: number)
        let marker = base[offset]
        switch marker >> 4 {
        case 0xA, 0xD:
            let isDictionary = marker >> 4 == 0xD
            let (count, contentStart) = try count(of: marker, at: offset)
            let (references, overflowed) = count.multipliedReportingOverflow(by: isDictionary ? 2 : 1)
            guard !overflowed, references <= (objectsEnd - contentStart) / referenceWidth else {
                throw PropertyListError("container count runs past the object area", offset: offset)
            }
            isOpen[number] = true
            return .container(
                OpenContainer(
                    number: number, isDictionary: isDictionary, references: contentStart, count: count,
                    valuesStart: valuesStart, keysStart: keysStart))
        default:
            let value = try scalar(number, referencedAt: offset)
            return .value(value)
        }
    }

    /// The scalar object `number` (a string, number, date, boolean or data),
    /// decoded once and then taken from `decoded`.
    private mutating func scalar(_ number: Int, referencedAt reference: Int) throws(PropertyListError) -> PropertyList {
        if let value = decoded[number] { return value }
        let offset = try offset(of: number)
        let marker = base[offset]
        let value: PropertyList
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: value = .boolean(false)
            case 0x09: value = .boolean(true)
            case 0x00: throw PropertyListError("null objects are not supported", offset: offset)
            default: throw PropertyListError("unknown object marker", offset: offset)
            }
        case 0x1:
            let (integer, _) = try integer(at: offset)
            value = .integer(integer)
        case 0x2:
            switch marker & 0x0F {
            case 2:
                try require(4, after: offset + 1, for: offset)
                let bits = UInt32(truncatingIfNeeded: Self.readBigEndian(base + offset + 1, width: 4))
                value = .real(Double(Float(bitPattern: bits)))
            case 3:
                try require(8, after: offset + 1, for: offset)
                value = .real(Double(bitPattern: Self.readBigEndian(base + offset + 1, width: 8)))
            default:
                throw PropertyListError("real numbers must be 4 or 8 bytes", offset: offset)
            }
        case 0x3:
            guard marker == 0x33 else { throw PropertyListError("dates must be 8 bytes", offset: offset) }
            try require(8, after: offset + 1, for: offset)
            let seconds = Double(bitPattern: Self.readBigEndian(base + offset + 1, width: 8))
            value = .date(PropertyListDate(secondsSinceReferenceDate: seconds))
        case 0x4:
            let (count, start) = try count(of: marker, at: offset)
            try require(count, after: start, for: offset)
            value = .data(Array(UnsafeBufferPointer(start: base + start, count: count)))
        case 0x5:
            let (count, start) = try count(of: marker, at: offset)
            try require(count, after: start, for: offset)
            let bytes = UnsafeBufferPointer(start: base + start, count: count)
            var combined: UInt8 = 0
            for byte in bytes { combined |= byte }
            guard combined < 0x80 else {
                throw PropertyListError("ASCII string holds a non-ASCII byte", offset: offset)
            }
            value = .string(String(decoding: bytes, as: UTF8.self))
        case 0x6:
            let (count, start) = try count(of: marker, at: offset)
            guard count <= (objectsEnd - start) / 2 else {
                throw PropertyListError("string length runs past the object area", offset: offset)
            }
            var units = [UInt16](repeating: 0, count: count)
            for index in 0..<count {
                units[index] = UInt16(base[start + 2 * index]) << 8 | UInt16(base[start + 2 * index + 1])
            }
            guard let string = String(validating: units, as: UTF16.self) else {
                throw PropertyListError("UTF-16 string has an unpaired surrogate", offset: offset)
            }
            value = .string(string)
        case 0x8:
            throw PropertyListError("UID objects (keyed archives) are not supported", offset: offset)
        case 0xA, 0xD:
            throw PropertyListError("dictionary key is not a string", offset: reference)
        case 0xC:
            throw PropertyListError("sets are not supported", offset: offset)
        default:
            throw PropertyListError("unknown object marker", offset: offset)
        }
        decoded[number] = value
        sizes[number] = .scalar(bytes: Self.payload(of: value))
        return value
    }

    /// The bytes of a string or data, which expansion copies.
    private static func payload(of value: PropertyList) -> Int {
        switch value {
        case .string(let text): return text.utf8.count
        case .data(let bytes): return bytes.count
        default: return 0
        }
    }

    // MARK: Pieces

    /// The file offset of object `number`, checked to lie in the object area.
    private func offset(of number: Int) throws(PropertyListError) -> Int {
        let entry = offsetTableOffset + number * offsetWidth  // in bounds: number < objectCount
        let offset = Self.readBigEndian(base + entry, width: offsetWidth)
        guard offset >= 8, offset < UInt64(objectsEnd) else {
            throw PropertyListError("object offset points outside the object area", offset: entry)
        }
        return Int(offset)
    }

    /// The object number stored at `position` in a container's references.
    private func objectNumber(at position: Int) throws(PropertyListError) -> Int {
        // Callers checked that the whole run of references lies before the offset table.
        let number = Self.readBigEndian(base + position, width: referenceWidth)
        guard number < UInt64(objectCount) else {
            throw PropertyListError("object reference out of range", offset: position)
        }
        return Int(number)
    }

    /// The element count in a marker's low nibble, or in the integer object
    /// after it when the nibble is `0xF`; returns where the content starts.
    private func count(of marker: UInt8, at offset: Int) throws(PropertyListError) -> (count: Int, contentStart: Int) {
        let nibble = Int(marker & 0x0F)
        if nibble < 15 { return (nibble, offset + 1) }
        guard offset + 1 < objectsEnd, base[offset + 1] >> 4 == 0x1 else {
            throw PropertyListError("missing integer count after a 0xF count nibble", offset: offset + 1)
        }
        let (count, end) = try integer(at: offset + 1)
        guard count >= 0 else { throw PropertyListError("negative count", offset: offset + 1) }
        return (count, end)
    }

    /// An integer object at `offset`: 1, 2 or 4 bytes unsigned, 8 bytes
    /// signed, or 16 bytes when the value still fits 64 signed bits.
    private func integer(at offset: Int) throws(PropertyListError) -> (value: Int, end: Int) {
        let marker = base[offset]
        let exponent = Int(marker & 0x0F)
        guard exponent <= 4 else { throw PropertyListError("integers are at most 16 bytes", offset: offset) }
        let width = 1 << exponent
        try require(width, after: offset + 1, for: offset)
        let start = offset + 1
        switch width {
        case 1, 2, 4:
            return (Int(Self.readBigEndian(base + start, width: width)), start + width)
        case 8:
            return (Int(Int64(bitPattern: Self.readBigEndian(base + start, width: 8))), start + 8)
        default:
            let high = Self.readBigEndian(base + start, width: 8)
            let low = Int64(bitPattern: Self.readBigEndian(base + start + 8, width: 8))
            // Fits only if the high half just sign-extends the low half.
            guard high == (low < 0 ? UInt64.max : 0) else {
                throw PropertyListError("integer does not fit in 64 bits", offset: offset)
            }
            return (Int(low), start + 16)
        }
    }

    /// Fails unless `count` bytes from `start` lie before the offset table.
    private func require(_ count: Int, after start: Int, for offset: Int) throws(PropertyListError) {
        guard start <= objectsEnd, count <= objectsEnd - start else {
            throw PropertyListError("object runs past the object area", offset: offset)
        }
    }

    private static func readBigEndian(_ pointer: UnsafePointer<UInt8>, width: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<width { value = value << 8 | UInt64(pointer[index]) }
        return value
    }
}
