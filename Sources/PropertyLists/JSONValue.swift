/// A JSON value, as `JSONEncoder` writes the `Data` apps keep in the store
/// (the Snake course's records): parsed with bounds, written compactly.
///
/// Objects keep their keys in the order written, so that a value written
/// with sorted keys reads back the same. Numbers are `Double`s, as
/// `JSONSerialization` gives them.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The deepest nesting a parsed value may have: deeper input is refused,
    /// not recursed into until the stack runs out.
    public static let maximumDepth = 512

    /// The member `key` of an object, if it has one.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    // MARK: Writing

    /// The value as compact UTF-8 JSON: no spaces, `/` unescaped, whole
    /// numbers without a fraction (as `JSONEncoder` writes them).
    public var serialized: [UInt8] {
        var text = ""
        write(to: &text, indent: nil, level: 0)
        return Array(text.utf8)
    }

    /// The value indented by four spaces a level, for people.
    public var prettyDescription: String {
        var text = ""
        write(to: &text, indent: "    ", level: 0)
        return text
    }

    private func write(to text: inout String, indent: String?, level: Int) {
        func newline(_ level: Int) {
            guard let indent else { return }
            text += "\n" + String(repeating: indent, count: level)
        }
        switch self {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += Self.numberText(number)
        case .string(let string): Self.appendQuoted(string, to: &text)
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                newline(level + 1)
                element.write(to: &text, indent: indent, level: level + 1)
            }
            newline(level)
            text += "]"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                newline(level + 1)
                Self.appendQuoted(member.key, to: &text)
                text += indent == nil ? ":" : ": "
                member.value.write(to: &text, indent: indent, level: level + 1)
            }
            newline(level)
            text += "}"
        }
    }

    /// A number as JSON: whole numbers that a `Double` holds exactly without
    /// a fraction, others as Swift prints them; JSON has no NaN or infinity.
    static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 { return String(Int64(number)) }
        return "\(number)"
    }

    private static func appendQuoted(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    // MARK: Reading

    /// The most values (scalars, arrays and objects; keys are not counted)
    /// a parse builds unless told otherwise: the property lists' own limit
    /// (`PropertyListLimits.maximumExpandedValues`), so that JSON stored in
    /// a domain costs no more to read than the domain did. A value takes
    /// about 50 bytes once parsed, more than its text's few.
    public static let maximumValues = PropertyListLimits.maximumExpandedValues

    /// Parses UTF-8 JSON: one value, surrounded by whitespace at most, of
    /// at most `maximumValues` values; more is refused as it is met, before
    /// it is built (`JSONError.exceedsLimit`).
    public static func parse(_ bytes: [UInt8], maximumValues: Int = maximumValues) throws(JSONError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, valuesLeft: maximumValues)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }
}

/// Why bytes are not the JSON expected, and where.
public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The byte offset where reading stopped.
    public let offset: Int
    public let reason: String
    /// Whether the text may be JSON but holds more values than the parse allowed.
    public var exceedsLimit = false

    public init(offset: Int, reason: String, exceedsLimit: Bool = false) {
        self.offset = offset
        self.reason = reason
        self.exceedsLimit = exceedsLimit
    }

    public var description: String {
        exceedsLimit ? "\(reason) (stopped at byte \(offset))" : "not JSON at byte \(offset): \(reason)"
    }
}

/// A recursive-descent reader over UTF-8 bytes, bounded in depth.
private struct JSONParser {
    let bytes: [UInt8]
    var position = 0
    /// How many more values may be read; the limit is `limit`.
    var valuesLeft: Int
    let limit: Int

    init(bytes: [UInt8], valuesLeft: Int) {
        self.bytes = bytes
        self.valuesLeft = valuesLeft
        self.limit = valuesLeft
    }

    func error(_ reason: String) -> JSONError { JSONError(offset: position, reason: reason) }

    mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    mutating func value(depth: Int) throws(JSONError) -> JSONValue {
        guard depth < JSONValue.maximumDepth else { throw error("nested deeper than \(JSONValue.maximumDepth) levels") }
        guard position < bytes.count else { throw error("the text ends where a value should be") }
        valuesLeft -= 1
        guard valuesLeft >= 0 else {
            throw JSONError(offset: position, reason: "it holds more than \(limit) values", exceedsLimit: true)
        }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return .number(try number())
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard bytes.count - position >= utf8.count, Array(bytes[position..<position + utf8.count]) == utf8 else {
            throw error("expected a value")
        }
        position += utf8.count
        return value
    }

    private mutating func object(depth: Int) throws(JSONError) -> JSONValue {
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a key") }
            let key = try string()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':'") }
            position += 1
            skipWhitespace()
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            guard position < bytes.count else { throw error("the text ends inside an object") }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            }
            guard bytes[position] == UInt8(ascii: ",") else { throw error("expected ',' or '}'") }
            position += 1
        }
    }

    private mutating func array(depth: Int) throws(JSONError) -> JSONValue {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            guard position < bytes.count else { throw error("the text ends inside an array") }
            if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            }
            guard bytes[position] == UInt8(ascii: ",") else { throw error("expected ',' or ']'") }
            position += 1
        }
    }

    private mutating func string() throws(JSONError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var run = position
        func flush(_ parser: JSONParser, upTo end: Int, into scalars: inout String.UnicodeScalarView) throws(JSONError)
        {
            guard run < end else { return }
            guard let piece = String(validating: parser.bytes[run..<end], as: UTF8.self) else {
                throw JSONError(offset: run, reason: "a string is not valid UTF-8")
            }
            scalars.append(contentsOf: piece.unicodeScalars)
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                try flush(self, upTo: position, into: &scalars)
                position += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("a control character inside a string") }
            if byte == UInt8(ascii: "\\") {
                try flush(self, upTo: position, into: &scalars)
                position += 1
                guard position < bytes.count else { break }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), bytes.count - position >= 6,
                        bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
                    {
                        position += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("a lone surrogate") }
                    scalars.append(scalar)
                default: throw error("an unknown escape")
                }
                run = position
                continue
            }
            position += 1
        }
        throw error("the text ends inside a string")
    }

    private mutating func hex4() throws(JSONError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw error("a short \\u escape") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexValue(bytes[position]) else { throw error("a bad \\u escape") }
            code = code * 16 + digit
            position += 1
        }
        return code
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private mutating func number() throws(JSONError) -> Double {
        let start = position
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.position
            while parser.position < parser.bytes.count, (0x30...0x39).contains(parser.bytes[parser.position]) {
                parser.position += 1
            }
            return parser.position - from
        }
        guard digits(&self) > 0 else { throw JSONError(offset: start, reason: "expected a value") }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw error("a number needs digits after '.'") }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard digits(&self) > 0 else { throw error("a number needs digits in its exponent") }
        }
        // At most a few hundred bytes are read as a number; longer is not one JSONEncoder writes.
        guard position - start <= 400, let text = String(validating: bytes[start..<position], as: UTF8.self),
            let number = Double(text), number.isFinite
        else { throw JSONError(offset: start, reason: "a number out of range") }
        return number
    }
}
