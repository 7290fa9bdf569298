/// A name a screen shows (a button's title, a field's placeholder) as a command line takes it
/// back: the name itself when the lexer reads it as words joined by single spaces, else in double
/// quotes with `"` and `\` escaped (`tap "City's Table"`), so that what `actions` lists runs as listed.
public enum TypedName {
    /// `name` as it must be typed.
    public static func quoted(_ name: String) -> String {
        guard needsQuotes(name) else { return name }
        var typed = "\""
        for character in name {
            if character == "\"" || character == "\\" { typed.append("\\") }
            typed.append(character)
        }
        return typed + "\""
    }

    /// Whether the lexer would read `name` other than as itself: it is empty, starts or ends with
    /// a space, holds two spaces in a row, or holds a character that quotes, escapes or starts a
    /// comment. (A control character is typed in no way: the lexer refuses it, quoted or not.)
    static func needsQuotes(_ name: String) -> Bool {
        guard let first = name.utf8.first, let last = name.utf8.last, first != 0x20, last != 0x20 else { return true }
        var previous: UInt8 = 0
        for byte in name.utf8 {
            switch byte {
            case 0x22, 0x23, 0x27, 0x5C: return true
            case 0x20 where previous == 0x20: return true
            default: previous = byte
            }
        }
        return false
    }
}
