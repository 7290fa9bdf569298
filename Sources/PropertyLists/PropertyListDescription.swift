/// Property lists printed the way macOS's `defaults read` prints them:
/// `{ key = value; }`, `( a, b )`, strings quoted only when they must be.
public enum PropertyListDescription {
    /// The lines describing `value`.
    public static func lines(_ value: PropertyList) -> [String] {
        var lines: [String] = []
        append(value, prefix: "", indent: "", terminator: "", into: &lines)
        return lines
    }

    private static func append(
        _ value: PropertyList, prefix: String, indent: String, terminator: String, into lines: inout [String]
    ) {
        switch value {
        case .array(let items):
            guard !items.isEmpty else {
                lines.append(indent + prefix + "()" + terminator)
                return
            }
            lines.append(indent + prefix + "(")
            for (index, item) in items.enumerated() {
                append(
                    item, prefix: "", indent: indent + "    ", terminator: index < items.count - 1 ? "," : "",
                    into: &lines)
            }
            lines.append(indent + ")" + terminator)
        case .dictionary(let values):
            guard !values.isEmpty else {
                lines.append(indent + prefix + "{}" + terminator)
                return
            }
            lines.append(indent + prefix + "{")
            for key in values.keys.sorted() {
                if let item = values[key] {
                    append(item, prefix: quote(key) + " = ", indent: indent + "    ", terminator: ";", into: &lines)
                }
            }
            lines.append(indent + "}" + terminator)
        default:
            lines.append(indent + prefix + scalar(value) + terminator)
        }
    }

    /// A scalar as `defaults read` prints it.
    static func scalar(_ value: PropertyList) -> String {
        switch value {
        case .string(let text): return quote(text)
        case .integer(let number): return String(number)
        case .real(let number): return String(number)
        case .boolean(let flag): return flag ? "1" : "0"
        case .date(let date): return "\"" + CalendarDate(date).defaultsDescription + "\""
        case .data(let bytes):
            return "{length = \(bytes.count), bytes = 0x\(hex(bytes))}"
        case .array, .dictionary: return ""
        }
    }

    /// Strings of letters, digits and `_ . $ / : -` print bare; others are quoted and escaped.
    static func quote(_ text: String) -> String {
        let bare =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "_.$/:-".unicodeScalars.contains(scalar))
            }
        if bare { return text }
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    /// The bytes as lowercase hex digits, written into one buffer: a
    /// string per byte cost 16 bytes and an allocation each, 30× the data.
    private static func hex(_ bytes: [UInt8]) -> String {
        let digits: StaticString = "0123456789abcdef"
        return String(unsafeUninitializedCapacity: bytes.count * 2) { buffer in
            var index = 0
            for byte in bytes {
                buffer[index] = digits.utf8Start[Int(byte >> 4)]
                buffer[index + 1] = digits.utf8Start[Int(byte & 0xF)]
                index += 2
            }
            return index
        }
    }
}
