import CommandGrammar
import SceneLabApps
import SceneLabCore

/// Turns a command line into a `Command`, or says which column is wrong and why:
/// finds the line's `CommandSpec` by its first word and lets the spec read the rest.
public enum Parser {
    /// Parses one line. Returns `nil` for a blank line or a comment.
    /// Lines longer than this are refused before they are read.
    public static let maximumLineLength = 65_536

    /// The errors are in `language`: the parser's own written so, the words
    /// a command reads (which refuse in English) translated after.
    public static func parse(_ line: String, language: Language = .en) throws(CommandError) -> Command? {
        var words: [Word] = []
        return try parse(line, language: language, reusing: &words)
    }

    /// Parses one line, its words read into `words`' storage, which is
    /// handed back afterwards: the session parses every line with one array.
    public static func parse(
        _ line: String, language: Language, reusing words: inout [Word]
    ) throws(CommandError) -> Command? {
        switch language {
        case .en:
            return try read(line, language: .en, words: &words)
        case .ru:
            do throws(CommandError) {
                return try read(line, language: language, words: &words)
            } catch {
                // Every error is written in both languages where it is thrown.
                throw CommandError(column: error.column, said: error.message(in: language))
            }
        }
    }

    private static func read(_ line: String, language: Language, words scratch: inout [Word]) throws(CommandError)
        -> Command?
    {
        guard line.utf8.count <= maximumLineLength else {
            throw CommandError(
                column: maximumLineLength + 1,
                said: Phrase.lineTooLong(language, String(line.utf8.count), String(maximumLineLength)))
        }
        var words: [Word] = []
        swap(&words, &scratch)
        // The storage goes back to the caller however the line ends.
        defer { scratch = words }
        try Lexer.read(line, into: &words)
        guard let verb = words.first else { return nil }
        guard let spec = CommandCatalog.spec(for: verb.text) else {
            var message = Phrase.unknownCommand(language, verb.shown)
            if let hint = Suggestion.notCommands[verb.text.lowercased()] {
                message += "; " + hint(language)
            } else if let guess = Suggestion.closest(to: verb.text, in: CommandCatalog.names) {
                message += "; " + Phrase.didYouMean(language, guess)
            } else {
                message += "; " + Phrase.typeHelpForList(language)
            }
            throw CommandError(column: verb.column, said: message)
        }
        // The words are handed over, not shared: an option taken out of them
        // (`--style`) then shifts the one array instead of copying it first.
        var arguments = CommandWords(spec.heading, lineWords: words, line: line)
        words = []
        defer { words = arguments.takeWords() }
        do throws(CommandError) {
            let command = try spec.parse(&arguments)
            try arguments.finish()
            return command
        } catch {
            throw suggestingOption(for: error, of: spec)
        }
    }

    /// An unknown option's error with the command's nearest option added:
    /// `unknown option '--stle' for present; did you mean '--style'? usage: …`.
    /// The words a command reads refuse an option without knowing the
    /// command's others; the spec knows them, from its usage and its options.
    static func suggestingOption(for error: CommandError, of spec: CommandSpec<Command>) -> CommandError {
        guard let option = error.unknownOption else { return error }
        let typed = String(option.word.text.prefix { $0 != "=" }.drop { $0 == "-" })
        guard !typed.isEmpty, let guess = Suggestion.closest(to: typed, in: optionNames(of: spec)) else { return error }
        return CommandError(
            option, suggesting: (Phrase.didYouMeanOption(.en, guess), Phrase.didYouMeanOption(.ru, guess)))
    }

    /// The options a command takes, without their dashes: those its spec lists
    /// and every `--word` its usage shows (an app command's usage names its own).
    static func optionNames(of spec: CommandSpec<Command>) -> [String] {
        var names = spec.options.keys.sorted()
        let usageWords = spec.usage.split { !($0.isLetter || $0.isNumber || $0 == "-") }
        names += usageWords.filter { $0.hasPrefix("--") }.map(String.init)
        var seen: Set<String> = []
        return names.map { String($0.drop { $0 == "-" }) }.filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
