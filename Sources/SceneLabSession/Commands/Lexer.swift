import CommandGrammar
import SceneLabCore

/// Splits a command line into words.
///
/// Words split on spaces and tabs; `"..."` and `'...'` quote; a backslash
/// escapes the next character (outside single quotes); `#` outside quotes
/// starts a comment that runs to the end of the line.
public enum Lexer {
    public static func words(in line: String) throws(CommandError) -> [Word] {
        var words: [Word] = []
        try read(line, into: &words)
        return words
    }

    /// The words of `line` into `words`, emptied first with its storage
    /// kept: the session reads every line into one array, so that reading a
    /// line allocates nothing for its words.
    public static func read(_ line: String, into words: inout [Word]) throws(CommandError) {
        words.removeAll(keepingCapacity: true)
        var contiguous = line
        if contiguous.withUTF8({ appendWordsOfPlainLine($0, to: &words) }) { return }
        if let found = wordsByByte(in: line) {
            words = found
        } else {
            words = try wordsByCharacter(in: line)
        }
    }

    /// Whether `byte` stands for itself in any word: printable ASCII other
    /// than the space and the characters that quote, escape or comment.
    @inline(__always)
    private static func isPlainWordByte(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x23 && byte != 0x27 && byte != 0x5C
    }

    /// The words of a line of plain word bytes separated by spaces and tabs,
    /// which is what nearly every script line is: one pass that only finds
    /// where words start and end. `nil` for any other line.
    static func wordsOfPlainLine(_ bytes: UnsafeBufferPointer<UInt8>) -> [Word]? {
        var words: [Word] = []
        // Room for a usual command line at once, rather than growing one word at a time.
        words.reserveCapacity(4)
        return appendWordsOfPlainLine(bytes, to: &words) ? words : nil
    }

    /// Appends the words of a plain line (`wordsOfPlainLine`) to `words`;
    /// false, with `words` left partly filled, for any other line.
    private static func appendWordsOfPlainLine(_ bytes: UnsafeBufferPointer<UInt8>, to words: inout [Word]) -> Bool {
        var start = -1
        for index in bytes.indices {
            let byte = bytes[index]
            if isPlainWordByte(byte) {
                if start < 0 { start = index }
            } else if byte == 0x20 || byte == 0x09 {
                if start >= 0 {
                    words.append(word(bytes, from: start, to: index))
                    start = -1
                }
            } else {
                return false
            }
        }
        if start >= 0 { words.append(word(bytes, from: start, to: bytes.count)) }
        return true
    }

    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Word {
        Word(String(copyingUTF8: UnsafeBufferPointer(rebasing: bytes[start..<end])), column: start + 1)
    }

    /// The words of any line, read a character at a time: what `words(in:)`
    /// falls back on, and the reference its byte reading must agree with.
    static func wordsByCharacter(in line: String) throws(CommandError) -> [Word] {
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
                column: open.column, .lexUnterminatedQuote, String(open.character), String(open.character))
        }
        if escaping {
            throw CommandError(column: column, .lexTrailingBackslash)
        }
        if let begin = start { words.append(Word(current, column: begin)) }
        return words
    }

    /// The words of a line of printable ASCII, which is nearly every line a
    /// script holds, read on its bytes (where a column is a byte) by the
    /// same rules as the full lexer; `nil` for anything else (another
    /// character, an unterminated quote, a trailing backslash), which the
    /// full lexer reads and, when wrong, explains.
    static func wordsByByte(in line: String) -> [Word]? {
        var line = line
        return line.withUTF8 { bytes -> [Word]? in
            if let words = wordsOfPlainLine(bytes) { return words }
            var words: [Word] = []
            // Room for a usual command line at once, rather than growing one word at a time.
            words.reserveCapacity(4)
            // A word's bytes, when quotes or escapes make them differ from the line's.
            var unquoted: [UInt8] = []
            var start: Int?
            var isVerbatim = true
            var quote: UInt8?
            var escaping = false
            func endWord(at end: Int) {
                guard let begin = start else { return }
                let text =
                    isVerbatim
                    ? String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<end]), as: UTF8.self)
                    : String(decoding: unquoted, as: UTF8.self)
                words.append(Word(text, column: begin + 1))
                start = nil
                if !isVerbatim {
                    isVerbatim = true
                    unquoted.removeAll(keepingCapacity: true)
                }
            }
            // The word so far is about to differ from the line: copy it out.
            func beginUnquoting(at index: Int) {
                guard isVerbatim, let begin = start else { return }
                unquoted.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[begin..<index]))
                isVerbatim = false
            }
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte == 0x09 || (0x20...0x7E).contains(byte) else { return nil }
                // A tab is refused inside a word; the full lexer says so.
                if escaping || quote != nil, byte == 0x09 { return nil }
                if escaping {
                    escaping = false
                    unquoted.append(byte)
                    continue
                }
                if let open = quote {
                    if byte == open {
                        quote = nil
                    } else if byte == 0x5C && open == 0x22 {
                        escaping = true
                    } else {
                        unquoted.append(byte)
                    }
                    continue
                }
                switch byte {
                case 0x20, 0x09:
                    endWord(at: index)
                case 0x23 where start == nil:
                    // A comment: the rest of the line is not read.
                    return words
                case 0x22, 0x27:
                    if start == nil { start = index }
                    beginUnquoting(at: index)
                    quote = byte
                case 0x5C:
                    if start == nil { start = index }
                    beginUnquoting(at: index)
                    escaping = true
                default:
                    if start == nil { start = index }
                    if !isVerbatim { unquoted.append(byte) }
                }
            }
            guard quote == nil, !escaping else { return nil }
            endWord(at: bytes.count)
            return words
        }
    }

    /// Refuses control characters (C0 with the tab, DEL, C1), bidi overrides and line
    /// separators anywhere in a word: they would be stored in a title or a
    /// key and act on the terminal of whoever prints it later.
    private static func rejectControl(_ character: Character, column: Int) throws(CommandError) {
        guard let scalar = character.unicodeScalars.first(where: { $0.value < 0x20 || VisibleText.isHidden($0) })
        else { return }
        let code = String(scalar.value, radix: 16, uppercase: true)
        let phrase: Phrase = scalar.value < 0xA0 ? .lexControlCharacter : .lexInvisibleCharacter
        throw CommandError(column: column, phrase, String(repeating: "0", count: max(0, 4 - code.count)) + code)
    }
}
