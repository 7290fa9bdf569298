/// Splits a command line into words.
///
/// Words split on spaces and tabs; `"..."` and `'...'` quote; a backslash
/// escapes the next character (outside single quotes); `#` outside quotes
/// starts a comment that runs to the end of the line.
public enum Lexer {
    public static func words(in line: String) throws(CommandError) -> [Word] {
        var words: [Word] = []
        var current = ""
        var start: Int?
        var quote: (character: Character, column: Int)?
        var escaping = false
        var column = 0

        for character in line {
            column += 1
            if escaping {
                try rejectControl(character, column: column)
                current.append(character)
                escaping = false
                continue
            }
            if let open = quote {
                if character == open.character {
                    quote = nil
                } else if character == "\\" && open.character == "\"" {
                    escaping = true
                } else {
                    try rejectControl(character, column: column)
                    current.append(character)
                }
                continue
            }
            switch character {
            case " ", "\t":
                if let begin = start {
                    words.append(Word(current, column: begin))
                    current = ""
                    start = nil
                }
            case "#":
                if start == nil { return words }
                current.append(character)
            case "\"", "'":
                if start == nil { start = column }
                quote = (character, column)
            case "\\":
                if start == nil { start = column }
                escaping = true
            default:
                try rejectControl(character, column: column)
                if start == nil { start = column }
                current.append(character)
            }
        }
        if let open = quote {
            throw CommandError(
                column: open.column, "unterminated \(open.character) quote; close it with \(open.character)")
        }
        if escaping {
            throw CommandError(column: column, "a backslash at the end of the line escapes nothing")
        }
        if let begin = start { words.append(Word(current, column: begin)) }
        return words
    }

    /// Refuses control characters (C0 with the tab, DEL, C1), bidi overrides and line
    /// separators anywhere in a word: they would be stored in a title or a
    /// key and act on the terminal of whoever prints it later.
    private static func rejectControl(_ character: Character, column: Int) throws(CommandError) {
        guard let scalar = character.unicodeScalars.first(where: { $0.value < 0x20 || VisibleText.isHidden($0) })
        else { return }
        let code = String(scalar.value, radix: 16, uppercase: true)
        let kind = scalar.value < 0xA0 ? "control character" : "invisible formatting character"
        throw CommandError(
            column: column,
            "\(kind) U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code) is not allowed")
    }
}
