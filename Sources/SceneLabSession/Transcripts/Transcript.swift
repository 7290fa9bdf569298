/// A transcript (`.t`): commands and the text output each one must print.
///
/// A line starting `> ` is a command; the lines after it, up to the next
/// command, are its expected output. `#` lines and blank lines are comments.
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
    }

    /// Lines before the first command (comments).
    public var preamble: [String]
    public var blocks: [Block]

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
                blocks.append(Block(command: String(line.dropFirst(2)), line: offset + 1, expected: [], comments: []))
            } else if blocks.isEmpty {
                guard isComment else {
                    throw TranscriptError(line: offset + 1, "output before the first `> command` line")
                }
                preamble.append(line)
            } else if isComment {
                blocks[blocks.count - 1].comments.append(line)
            } else {
                blocks[blocks.count - 1].expected.append(line)
            }
        }
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
