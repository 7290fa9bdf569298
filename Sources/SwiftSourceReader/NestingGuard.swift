import SwiftSourceModel
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
        let problem: SourceProblem
    }

    /// The first place in `text` past a limit; nil when there is none.
    static func firstExcess(in text: String) -> Excess? {
        var line = 1
        var column = 0
        var brackets = Counter(.squareBrackets, limit: maximumBracketRun)
        var generics = Counter(.genericArguments)
        var effects = Counter(.effects)
        var interpolations = Counter(.interpolations)
        var conditions = Counter(.conditions)
        var backslash = false
        var word: [UInt8] = []
        var lineStart = true
        for byte in text.utf8 {
            column += 1
            // `\(` opens an interpolation; quotes, pound signs and blanks may stand between two.
            if byte == UInt8(ascii: "\\") {
                backslash = true
            } else {
                if byte == UInt8(ascii: "("), backslash {
                    interpolations.extend(at: (line, column - 1))
                } else if !(byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") || isBlank(byte)) {
                    if let found = interpolations.end() { return found }
                }
                backslash = false
            }
            let isWordByte =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "#") || byte >= 0x80
            if isWordByte {
                word.append(byte)
            } else if !word.isEmpty {
                // A word ends: `try` and `await` chain; `#if` at a line's start opens a condition
                // that `#endif` closes, a depth rather than a run.
                let start = (line, column - word.count)
                if word.elementsEqual("try".utf8) || word.elementsEqual("await".utf8) {
                    effects.extend(at: start)
                } else {
                    if let found = effects.end() { return found }
                    if lineStart, word.elementsEqual("#if".utf8) {
                        conditions.extend(at: start)
                        if let found = conditions.excess { return found }
                    } else if lineStart, word.elementsEqual("#endif".utf8) {
                        conditions.run = max(0, conditions.run - 1)
                    }
                }
                lineStart = false
                word.removeAll(keepingCapacity: true)
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
                lineStart = true
                continue
            }
            if isBlank(byte) { continue }
            if byte == UInt8(ascii: "[") {
                brackets.extend(at: (line, column))
            } else if let found = brackets.end() {
                return found
            }
            // A generic chain goes on through names and dots (`A<B.C<`); anything else ends it.
            if byte == UInt8(ascii: "<") {
                generics.extend(at: (line, column))
            } else if !(isWordByte || byte == UInt8(ascii: ".")), let found = generics.end() {
                return found
            }
            if !isWordByte { lineStart = false }
        }
        return brackets.excess ?? generics.excess ?? effects.excess ?? interpolations.excess
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }

    /// A run of one kind of opening, where it started, and the limit it is held to.
    private struct Counter {
        let shape: SourceProblem.NestedShape
        let limit: Int
        var run = 0
        var start = (line: 1, column: 1)

        init(_ shape: SourceProblem.NestedShape, limit: Int = NestingGuard.maximumChain) {
            self.shape = shape
            self.limit = limit
        }

        mutating func extend(at place: (line: Int, column: Int)) {
            if run == 0 { start = place }
            run += 1
        }

        /// What the run passes, if it passes its limit.
        var excess: Excess? {
            guard run > limit else { return nil }
            return Excess(
                line: start.line, column: start.column, problem: .nestedTooDeep(shape, count: run, limit: limit))
        }

        /// Ends the run: what it passed, if anything, and a fresh count.
        mutating func end() -> Excess? {
            defer { run = 0 }
            return excess
        }
    }
}
