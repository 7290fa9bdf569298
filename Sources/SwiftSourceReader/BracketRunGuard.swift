/// Finds runs of square brackets opened one straight inside another (`[[[[`), on which
/// swift-syntax's parser tries both an array literal and an array type at every level and so
/// takes time doubling with each bracket: 20 take seconds, 28 never finish. No learner's code
/// nests that deep; a file that does is not parsed.
enum BracketRunGuard {
    /// The longest run that is still parsed.
    static let maximumRun = 12

    /// Where the first run longer than `maximumRun` starts (1-based line and column), and how
    /// long it is; nil when there is none. Blanks between the brackets count as nothing.
    static func firstExcess(in text: String) -> (line: Int, column: Int, length: Int)? {
        var line = 1
        var column = 0
        var run = 0
        var start = (line: 1, column: 1)
        for byte in text.utf8 {
            column += 1
            switch byte {
            case UInt8(ascii: "["):
                if run == 0 { start = (line, column) }
                run += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "\n"):
                line += 1
                column = 0
                continue
            default:
                if run > maximumRun { return (start.line, start.column, run) }
                run = 0
            }
        }
        return run > maximumRun ? (start.line, start.column, run) : nil
    }
}
