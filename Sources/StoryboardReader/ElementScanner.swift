/// A bounded, non-validating XML reader: elements, attributes, text, CDATA,
/// comments and processing instructions; XML's five named entities and
/// numeric character references. It refuses DOCTYPE and entity
/// declarations rather than skipping them, and every limit in `XMLLimits`
/// is checked as it reads.
///
/// Like the property-list reader, it walks the bytes with an explicit stack
/// of open elements, never recursion, so nesting depth costs heap, bounded
/// by `XMLLimits.maximumDepth`, not call stack.
struct ElementScanner {
    private let bytes: [UInt8]
    private var position = 0
    private var elements: [ElementTree.Element] = []
    /// Indices of the open elements, innermost last.
    private var open: [Int] = []
    /// Where the last located start tag was, so locating the next one
    /// scans only the bytes between them: one pass over the file in all.
    private var cursor = (offset: 0, line: 1, column: 1)

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parse() throws(XMLReadError) -> ElementTree {
        guard bytes.count <= XMLLimits.maximumInputSize else {
            throw failure(.tooLarge, "the input is over \(XMLLimits.maximumInputSize >> 20) MiB", at: 0)
        }
        // One validation up front, so every slice decoded later is valid.
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw failure(.invalidUTF8, "the input is not UTF-8", at: firstInvalidUTF8Offset())
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        var sawRoot = false
        while true {
            if open.isEmpty {
                skipBlanks()
                guard position < bytes.count else { break }
                guard bytes[position] == UInt8(ascii: "<") else {
                    throw failure(.malformed, "text outside the root element", at: position)
                }
            }
            guard position < bytes.count else {
                let innermost = elements[open[open.count - 1]]
                throw failure(
                    .truncated,
                    "the input ends inside <\(innermost.name)> opened at \(innermost.line):\(innermost.column)",
                    at: position)
            }
            if bytes[position] == UInt8(ascii: "<") {
                let start = position
                if starts(with: "<?") {
                    try skip(past: "?>", what: "processing instruction", from: start)
                } else if starts(with: "<!--") {
                    try skip(past: "-->", what: "comment", from: start)
                } else if starts(with: "<![CDATA[") {
                    guard !open.isEmpty else { throw failure(.malformed, "CDATA outside the root element", at: start) }
                    position += 9
                    let textStart = position
                    try skip(past: "]]>", what: "CDATA section", from: start)
                    appendText(String(decoding: bytes[textStart..<(position - 3)], as: UTF8.self))
                } else if starts(with: "<!DOCTYPE") {
                    throw failure(.doctype, "a DOCTYPE is not read (entity expansion and external fetches)", at: start)
                } else if starts(with: "<!ENTITY") {
                    throw failure(.entityDeclaration, "entity declarations are not read", at: start)
                } else if starts(with: "<!") {
                    throw failure(.malformed, "unknown markup declaration", at: start)
                } else if starts(with: "</") {
                    try readClosingTag()
                } else {
                    if open.isEmpty && sawRoot {
                        throw failure(.malformed, "a second root element", at: start)
                    }
                    sawRoot = true
                    try readStartTag()
                }
            } else {
                try readText()
            }
        }
        guard sawRoot else { throw failure(.malformed, "no root element", at: position) }
        return ElementTree(elements: elements)
    }

    // MARK: Tags

    private mutating func readStartTag() throws(XMLReadError) {
        let start = position
        position += 1
        let name = try readName(in: "start tag", from: start)
        guard open.count < XMLLimits.maximumDepth else {
            throw failure(.tooDeep, "elements nest deeper than \(XMLLimits.maximumDepth) levels", at: start)
        }
        guard elements.count < XMLLimits.maximumElements else {
            throw failure(.tooManyNodes, "more than \(XMLLimits.maximumElements) elements", at: start)
        }
        var attributes: [(name: String, value: String)] = []
        var isEmpty = false
        while true {
            let hadBlank = skipBlanks()
            guard position < bytes.count else { throw failure(.truncated, "the input ends inside <\(name)>", at: start) }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard position + 1 < bytes.count else { throw failure(.truncated, "the input ends inside <\(name)>", at: start) }
                guard bytes[position + 1] == UInt8(ascii: ">") else {
                    throw failure(.malformed, "expected /> in <\(name)>", at: position)
                }
                position += 2
                isEmpty = true
                break
            }
            guard hadBlank else { throw failure(.malformed, "expected a blank before an attribute in <\(name)>", at: position) }
            let attributeStart = position
            let attributeName = try readName(in: "attribute", from: attributeStart)
            skipBlanks()
            guard position < bytes.count else { throw failure(.truncated, "the input ends inside <\(name)>", at: start) }
            guard bytes[position] == UInt8(ascii: "=") else {
                throw failure(.malformed, "expected = after attribute \(attributeName)", at: position)
            }
            position += 1
            skipBlanks()
            guard position < bytes.count else { throw failure(.truncated, "the input ends inside <\(name)>", at: start) }
            let quote = bytes[position]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw failure(.malformed, "attribute \(attributeName)'s value is not quoted", at: position)
            }
            position += 1
            let valueStart = position
            while position < bytes.count, bytes[position] != quote {
                guard bytes[position] != UInt8(ascii: "<") else {
                    throw failure(.malformed, "< inside attribute \(attributeName)'s value", at: position)
                }
                position += 1
            }
            guard position < bytes.count else { throw failure(.truncated, "the input ends inside <\(name)>", at: start) }
            let value = try decode(valueStart..<position)
            position += 1
            guard !attributes.contains(where: { $0.name == attributeName }) else {
                throw failure(.malformed, "attribute \(attributeName) appears twice", at: attributeStart)
            }
            guard attributes.count < XMLLimits.maximumAttributes else {
                throw failure(.tooManyNodes, "more than \(XMLLimits.maximumAttributes) attributes on <\(name)>", at: attributeStart)
            }
            attributes.append((attributeName, value))
        }
        let (line, column) = advanceCursor(to: start)
        let index = elements.count
        elements.append(
            ElementTree.Element(
                name: name, attributes: attributes, text: "", children: [], parent: open.last,
                subtreeEnd: index + 1, line: line, column: column))
        if let parent = open.last { elements[parent].children.append(index) }
        if !isEmpty { open.append(index) }
    }

    private mutating func readClosingTag() throws(XMLReadError) {
        let start = position
        position += 2
        let name = try readName(in: "closing tag", from: start)
        skipBlanks()
        guard position < bytes.count else { throw failure(.truncated, "the input ends inside </\(name)>", at: start) }
        guard bytes[position] == UInt8(ascii: ">") else { throw failure(.malformed, "malformed closing tag", at: start) }
        position += 1
        guard let index = open.last else {
            throw failure(.malformed, "closing tag </\(name)> with no open element", at: start)
        }
        let element = elements[index]
        guard element.name == name else {
            throw failure(
                .mismatchedTag(expected: element.name, found: name),
                "</\(name)> does not close <\(element.name)> opened at \(element.line):\(element.column)", at: start)
        }
        open.removeLast()
        elements[index].subtreeEnd = elements.count
    }

    /// An XML name: letters, digits, `_ - . :` and any non-ASCII byte
    /// (UTF-8 was validated up front); not starting with a digit, `-` or `.`.
    private mutating func readName(in what: String, from start: Int) throws(XMLReadError) -> String {
        let nameStart = position
        while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
        guard position > nameStart else {
            if position >= bytes.count { throw failure(.truncated, "the input ends inside a \(what)", at: start) }
            throw failure(.malformed, "expected a name in a \(what)", at: position)
        }
        let first = bytes[nameStart]
        guard !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")), first != UInt8(ascii: "-"),
            first != UInt8(ascii: ".")
        else { throw failure(.malformed, "a name cannot start with \(Character(Unicode.Scalar(first)))", at: nameStart) }
        return String(decoding: bytes[nameStart..<position], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: ":"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    // MARK: Text

    private mutating func readText() throws(XMLReadError) {
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
        appendText(try decode(start..<position))
    }

    private mutating func appendText(_ text: String) {
        guard let index = open.last, !text.isEmpty else { return }
        elements[index].text += text
    }

    /// The text of `range` with entities and character references decoded.
    private func decode(_ range: Range<Int>) throws(XMLReadError) -> String {
        guard bytes[range].contains(UInt8(ascii: "&")) else { return String(decoding: bytes[range], as: UTF8.self) }
        var result = ""
        var index = range.lowerBound
        var runStart = index
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "&") else {
                index += 1
                continue
            }
            result += String(decoding: bytes[runStart..<index], as: UTF8.self)
            var semicolon = index + 1
            // Entity names are short; a bounded look-ahead keeps a stray `&` cheap.
            while semicolon < range.upperBound, semicolon - index <= 32, bytes[semicolon] != UInt8(ascii: ";") {
                semicolon += 1
            }
            guard semicolon < range.upperBound, bytes[semicolon] == UInt8(ascii: ";") else {
                throw failure(.malformed, "& that does not begin an entity reference (write &amp;)", at: index)
            }
            let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
            switch name {
            case "lt": result += "<"
            case "gt": result += ">"
            case "amp": result += "&"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                guard name.hasPrefix("#"), let scalar = Self.characterReference(name.dropFirst()) else {
                    if name.hasPrefix("#") {
                        throw failure(.malformed, "&\(name); is not a valid character", at: index)
                    }
                    throw failure(.unknownEntity(name), "unknown entity &\(name);", at: index)
                }
                result.unicodeScalars.append(scalar)
            }
            index = semicolon + 1
            runStart = index
        }
        result += String(decoding: bytes[runStart..<range.upperBound], as: UTF8.self)
        return result
    }

    /// `#10` or `#x0A` without the `#`, as a scalar XML allows.
    private static func characterReference(_ digits: Substring) -> Unicode.Scalar? {
        let value: UInt32?
        if digits.hasPrefix("x") {
            value = UInt32(digits.dropFirst(), radix: 16)
        } else {
            value = UInt32(digits, radix: 10)
        }
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return scalar
    }

    // MARK: Scanning

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard position + count <= bytes.count else {
            // A truncated input may end inside a prefix: compare what there is.
            return false
        }
        return prefix.withUTF8Buffer { buffer in
            for offset in 0..<count where bytes[position + offset] != buffer[offset] { return false }
            return true
        }
    }

    private mutating func skip(past terminator: StaticString, what: String, from start: Int) throws(XMLReadError) {
        let count = terminator.utf8CodeUnitCount
        let found: Int? = terminator.withUTF8Buffer { buffer in
            var index = position
            while index + count <= bytes.count {
                var matches = true
                for offset in 0..<count where bytes[index + offset] != buffer[offset] {
                    matches = false
                    break
                }
                if matches { return index }
                index += 1
            }
            return nil
        }
        guard let found else { throw failure(.truncated, "unterminated \(what)", at: start) }
        position = found + count
    }

    @discardableResult
    private mutating func skipBlanks() -> Bool {
        let start = position
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return position > start
            }
        }
        return position > start
    }

    // MARK: Errors

    private func failure(_ kind: XMLReadError.Kind, _ message: String, at offset: Int) -> XMLReadError {
        let (line, column) = location(of: offset)
        return XMLReadError(kind, message, line: line, column: column)
    }

    /// Line and column of a start tag, scanning on from the previous one:
    /// both are carried forward, so even a file that is one long line is
    /// located in one pass.
    private mutating func advanceCursor(to offset: Int) -> (line: Int, column: Int) {
        var index = cursor.offset
        while index < offset {
            let byte = bytes[index]
            if byte == 0x0A {
                cursor.line += 1
                cursor.column = 1
            } else if byte & 0xC0 != 0x80 {
                cursor.column += 1
            }
            index += 1
        }
        cursor.offset = offset
        return (cursor.line, cursor.column)
    }

    /// Line and column (in characters, from 1) of a byte offset, for an
    /// error: scanned from the start, as it happens once.
    private func location(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        let limit = min(offset, bytes.count)
        while index < limit {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        var column = 1
        for byte in bytes[lineStart..<limit] where byte & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }

    private func firstInvalidUTF8Offset() -> Int {
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                consumed = offset
            case .emptyInput: return consumed
            case .error: return consumed
            }
        }
    }
}
