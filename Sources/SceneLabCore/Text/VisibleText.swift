/// Untrusted text made safe to print: every character that a terminal
/// would act on instead of showing becomes visible as `\u{1b}`. (The tab
/// stays: it only moves along the line, and exported property lists indent with it.)
///
/// Titles, keys, values, class names, file names and command lines all
/// come from people or from files, and any of them may hold an escape
/// sequence that recolours, retitles or clears a terminal, or a bidi
/// override that makes text read backwards. The store keeps such text byte
/// for byte; only what is printed is changed.
public enum VisibleText {
    /// `text` with control and direction-changing characters written as
    /// `\u{HEX}`; the same string when there are none (the common case costs one scan).
    public static func escaping(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `escaping` would change `text`. Runs on the string's own
    /// bytes (`withUTF8`), which is every printed line's case.
    public static func needsEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { needsEscaping(utf8: $0) }
    }

    /// `needsEscaping(utf8:)` for bytes in memory, compiled here for them:
    /// another module calling the generic form would pay a protocol call per byte.
    public static func needsEscaping(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        needsEscaping(utf8: bytes[...])
    }

    /// Whether UTF-8 `bytes` hold a character `escaping` would change,
    /// decided on the bytes alone: every hidden character outside ASCII
    /// starts with 0xC2, 0xD8 or 0xE2, so other text needs no decoding.
    public static func needsEscaping<Bytes: Collection<UInt8>>(utf8 bytes: Bytes) -> Bool {
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            bytes.formIndex(after: &index)
            if (byte < 0x20 && byte != 0x09) || byte == 0x7F { return true }
            guard byte == 0xC2 || byte == 0xD8 || byte == 0xE2, index != bytes.endIndex else { continue }
            let second = bytes[index]
            switch byte {
            case 0xC2: if second >= 0x80 && second <= 0x9F { return true }
            case 0xD8: if second == 0x9C { return true }
            default:
                let after = bytes.index(after: index)
                guard after != bytes.endIndex else { continue }
                let third = bytes[after]
                if second == 0x80 && (third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third)) { return true }
                if second == 0x81 && (0xA6...0xA9).contains(third) { return true }
            }
        }
        return false
    }

    /// Whether UTF-8 `bytes` can be written as they are both in a terminal
    /// line and inside a JSON string: nothing `escaping` would change, and
    /// no quote, backslash or tab.
    public static func isPlain(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Printable ASCII but the quote and the backslash is plain, and is
        // almost every name and word: decided in one pass over the bytes.
        var isPrintableASCII = true
        for byte in bytes where byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C {
            isPrintableASCII = false
            break
        }
        if isPrintableASCII { return true }
        for byte in bytes where byte == 0x22 || byte == 0x5C || byte == 0x09 { return false }
        return !needsEscaping(utf8: bytes)
    }

    /// C0 controls but the tab (which only moves along the line), DEL, C1
    /// controls, the bidi embedding, override and isolate marks, and the
    /// line and paragraph separators.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        case 0x2028, 0x2029: return true
        default: return false
        }
    }
}

extension VisibleText {
    /// Appends `text` to `buffer` as `escaping` would show it: the bytes
    /// themselves when nothing needs escaping, which is one scan.
    public static func append(_ text: String, to buffer: ByteBuffer) {
        var text = text
        text.withUTF8 { append(utf8: $0, to: buffer) }
    }

    /// `append(_:to:)` for UTF-8 bytes in memory, such as a `Name`'s.
    public static func append(utf8: UnsafeBufferPointer<UInt8>, to buffer: ByteBuffer) {
        if needsEscaping(utf8: utf8) {
            buffer.append(contentsOf: escaping(String(decoding: utf8, as: UTF8.self)))
        } else {
            buffer.append(utf8)
        }
    }
}
