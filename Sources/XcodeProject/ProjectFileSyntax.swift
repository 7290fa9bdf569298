import PropertyLists

/// Reads the text of a `project.pbxproj`: an old-style (OpenStep) property
/// list of dictionaries `{ key = value; }`, arrays `( a, b, )` and strings,
/// quoted or bare, with `/* … */` and `// …` comments between them.
///
/// The file is the learner's, so untrusted: a syntax error or nesting deeper
/// than any project file has gives nil rather than part of a graph, and the
/// caller reads the project as if it knew no targets.
enum ProjectFileSyntax {
    /// Deeper than Xcode ever nests (a project file goes about six levels down):
    /// past it the text is not a project file, and the recursion stops.
    static let maximumDepth = 64

    /// The top dictionary of `bytes`, or nil when they are not one.
    static func read(_ bytes: [UInt8]) -> [String: PropertyList]? {
        var reader = Reader(bytes: bytes)
        guard case .dictionary(let top)? = reader.value(depth: 0) else { return nil }
        reader.skipSpaceAndComments()
        return reader.index == bytes.count ? top : nil
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func value(depth: Int) -> PropertyList? {
            guard depth < ProjectFileSyntax.maximumDepth else { return nil }
            skipSpaceAndComments()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var dictionary: [String: PropertyList] = [:]
                while true {
                    skipSpaceAndComments()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        return .dictionary(dictionary)
                    }
                    guard let key = string(), expect(UInt8(ascii: "=")), let value = value(depth: depth + 1),
                        expect(UInt8(ascii: ";"))
                    else { return nil }
                    dictionary[key] = value
                }
            case UInt8(ascii: "("):
                index += 1
                var array: [PropertyList] = []
                while true {
                    skipSpaceAndComments()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ")") {
                        index += 1
                        return .array(array)
                    }
                    guard let element = value(depth: depth + 1) else { return nil }
                    array.append(element)
                    skipSpaceAndComments()
                    // A comma after each element, the last one's optional.
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
                }
            default:
                return string().map(PropertyList.string)
            }
        }

        /// Whether `byte` comes next (after space and comments), stepping over it if it does.
        mutating func expect(_ byte: UInt8) -> Bool {
            skipSpaceAndComments()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// A quoted string with its escapes undone, or a bare one.
        mutating func string() -> String? {
            skipSpaceAndComments()
            guard index < bytes.count else { return nil }
            guard bytes[index] == UInt8(ascii: "\"") else {
                let start = index
                while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
                return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
            }
            index += 1
            var result: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: result, as: UTF8.self) }
                guard byte == UInt8(ascii: "\\"), index < bytes.count else {
                    result.append(byte)
                    continue
                }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
                default: result.append(escaped)
                }
            }
            return nil
        }

        /// Letters, digits and the few marks a bare string may hold: `sourcecode.swift`, `$(SRCROOT)/App`.
        static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            default:
                return "_$+-/:.<>@".utf8.contains(byte) || byte >= 0x80
            }
        }

        mutating func skipSpaceAndComments() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                    || byte == UInt8(ascii: "\r")
                {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                        index += 1
                    }
                    index = min(index + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else {
                    return
                }
            }
        }
    }
}
