/// Finds the shapes of Swift that swift-syntax's parser cannot take, before it sees them:
/// square brackets opened straight inside one another (`[[[[`), on which it tries an array
/// literal and an array type at every level and so doubles its time with each (20 take
/// seconds, 28 never finish); and chains it recurses into without a bracket to count
/// (`A<B<C<…`, `try try try …`, `#if` inside `#if`), which overflow its stack, and string
/// interpolations nested in a chain (`"\("\("…`), whose memory grows with the square of
/// the depth (8,000 took 3 GB). No learner's
/// code comes near these limits; a file that passes one is named and not parsed.
enum NestingGuard {
    /// The longest run of `[` still parsed.
    static let maximumBracketRun = 12
    /// The longest chain of generic arguments (`A<B<…`), of `try`/`await`, and the deepest
    /// `#if` still parsed.
    static let maximumChain = 128

    /// What a file passes: where (1-based line and column) and which limit.
    struct Excess: Equatable {
        let line: Int
        let column: Int
        let message: String
        let russian: String
    }

    /// The first place in `text` past a limit; nil when there is none.
    static func firstExcess(in text: String) -> Excess? {
        var line = 1
        var column = 0
        var brackets = Counter()
        var generics = Counter()
        var effects = Counter()
        var interpolations = Counter()
        var backslash = false
        var conditions = 0
        var conditionStart = (line: 1, column: 1)
        var word: [UInt8] = []
        var lineStart = true
        func excess(_ counter: Counter, _ english: String, _ russian: String, limit: Int) -> Excess? {
            guard counter.run > limit else { return nil }
            return Excess(
                line: counter.start.line, column: counter.start.column,
                message: "skipped: \(counter.run) \(english); the parser takes at most \(limit)",
                russian: "пропущен: \(counter.run) \(russian); разбор выдерживает не больше \(limit)")
        }
        for byte in text.utf8 {
            column += 1
            // `\(` opens an interpolation; quotes, pound signs and blanks may stand between two.
            if byte == UInt8(ascii: "\\") {
                backslash = true
            } else {
                if byte == UInt8(ascii: "("), backslash {
                    interpolations.extend(at: (line, column - 1))
                } else if !(byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: " ")
                    || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r"))
                {
                    if let found = excess(interpolations, "string interpolations nested in a chain", "вложенных интерполяций строк подряд", limit: maximumChain) {
                        return found
                    }
                    interpolations.run = 0
                }
                backslash = false
            }
            let isWordByte =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "#") || byte >= 0x80
            if isWordByte {
                word.append(byte)
            } else if !word.isEmpty {
                // A word ends: `try` and `await` chain, `#if` opens a condition at a line's start.
                if word == Array("try".utf8) || word == Array("await".utf8) {
                    effects.extend(at: (line, column - word.count))
                } else {
                    effects.run = 0
                    if lineStart, word == Array("#if".utf8) {
                        if conditions == 0 { conditionStart = (line, column - word.count) }
                        conditions += 1
                        if conditions > maximumChain {
                            return Excess(
                                line: conditionStart.line, column: conditionStart.column,
                                message: "skipped: over \(maximumChain) #if inside one another; the parser takes at most \(maximumChain)",
                                russian: "пропущен: больше \(maximumChain) #if один в другом; разбор выдерживает не больше \(maximumChain)")
                        }
                    } else if lineStart, word == Array("#endif".utf8) {
                        conditions = max(0, conditions - 1)
                    }
                }
                if let found = excess(effects, "try or await in a row", "try или await подряд", limit: maximumChain) {
                    return found
                }
                lineStart = false
                word.removeAll(keepingCapacity: true)
            }
            switch byte {
            case UInt8(ascii: "["):
                brackets.extend(at: (line, column))
                generics.run = 0
            case UInt8(ascii: "<"):
                generics.extend(at: (line, column))
                if let found = excess(brackets, "square brackets open one inside another", "квадратных скобок открыты одна в другой", limit: maximumBracketRun) {
                    return found
                }
                brackets.run = 0
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "\n"):
                line += 1
                column = 0
                lineStart = true
                continue
            default:
                if let found = excess(brackets, "square brackets open one inside another", "квадратных скобок открыты одна в другой", limit: maximumBracketRun) {
                    return found
                }
                brackets.run = 0
                // A generic chain goes on through names and dots (`A<B.C<`); anything else ends it.
                if !(isWordByte || byte == UInt8(ascii: ".")) {
                    if let found = excess(generics, "generic arguments nested in a chain", "вложенных обобщённых аргументов подряд", limit: maximumChain) {
                        return found
                    }
                    generics.run = 0
                }
                if isWordByte { continue }
            }
            if byte != UInt8(ascii: "#") { lineStart = false }
        }
        return excess(brackets, "square brackets open one inside another", "квадратных скобок открыты одна в другой", limit: maximumBracketRun)
            ?? excess(generics, "generic arguments nested in a chain", "вложенных обобщённых аргументов подряд", limit: maximumChain)
            ?? excess(effects, "try or await in a row", "try или await подряд", limit: maximumChain)
            ?? excess(interpolations, "string interpolations nested in a chain", "вложенных интерполяций строк подряд", limit: maximumChain)
    }

    /// A run of one kind of opening, and where it started.
    private struct Counter {
        var run = 0
        var start = (line: 1, column: 1)

        mutating func extend(at place: (line: Int, column: Int)) {
            if run == 0 { start = place }
            run += 1
        }
    }
}
