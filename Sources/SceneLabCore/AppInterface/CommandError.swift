/// A command line scenelab cannot understand, with the column to look at.
public struct CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based column of the offending word or character.
    public let column: Int
    public let message: String

    public init(column: Int, _ message: String) {
        self.column = column
        self.message = message
    }

    public var description: String { "column \(column): \(message)" }

    /// A first word a command does not take, with the closest one it does:
    /// `unknown scene verb 'nwe'; did you mean 'new'? (verbs: …)`.
    public static func unknownVerb(_ verb: Word, among verbs: [String], of noun: String) -> CommandError {
        var message = "unknown \(noun) verb '\(verb.shown)'"
        if let guess = Suggestion.closest(to: verb.text, in: verbs) { message += "; did you mean '\(guess)'?" }
        return CommandError(column: verb.column, message + " (verbs: \(verbs.joined(separator: ", ")))")
    }
}
