/// A command line scenelab cannot understand, with the column to look at.
///
/// Made in both languages where it is thrown: the English `message` is what
/// callers and tests read, the Russian what a Russian session prints
/// (`message(in:)`).
public struct CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based column of the offending word or character.
    public let column: Int
    public let message: String
    /// The Russian text (the message itself for one already said in the session's language).
    public let russian: String

    /// An error already said in the language it will be shown in (the
    /// parser's own, rendered for the session). Every other error is made
    /// with both languages, `init(column:_:ru:)`: there is no English-only
    /// initializer, so an error without its Russian does not compile.
    public init(column: Int, said message: String) {
        self.column = column
        self.message = message
        self.russian = message
    }

    public init(column: Int, _ english: String, ru russian: String) {
        self.column = column
        self.message = english
        self.russian = russian
    }

    public var description: String { "column \(column): \(message)" }

    /// The text in `language`.
    public func message(in language: Language) -> String {
        language == .ru ? russian : message
    }

    /// The same error with `english` and `russian` appended to its texts (a
    /// suggestion the caller adds).
    public func appending(_ english: String, ru russian: String) -> CommandError {
        CommandError(column: column, message + english, ru: self.russian + russian)
    }

    /// A first word a command does not take, with the closest one it does:
    /// `unknown scene verb 'nwe'; did you mean 'new'? (verbs: …)`.
    public static func unknownVerb(_ verb: Word, among verbs: [String], of noun: String) -> CommandError {
        var message = "unknown \(noun) verb '\(verb.shown)'"
        var russian = "\(noun): неизвестное действие '\(verb.shown)'"
        if let guess = Suggestion.closest(to: verb.text, in: verbs) {
            message += "; did you mean '\(guess)'?"
            russian += "; может быть, '\(guess)'?"
        }
        let list = verbs.joined(separator: ", ")
        return CommandError(column: verb.column, message + " (verbs: \(list))", ru: russian + " (действия: \(list))")
    }
}
