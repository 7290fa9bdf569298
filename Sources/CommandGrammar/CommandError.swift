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
    /// For an option the command does not take, the option and the command:
    /// a caller who knows the command's options suggests the nearest one
    /// from these, not from the message's words.
    public let unknownOption: UnknownOption?

    /// An option a command does not take (`--stle` for `present`).
    public struct UnknownOption: Sendable, Equatable {
        public let word: Word
        /// The command, when the message names it (`for present`).
        public let command: String?
        public let usage: String

        public init(word: Word, command: String?, usage: String) {
            self.word = word
            self.command = command
            self.usage = usage
        }

        /// The error's text in each language, with `suggestion` (already in
        /// that language) said before the usage.
        public func message(suggesting suggestion: String? = nil) -> String {
            "unknown option '\(word.shown)'" + (command.map { " for \($0)" } ?? "")
                + "; " + (suggestion.map { $0 + " " } ?? "") + "usage: \(usage)"
        }

        public func russian(suggesting suggestion: String? = nil) -> String {
            "неизвестный параметр '\(word.shown)'" + (command.map { " для \($0)" } ?? "")
                + "; " + (suggestion.map { $0 + " " } ?? "") + "вызов: \(usage)"
        }
    }

    /// An error already said in the language it will be shown in (the
    /// parser's own, rendered for the session). Every other error is made
    /// with both languages, `init(column:_:ru:)`: there is no English-only
    /// initializer, so an error without its Russian does not compile.
    public init(column: Int, said message: String) {
        self.column = column
        self.message = message
        self.russian = message
        self.unknownOption = nil
    }

    /// An error a part of scenelab says as a diagnostic, rendered in both languages.
    public init(column: Int, _ diagnostic: some Diagnostic) {
        self.init(column: column, diagnostic.english, ru: diagnostic.russian)
    }

    public init(column: Int, _ english: String, ru russian: String) {
        self.column = column
        self.message = english
        self.russian = russian
        self.unknownOption = nil
    }

    /// An option the command does not take, in both languages, with a suggestion in each when there is one.
    public init(_ option: UnknownOption, suggesting suggestion: (en: String, ru: String)? = nil) {
        self.column = option.word.column
        self.message = option.message(suggesting: suggestion?.en)
        self.russian = option.russian(suggesting: suggestion?.ru)
        self.unknownOption = option
    }

    public var description: String { "column \(column): \(message)" }

    /// The text in `language`.
    public func message(in language: Language) -> String {
        switch language {
        case .en: return message
        case .ru: return russian
        }
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
