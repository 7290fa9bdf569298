import SceneLabCore

/// Turns a command line into a `Command`, or says which column is wrong and why:
/// finds the line's `CommandSpec` by its first word and lets the spec read the rest.
public enum Parser {
    /// Parses one line. Returns `nil` for a blank line or a comment.
    /// Lines longer than this are refused before they are read.
    public static let maximumLineLength = 65_536

    public static func parse(_ line: String) throws(CommandError) -> Command? {
        guard line.utf8.count <= maximumLineLength else {
            throw CommandError(
                column: maximumLineLength + 1,
                "the line is too long (\(line.utf8.count) bytes; a command line holds at most \(maximumLineLength))")
        }
        let words = try Lexer.words(in: line)
        guard let verb = words.first else { return nil }
        guard let spec = CommandCatalog.spec(for: verb.text) else {
            var message = "unknown command '\(verb.shown)'"
            if let hint = Suggestion.notCommands[verb.text.lowercased()] {
                message += "; \(hint)"
            } else if let guess = Suggestion.closest(to: verb.text, in: CommandCatalog.names) {
                message += "; did you mean '\(guess)'?"
            } else {
                message += "; type `help` for the list"
            }
            throw CommandError(column: verb.column, message)
        }
        var arguments = CommandWords(spec.heading, lineWords: words, line: line)
        let command = try spec.read(&arguments)
        try arguments.finish()
        return command
    }
}
