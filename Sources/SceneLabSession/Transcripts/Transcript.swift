import CommandGrammar
import SceneLabCore

/// A transcript (`.t`): commands and the text output each one must print.
///
/// A line starting `> ` is a command; the lines after it, up to the next
/// command, are its expected output. `#` lines and blank lines are comments.
///
/// Comments a lesson or quiz reads:
/// - a step's note is the run of `# ` lines directly above its command (a
///   blank line or a bare `#` ends it); a lesson shows it before the step,
///   a quiz after the answer;
/// - `#: open PATH` before the first command opens an Xcode project (a
///   folder relative to the transcript's), whose app `launch` starts;
/// - `#: lang ru` (or `en`) before the first command runs the transcript in
///   that language from the start, as `lang ru` would, without a step;
/// - `#: not quizzed` among the lines above a command plays that step in a
///   quiz without asking for its order (a step whose output uses `...` is
///   not asked either).
public struct Transcript: Sendable, Equatable {
    /// One command and what it must print.
    public struct Block: Sendable, Equatable {
        /// The command line, without `> `.
        public var command: String
        /// 1-based line number of the command in the file.
        public var line: Int
        public var expected: [String]
        /// Comment and blank lines that followed the command, kept for the diff.
        public var comments: [String]
        /// The step's note: the `# ` lines directly above the command, without `# `.
        public var note: [String] = []
        /// Whether a quiz asks for this step's order (no `#: not quizzed` above it, no `...` in it).
        public var isQuizzed: Bool { !markedNotQuizzed && !expected.contains(TranscriptChecker.anyLines) }
        var markedNotQuizzed = false
    }

    /// Lines before the first command (comments).
    public var preamble: [String]
    public var blocks: [Block]
    /// The language a `#: lang` line sets before the first command.
    public var language: Language?
    /// The project a `#: open PATH` line opens before the first command
    /// (relative to the transcript's folder), whose app `launch` starts.
    public var openPath: String?

    /// The directive a `#: WORDS` comment line gives, if it is one.
    static func directive(_ line: String) -> String? {
        guard line.hasPrefix("#:") else { return nil }
        return String(line.dropFirst(2)).trimmingBlanks
    }

    /// Whether a comment line is shown to a person (directives are not).
    public static func isShown(_ line: String) -> Bool { directive(line) == nil }

    /// The lines directly above a command: the step's note and its directives.
    private static func attach(_ above: [String], to block: inout Block) {
        var note: [String] = []
        for line in above.reversed() {
            if let directive = directive(line) {
                if directive == "not quizzed" { block.markedNotQuizzed = true }
                continue
            }
            guard line.hasPrefix("# ") else { break }
            note.append(String(line.dropFirst(2)))
        }
        block.note = note.reversed()
    }

    /// Reads a transcript; output lines before the first command are an error.
    public init(parsing text: String) throws(TranscriptError) {
        preamble = []
        blocks = []
        // Swift reads "\r\n" as one Character, which `isNewline` matches like "\n".
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        if lines.last == "" { lines.removeLast() }
        for (offset, line) in lines.enumerated() {
            let isComment = line.hasPrefix("#") || line.allSatisfy { $0 == " " || $0 == "\t" }
            if line.hasPrefix("> ") || line == ">" {
                var block = Block(command: String(line.dropFirst(2)), line: offset + 1, expected: [], comments: [])
                Self.attach(blocks.last?.comments ?? preamble, to: &block)
                blocks.append(block)
            } else if blocks.isEmpty {
                guard isComment else {
                    throw TranscriptError(line: offset + 1, "output before the first `> command` line")
                }
                if let directive = Self.directive(line), directive.hasPrefix("lang ") {
                    guard let language = Language(rawValue: String(directive.dropFirst(5)).trimmingBlanks) else {
                        throw TranscriptError(line: offset + 1, "`#: lang` takes en or ru")
                    }
                    self.language = language
                }
                if let directive = Self.directive(line), directive.hasPrefix("open ") {
                    openPath = String(directive.dropFirst(5)).trimmingBlanks
                }
                preamble.append(line)
            } else if isComment {
                blocks[blocks.count - 1].comments.append(line)
            } else {
                blocks[blocks.count - 1].expected.append(line)
            }
        }
    }

    /// Whether a script's line is a command: not blank, not a `#` comment.
    /// Asked of every line a script runs, so it reads bytes, not characters.
    public static func isCommand(scriptLine line: String) -> Bool {
        for byte in line.utf8 where byte != 0x20 && byte != 0x09 { return byte != UInt8(ascii: "#") }
        return false
    }

    /// A command script (`.scn`) as a transcript's text: each command a
    /// `> ` line with no output, its comments kept where they are, so that
    /// it plays as a lesson does (each command's note is the comment above it).
    public static func fromScript(_ script: String) -> String {
        // Both kinds of line lose their indent: an indented `# note` is a comment to a script too.
        script.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            isCommand(scriptLine: String(line)) ? "> " + line.trimmingBlanks : line.trimmingBlanks
        }.joined(separator: "\n")
    }

    /// The transcript as a file, with each block's output replaced by `outputs`.
    func rendered(outputs: [[String]]? = nil) -> [String] {
        var lines = preamble
        for (index, block) in blocks.enumerated() {
            lines.append("> " + block.command)
            lines.append(contentsOf: outputs?[index] ?? block.expected)
            lines.append(contentsOf: block.comments)
        }
        return lines
    }
}

/// A transcript file that cannot be read as one.
public struct TranscriptError: Error, Sendable, Equatable, CustomStringConvertible {
    public let line: Int
    public let message: String

    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
