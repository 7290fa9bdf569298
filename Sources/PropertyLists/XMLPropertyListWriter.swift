/// Writes Apple's XML property-list format, laid out as Python's `plistlib` lays it out.
///
/// The layout (header, tab indentation, `<dict/>` for empty containers,
/// base64 lines at the element's own indentation) is plistlib's, so files
/// diff cleanly against ones written by other tools. Everything goes straight
/// into one growing `[UInt8]`; no `String` is built except for reals.
struct XMLPropertyListWriter {
    private var output: [UInt8] = []

    /// The complete file for `value`, header and `</plist>` line included.
    static func write(_ value: PropertyList) -> [UInt8] {
        var writer = XMLPropertyListWriter()
        writer.output.reserveCapacity(1024)
        writer.append(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """)
        writer.write(value, level: 0)
        writer.append("</plist>\n")
        return writer.output
    }

    // MARK: Values

    private mutating func write(_ value: PropertyList, level: Int) {
        indent(level)
        switch value {
        case .string(let string):
            append("<string>")
            appendEscaped(string)
            append("</string>\n")
        case .integer(let integer):
            append("<integer>")
            appendDecimal(integer)
            append("</integer>\n")
        case .real(let real):
            append("<real>")
            appendReal(real)
            append("</real>\n")
        case .boolean(let boolean):
            append(boolean ? "<true/>\n" : "<false/>\n")
        case .date(let date):
            append("<date>")
            appendDate(date)
            append("</date>\n")
        case .data(let data):
            append("<data>\n")
            appendBase64Lines(data, level: level)
            indent(level)
            append("</data>\n")
        case .array(let items):
            if items.isEmpty {
                append("<array/>\n")
                return
            }
            append("<array>\n")
            for item in items { write(item, level: level + 1) }
            indent(level)
            append("</array>\n")
        case .dictionary(let dictionary):
            if dictionary.isEmpty {
                append("<dict/>\n")
                return
            }
            append("<dict>\n")
            // Sorted so that equal dictionaries always give equal files.
            for (key, item) in dictionary.sorted(by: { PropertyListKeyOrder.precedes($0.key, $1.key) }) {
                indent(level + 1)
                append("<key>")
                appendEscaped(key)
                append("</key>\n")
                write(item, level: level + 1)
            }
            indent(level)
            append("</dict>\n")
        }
    }

    // MARK: Text

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    private mutating func indent(_ level: Int) {
        for _ in 0..<level { output.append(0x09) }
    }

    /// Appends a string with `&`, `<` and `>` escaped. A carriage return is
    /// written as `&#13;` because XML readers turn a literal one into a line
    /// feed, which would not round-trip.
    private mutating func appendEscaped(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let replacement: StaticString
                switch bytes[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case 0x0D: replacement = "&#13;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                append(replacement)
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
    }

    private mutating func appendDecimal(_ value: Int) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude, minimumWidth: 1)
    }

    /// Appends the decimal digits of `value`, zero-padded to `minimumWidth`.
    private mutating func appendDigits(_ value: UInt, minimumWidth: Int) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 20 digits, no heap
        withUnsafeMutableBytes(of: &digits) { buffer in
            var remaining = value
            var index = buffer.count
            repeat {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            } while remaining > 0 || buffer.count - index < minimumWidth
            output.append(contentsOf: buffer[index...])
        }
    }

    /// Swift's shortest round-tripping form; infinities and NaN as `inf`,
    /// `-inf` and `nan`, which both plistlib (`float()`) and Foundation read.
    private mutating func appendReal(_ value: Double) {
        output.append(contentsOf: value.description.utf8)
    }

    // MARK: Dates

    /// `YYYY-MM-DDTHH:MM:SSZ` in UTC, rounded down to the second (the XML
    /// format has no fractions). Years are clamped to 0001…9999, the range
    /// every reader's four-digit year accepts.
    private mutating func appendDate(_ date: PropertyListDate) {
        let earliest = -63_113_904_000.0  // 0001-01-01T00:00:00Z since 2001
        let latest = 252_423_993_599.0  // 9999-12-31T23:59:59Z since 2001
        var seconds = date.secondsSinceReferenceDate
        if seconds.isNaN { seconds = 0 }
        seconds = min(max(seconds, earliest), latest)
        // Rounded down by hand: `rounded(.down)` calls libm's `floor`, which
        // a Foundation-free program does not link.
        var wholeSeconds = Int(seconds)
        if Double(wholeSeconds) > seconds { wholeSeconds -= 1 }
        let unixSeconds = wholeSeconds + Int(PropertyListDate.referenceDateInUnixTime)
        let days = unixSeconds >= 0 ? unixSeconds / 86_400 : (unixSeconds - 86_399) / 86_400
        let secondOfDay = unixSeconds - days * 86_400
        let (year, month, day) = CalendarDate.civil(fromDays: days)
        appendDigits(UInt(year), minimumWidth: 4)
        output.append(UInt8(ascii: "-"))
        appendDigits(UInt(month), minimumWidth: 2)
        output.append(UInt8(ascii: "-"))
        appendDigits(UInt(day), minimumWidth: 2)
        output.append(UInt8(ascii: "T"))
        appendDigits(UInt(secondOfDay / 3600), minimumWidth: 2)
        output.append(UInt8(ascii: ":"))
        appendDigits(UInt(secondOfDay / 60 % 60), minimumWidth: 2)
        output.append(UInt8(ascii: ":"))
        appendDigits(UInt(secondOfDay % 60), minimumWidth: 2)
        output.append(UInt8(ascii: "Z"))
    }

    // MARK: Data

    /// Base64 in lines as plistlib writes them: each line at the `<data>`
    /// element's indentation, `76 - 8 × level` columns wide (at least 16),
    /// holding whole 3-byte groups.
    private mutating func appendBase64Lines(_ data: [UInt8], level: Int) {
        let lineWidth = max(16, 76 - 8 * level)
        let bytesPerLine = lineWidth / 4 * 3
        let alphabet: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        let lineCount = (data.count + bytesPerLine - 1) / bytesPerLine
        output.reserveCapacity(output.count + (data.count + 2) / 3 * 4 + lineCount * (level + 1))
        alphabet.withUTF8Buffer { symbols in
            data.withUnsafeBufferPointer { bytes in
                var lineStart = 0
                while lineStart < bytes.count {
                    indent(level)
                    let lineEnd = min(lineStart + bytesPerLine, bytes.count)
                    var index = lineStart
                    while index + 3 <= lineEnd {
                        let group =
                            UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
                        output.append(symbols[Int(group >> 18)])
                        output.append(symbols[Int(group >> 12 & 0x3F)])
                        output.append(symbols[Int(group >> 6 & 0x3F)])
                        output.append(symbols[Int(group & 0x3F)])
                        index += 3
                    }
                    let rest = lineEnd - index
                    if rest > 0 {
                        let second = rest == 2 ? UInt32(bytes[index + 1]) : 0
                        let group = UInt32(bytes[index]) << 16 | second << 8
                        output.append(symbols[Int(group >> 18)])
                        output.append(symbols[Int(group >> 12 & 0x3F)])
                        output.append(rest == 2 ? symbols[Int(group >> 6 & 0x3F)] : UInt8(ascii: "="))
                        output.append(UInt8(ascii: "="))
                    }
                    output.append(0x0A)
                    lineStart = lineEnd
                }
            }
        }
    }
}

/// The order both writers put dictionary keys in: by Unicode code point,
/// which is UTF-8 byte order. (Swift's `<` on `String` compares by canonical
/// equivalence, which is not the order plistlib and Foundation use.)
enum PropertyListKeyOrder {
    static func precedes(_ left: String, _ right: String) -> Bool {
        var left = left
        var right = right
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                let shared = min(leftBytes.count, rightBytes.count)
                var index = 0
                while index < shared {
                    let a = leftBytes[index]
                    let b = rightBytes[index]
                    if a != b { return a < b }
                    index += 1
                }
                return leftBytes.count < rightBytes.count
            }
        }
    }
}
