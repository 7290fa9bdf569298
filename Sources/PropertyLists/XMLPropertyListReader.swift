/// Reads Apple's XML property-list format, strictly.
///
/// Accepts what Foundation, plistlib and hand editing produce: any blank
/// space between elements, comments and processing instructions anywhere
/// between elements, `<dict/>`-style empty elements, entities, numeric
/// character references and CDATA sections in text. Anything else (unknown
/// or mismatched tags, text outside elements, a key without a value, a
/// missing `<plist>` root, content after `</plist>`) is an error that names
/// the byte offset.
///
/// The parser walks the bytes with an explicit stack rather than recursion,
/// so hostile nesting can neither overflow the call stack nor go deeper than
/// `maximumDepth`. Text without `&` or `<` becomes a `String` in one
/// validated copy.
struct XMLPropertyListReader {
    /// The deepest nesting of arrays and dictionaries accepted.
    static let maximumDepth = PropertyListLimits.maximumDepth

    private let base: UnsafePointer<UInt8>
    private let end: Int
    private var position = 0
    /// Reused for text that needs decoding (entities, CDATA), so only the
    /// rare escaped string costs an allocation.
    private var scratch: [UInt8] = []

    /// The value in the XML plist `bytes` (a UTF-8 byte order mark is allowed).
    static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
        try bytes.withUnsafeBufferPointer { buffer throws(PropertyListError) in
            guard let base = buffer.baseAddress, !buffer.isEmpty else {
                throw PropertyListError("empty input is not a property list", offset: 0)
            }
            var reader = XMLPropertyListReader(base: base, end: buffer.count)
            return try reader.readDocument()
        }
    }

    private init(base: UnsafePointer<UInt8>, end: Int) {
        self.base = base
        self.end = end
    }

    // MARK: Document

    private mutating func readDocument() throws(PropertyListError) -> PropertyList {
        if end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { position = 3 }
        try skipMarkup(allowingDoctype: true)
        let rootOffset = position
        guard position < end, base[position] == UInt8(ascii: "<") else {
            throw failure("expected the <plist> root element", at: position)
        }
        position += 1
        let name = readName()
        guard name == Tag.plist else {
            throw failure("the root element must be <plist>", at: rootOffset)
        }
        if try skipAttributes() {
            throw failure("<plist/> holds no value", at: rootOffset)
        }
        let value = try readValue()
        try skipMarkup(allowingDoctype: false)
        let closingOffset = position
        guard matchesClosingTag(Tag.plist, length: 5) else {
            throw failure("expected </plist> after the root value", at: closingOffset)
        }
        try skipMarkup(allowingDoctype: false)
        guard position == end else {
            throw failure("unexpected content after </plist>", at: position)
        }
        return value
    }

    // MARK: Values

    /// An array or dictionary whose elements are still being read.
    private struct OpenContainer {
        let isDictionary: Bool
        let offset: Int
        let valuesStart: Int
        let keysStart: Int
        /// A dictionary whose last `<key>` still waits for its value.
        var awaitingValue = false
    }

    /// Reads one value, however deeply nested, leaving `position` after it.
    private mutating func readValue() throws(PropertyListError) -> PropertyList {
        var open: [OpenContainer] = []
        var contents = OpenValues()
        // XML shares nothing, so the file's size bounds the bytes; the
        // number of values is still capped as binary files' are.
        var valueCount = 0
        while true {
            try skipMarkup(allowingDoctype: false)
            guard position < end else {
                if let container = open.last {
                    throw failure(
                        "unterminated <\(container.isDictionary ? "dict" : "array")>", at: container.offset)
                }
                throw failure("unexpected end of input; expected a value", at: position)
            }
            let tagOffset = position
            guard base[position] == UInt8(ascii: "<") else {
                throw failure("text outside an element", at: position)
            }
            let value: PropertyList
            if position + 1 < end, base[position + 1] == UInt8(ascii: "/") {
                guard let container = open.last else {
                    throw failure("expected a value, found a closing tag", at: tagOffset)
                }
                position += 2
                let name = readName()
                guard name == (container.isDictionary ? Tag.dict : Tag.array) else {
                    throw failure(
                        "closing tag does not match <\(container.isDictionary ? "dict" : "array")> "
                            + "opened at byte \(container.offset)",
                        at: tagOffset)
                }
                skipBlanks()
                guard position < end, base[position] == UInt8(ascii: ">") else {
                    throw failure("malformed closing tag", at: tagOffset)
                }
                position += 1
                open.removeLast()
                guard !container.awaitingValue else {
                    throw failure("dictionary key without a value", at: tagOffset)
                }
                value = contents.close(
                    isDictionary: container.isDictionary, valuesStart: container.valuesStart,
                    keysStart: container.keysStart)
            } else {
                position += 1
                let name = readName()
                let isEmpty = try endOfStartTag(openedAt: tagOffset)
                switch name {
                case Tag.dict, Tag.array:
                    let isDictionary = name == Tag.dict
                    if isEmpty {
                        value = isDictionary ? .dictionary([:]) : .array([])
                    } else {
                        guard open.count < Self.maximumDepth else {
                            throw failure("nesting deeper than \(Self.maximumDepth) levels", at: tagOffset)
                        }
                        if let parent = open.last, parent.isDictionary, !parent.awaitingValue {
                            throw failure("dictionary value without a <key>", at: tagOffset)
                        }
                        open.append(
                            OpenContainer(
                                isDictionary: isDictionary, offset: tagOffset,
                                valuesStart: contents.values.count, keysStart: contents.keys.count))
                        continue
                    }
                case Tag.key:
                    guard let last = open.indices.last, open[last].isDictionary else {
                        throw failure("<key> outside a dictionary", at: tagOffset)
                    }
                    guard !open[last].awaitingValue else {
                        throw failure("dictionary key without a value", at: tagOffset)
                    }
                    contents.appendKey(isEmpty ? "" : try readString(closing: Tag.key, length: 3, openedAt: tagOffset))
                    open[last].awaitingValue = true
                    continue
                case Tag.string:
                    value = .string(isEmpty ? "" : try readString(closing: Tag.string, length: 6, openedAt: tagOffset))
                case Tag.integer:
                    let text = try readText(closing: Tag.integer, length: 7, openedAt: tagOffset, isEmpty: isEmpty)
                    guard let integer = withBytes(of: text, Self.parseInteger) else {
                        throw failure("not an integer (or out of the 64-bit range)", at: tagOffset)
                    }
                    value = .integer(integer)
                case Tag.real:
                    let text = try readText(closing: Tag.real, length: 4, openedAt: tagOffset, isEmpty: isEmpty)
                    guard let real = withBytes(of: text, Self.parseReal) else {
                        throw failure("not a real number", at: tagOffset)
                    }
                    value = .real(real)
                case Tag.date:
                    let text = try readText(closing: Tag.date, length: 4, openedAt: tagOffset, isEmpty: isEmpty)
                    guard let seconds = withBytes(of: text, Self.parseDate) else {
                        throw failure("not a date of the form YYYY-MM-DDTHH:MM:SSZ", at: tagOffset)
                    }
                    value = .date(PropertyListDate(secondsSinceReferenceDate: seconds))
                case Tag.data:
                    let text = try readText(closing: Tag.data, length: 4, openedAt: tagOffset, isEmpty: isEmpty)
                    guard let data = withBytes(of: text, Self.decodeBase64) else {
                        throw failure("malformed base64 in <data>", at: tagOffset)
                    }
                    value = .data(data)
                case Tag.true, Tag.false:
                    if !isEmpty {
                        let closing = name == Tag.true ? Tag.true : Tag.false
                        guard matchesClosingTag(closing, length: name == Tag.true ? 4 : 5) else {
                            throw failure("<true> and <false> hold no content", at: tagOffset)
                        }
                    }
                    value = .boolean(name == Tag.true)
                default:
                    throw failure("unknown tag", at: tagOffset)
                }
            }
            valueCount += 1
            guard valueCount <= PropertyListLimits.maximumExpandedValues else {
                throw failure(
                    "too large: it holds more than \(PropertyListLimits.maximumExpandedValues) values", at: tagOffset)
            }
            guard let last = open.indices.last else { return value }
            if open[last].isDictionary {
                guard open[last].awaitingValue else {
                    throw failure("dictionary value without a <key>", at: tagOffset)
                }
                open[last].awaitingValue = false
            }
            contents.append(value)
        }
    }

    // MARK: Tags

    /// Tag names packed into an integer, first byte lowest (`"key"` is
    /// `0x79656b`), so recognising a tag is one comparison rather than a
    /// string compare. Literal constants, so reading them costs no lazy
    /// initialisation check; `TagTests` recomputes them from the names.
    enum Tag {
        static let plist: UInt64 = 0x74_7369_6c70
        static let dict: UInt64 = 0x7463_6964
        static let array: UInt64 = 0x79_6172_7261
        static let key: UInt64 = 0x79_656b
        static let string: UInt64 = 0x676e_6972_7473
        static let integer: UInt64 = 0x72_6567_6574_6e69
        static let real: UInt64 = 0x6c61_6572
        static let date: UInt64 = 0x6574_6164
        static let data: UInt64 = 0x6174_6164
        static let `true`: UInt64 = 0x6575_7274
        static let `false`: UInt64 = 0x65_736c_6166
        /// What `readName` returns for a name too long to be any of the above.
        static let unknown: UInt64 = .max

        /// The name a packed tag spells, for messages.
        static func name(_ packed: UInt64) -> String {
            var bytes: [UInt8] = []
            var rest = packed
            while rest != 0 {
                bytes.append(UInt8(truncatingIfNeeded: rest))
                rest >>= 8
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// `name` packed the same way, to check the constants.
        static func pack(_ name: String) -> UInt64 {
            var packed: UInt64 = 0
            for (index, byte) in name.utf8.prefix(8).enumerated() { packed |= UInt64(byte) << (8 * UInt64(index)) }
            return packed
        }
    }

    /// Reads a tag name (ASCII letters) packed as `Tag` packs it.
    private mutating func readName() -> UInt64 {
        var packed: UInt64 = 0
        var length = 0
        while position < end {
            let byte = base[position]
            guard (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") else { break }
            if length < 8 { packed |= UInt64(byte) << (8 * UInt64(length)) }
            length += 1
            position += 1
        }
        return length < 8 ? packed : Tag.unknown
    }

    /// After a value tag's name: `>` or `/>`, allowing blanks before them.
    /// Returns whether the element was written empty (`<string/>`).
    private mutating func endOfStartTag(openedAt offset: Int) throws(PropertyListError) -> Bool {
        skipBlanks()
        guard position < end else { throw failure("unterminated tag", at: offset) }
        if base[position] == UInt8(ascii: ">") {
            position += 1
            return false
        }
        if base[position] == UInt8(ascii: "/"), position + 1 < end, base[position + 1] == UInt8(ascii: ">") {
            position += 2
            return true
        }
        throw failure("malformed tag (property-list values take no attributes)", at: offset)
    }

    /// Skips `<plist>`'s attributes up to `>` or `/>`; returns whether it was `/>`.
    private mutating func skipAttributes() throws(PropertyListError) -> Bool {
        let start = position
        var quote: UInt8?
        while position < end {
            let byte = base[position]
            position += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return position - 2 >= start && base[position - 2] == UInt8(ascii: "/")
            } else if byte == UInt8(ascii: "<") {
                break
            }
        }
        throw failure("unterminated <plist> tag", at: start)
    }

    /// If `</name>` (blanks allowed before `>`) is at `position`, moves past it.
    private mutating func matchesClosingTag(_ name: UInt64, length: Int) -> Bool {
        var index = position
        guard index + 2 + length < end + 1, base[index] == UInt8(ascii: "<"),
            base[index + 1] == UInt8(ascii: "/")
        else { return false }
        index += 2
        for shift in 0..<length {
            guard base[index] == UInt8(truncatingIfNeeded: name >> (8 * UInt64(shift))) else { return false }
            index += 1
        }
        while index < end, Self.isBlank(base[index]) { index += 1 }
        guard index < end, base[index] == UInt8(ascii: ">") else { return false }
        position = index + 1
        return true
    }

    // MARK: Markup between elements

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    private mutating func skipBlanks() {
        while position < end, Self.isBlank(base[position]) { position += 1 }
    }

    /// Skips blanks, comments, processing instructions (the XML declaration
    /// among them) and, before the root, a DOCTYPE declaration.
    private mutating func skipMarkup(allowingDoctype: Bool) throws(PropertyListError) {
        while true {
            skipBlanks()
            guard position + 1 < end, base[position] == UInt8(ascii: "<") else { return }
            let next = base[position + 1]
            if next == UInt8(ascii: "?") {
                try skip(past: "?>", what: "processing instruction")
            } else if next == UInt8(ascii: "!"), startsWith("<!--") {
                try skip(past: "-->", what: "comment")
            } else if next == UInt8(ascii: "!"), allowingDoctype, startsWith("<!DOCTYPE") {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    private func startsWith(_ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { bytes in
            guard end - position >= bytes.count else { return false }
            for index in 0..<bytes.count where base[position + index] != bytes[index] { return false }
            return true
        }
    }

    /// Moves past the next occurrence of `terminator`, or fails naming `what`.
    private mutating func skip(past terminator: StaticString, what: String) throws(PropertyListError) {
        let start = position
        position += 2
        while position < end {
            if startsWith(terminator) {
                position += terminator.utf8CodeUnitCount
                return
            }
            position += 1
        }
        throw failure("unterminated \(what)", at: start)
    }

    /// Skips `<!DOCTYPE …>`, including a bracketed internal subset and quoted
    /// identifiers that may contain `>`.
    private mutating func skipDoctype() throws(PropertyListError) {
        let start = position
        position += 9
        var quote: UInt8?
        var inSubset = false
        while position < end {
            let byte = base[position]
            position += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">"), !inSubset {
                return
            }
        }
        throw failure("unterminated <!DOCTYPE>", at: start)
    }

    // MARK: Character data

    /// Where an element's text ended up: still in the input, or decoded into `scratch`.
    private enum Text {
        case input(start: Int, count: Int)
        case scratch
    }

    private func withBytes<T>(of text: Text, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        switch text {
        case .input(let start, let count):
            return body(UnsafeBufferPointer(start: base + start, count: count))
        case .scratch:
            return scratch.withUnsafeBufferPointer(body)
        }
    }

    private mutating func readString(
        closing name: UInt64, length: Int, openedAt offset: Int
    ) throws(PropertyListError) -> String {
        let text = try readText(closing: name, length: length, openedAt: offset, isEmpty: false)
        guard let string = withBytes(of: text, Self.string(fromUTF8:)) else {
            throw failure("text is not valid UTF-8", at: offset)
        }
        return string
    }

    /// A `String` from UTF-8 bytes, or nil when they are not valid UTF-8.
    private static func string(fromUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        // ASCII cannot be invalid, and `String(decoding:)` is specialised for
        // this buffer type where `String(validating:)` is generic at run time.
        if combined < 0x80 { return String(decoding: bytes, as: UTF8.self) }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Reads the text of an element up to its closing tag, decoding entities,
    /// character references and CDATA, and skipping comments.
    private mutating func readText(
        closing name: UInt64, length: Int, openedAt offset: Int, isEmpty: Bool
    ) throws(PropertyListError) -> Text {
        if isEmpty { return .input(start: position, count: 0) }
        let start = position
        var index = position
        while index < end {
            let byte = base[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { break }
            index += 1
        }
        // The common case: plain text straight up to the closing tag.
        position = index
        if index < end, base[index] == UInt8(ascii: "<"), matchesClosingTag(name, length: length) {
            return .input(start: start, count: index - start)
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(start: base + start, count: index - start))
        while position < end {
            let byte = base[position]
            if byte == UInt8(ascii: "&") {
                try appendReference()
            } else if byte == UInt8(ascii: "<") {
                if matchesClosingTag(name, length: length) { return .scratch }
                if startsWith("<![CDATA[") {
                    let sectionStart = position
                    position += 9
                    while position < end, !startsWith("]]>") {
                        scratch.append(base[position])
                        position += 1
                    }
                    guard position < end else { throw failure("unterminated CDATA section", at: sectionStart) }
                    position += 3
                } else if startsWith("<!--") {
                    try skip(past: "-->", what: "comment")
                } else if startsWith("<?") {
                    try skip(past: "?>", what: "processing instruction")
                } else if position + 1 < end, base[position + 1] == UInt8(ascii: "/") {
                    throw failure("closing tag does not match <\(Tag.name(name))>", at: position)
                } else {
                    throw failure("unexpected tag inside <\(Tag.name(name))>", at: position)
                }
            } else {
                scratch.append(byte)
                position += 1
            }
        }
        throw failure("unterminated <\(Tag.name(name))>", at: offset)
    }

    /// Decodes `&name;`, `&#N;` or `&#xH;` at `position` into `scratch` as UTF-8.
    private mutating func appendReference() throws(PropertyListError) {
        let start = position
        var index = position + 1
        while index < end, index - start <= 12, base[index] != UInt8(ascii: ";") { index += 1 }
        guard index < end, base[index] == UInt8(ascii: ";") else {
            throw failure("unterminated entity reference", at: start)
        }
        let name = UnsafeBufferPointer(start: base + start + 1, count: index - start - 1)
        position = index + 1
        let scalarValue: UInt32?
        if name.first == UInt8(ascii: "#") {
            scalarValue = Self.parseCharacterReference(UnsafeBufferPointer(rebasing: name.dropFirst()))
        } else if name.elementsEqual("amp".utf8) {
            scalarValue = 0x26
        } else if name.elementsEqual("lt".utf8) {
            scalarValue = 0x3C
        } else if name.elementsEqual("gt".utf8) {
            scalarValue = 0x3E
        } else if name.elementsEqual("quot".utf8) {
            scalarValue = 0x22
        } else if name.elementsEqual("apos".utf8) {
            scalarValue = 0x27
        } else {
            throw failure("unknown entity", at: start)
        }
        guard let value = scalarValue, value != 0, let scalar = Unicode.Scalar(value) else {
            throw failure("character reference to an invalid character", at: start)
        }
        if let encoded = UTF8.encode(scalar) { scratch.append(contentsOf: encoded) }
    }

    /// The number in `#123` or `#x1F600` (already without the `#`).
    private static func parseCharacterReference(_ text: UnsafeBufferPointer<UInt8>) -> UInt32? {
        var digits = text[...]
        var radix: UInt32 = 10
        if digits.first == UInt8(ascii: "x") {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            guard let digit = digitValue(byte), digit < radix else { return nil }
            value = value * radix + digit
        }
        return value
    }

    private static func digitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    // MARK: Scalars

    /// `text` without leading and trailing blanks.
    private static func trimmed(_ text: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
        var slice = text[...]
        while let first = slice.first, isBlank(first) { slice = slice.dropFirst() }
        while let last = slice.last, isBlank(last) { slice = slice.dropLast() }
        return slice
    }

    /// Decimal or `0x` hexadecimal, optionally signed, within `Int`'s range.
    private static func parseInteger(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        var digits = trimmed(text)
        var isNegative = false
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            isNegative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        var radix: UInt64 = 10
        if digits.count > 2, digits.first == UInt8(ascii: "0"),
            digits[digits.startIndex + 1] | 0x20 == UInt8(ascii: "x")
        {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty else { return nil }
        var magnitude: UInt64 = 0
        for byte in digits {
            guard let digit = digitValue(byte), UInt64(digit) < radix else { return nil }
            let (shifted, overflowed) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, carried) = shifted.addingReportingOverflow(UInt64(digit))
            guard !overflowed, !carried else { return nil }
            magnitude = sum
        }
        if isNegative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return magnitude == UInt64(Int64.max) + 1 ? Int.min : -Int(magnitude)
        }
        guard magnitude <= UInt64(Int.max) else { return nil }
        return Int(magnitude)
    }

    /// A decimal real, or `inf`, `infinity`, `nan` in any case and with a sign.
    private static func parseReal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        let digits = trimmed(text)
        guard !digits.isEmpty, digits.count <= 400 else { return nil }
        return Double(String(decoding: digits, as: UTF8.self))
    }

    /// `YYYY[-MM[-DD[THH[:MM[:SS]]]]]Z` (plistlib's accepted forms), as
    /// seconds since 2001-01-01 UTC.
    private static func parseDate(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        let characters = trimmed(text)
        var index = characters.startIndex
        func number(width: Int) -> Int? {
            guard characters.endIndex - index >= width else { return nil }
            var value = 0
            for _ in 0..<width {
                let byte = characters[index]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                index += 1
            }
            return value
        }
        func next(_ separator: Character) -> Bool {
            guard index < characters.endIndex, characters[index] == separator.asciiValue else { return false }
            index += 1
            return true
        }
        guard let year = number(width: 4) else { return nil }
        var fields = [1, 1, 0, 0, 0]  // month, day, hour, minute, second
        let separators: [Character] = ["-", "-", "T", ":", ":"]
        for field in 0..<5 {
            guard next(separators[field]) else { break }
            guard let value = number(width: 2) else { return nil }
            fields[field] = value
        }
        guard next("Z"), index == characters.endIndex else { return nil }
        let (month, day, hour, minute, second) = (fields[0], fields[1], fields[2], fields[3], fields[4])
        guard (1...12).contains(month), (1...CalendarDate.daysIn(month, of: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        let days = CalendarDate.days(fromCivil: year, month, day)
        let unixSeconds = days * 86_400 + hour * 3600 + minute * 60 + second
        return Double(unixSeconds) - PropertyListDate.referenceDateInUnixTime
    }

    /// Standard base64 with blank space anywhere. Padding may be left off;
    /// anything else outside the alphabet, or data after padding, is an error.
    private static func decodeBase64(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(text.count / 4 * 3 + 3)
        var group: UInt32 = 0
        var groupCount = 0
        var padding = 0
        for byte in text {
            let sextet: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): sextet = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): sextet = UInt32(byte - UInt8(ascii: "a") + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sextet = UInt32(byte - UInt8(ascii: "0") + 52)
            case UInt8(ascii: "+"): sextet = 62
            case UInt8(ascii: "/"): sextet = 63
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case UInt8(ascii: "="):
                // Padding only completes a group that has at least two symbols.
                guard groupCount + padding >= 2, groupCount + padding < 4 else { return nil }
                padding += 1
                continue
            default: return nil
            }
            guard padding == 0 else { return nil }
            group = group << 6 | sextet
            groupCount += 1
            if groupCount == 4 {
                output.append(UInt8(truncatingIfNeeded: group >> 16))
                output.append(UInt8(truncatingIfNeeded: group >> 8))
                output.append(UInt8(truncatingIfNeeded: group))
                group = 0
                groupCount = 0
            }
        }
        switch groupCount {
        case 0: guard padding == 0 else { return nil }
        case 2:
            guard padding == 0 || padding == 2 else { return nil }
            output.append(UInt8(truncatingIfNeeded: group >> 4))
        case 3:
            guard padding == 0 || padding == 1 else { return nil }
            output.append(UInt8(truncatingIfNeeded: group >> 10))
            output.append(UInt8(truncatingIfNeeded: group >> 2))
        default: return nil
        }
        return output
    }

    private func failure(_ message: String, at offset: Int) -> PropertyListError {
        PropertyListError(message, offset: offset)
    }
}
