import CommandGrammar
import SceneLabSession
import SceneLabCore

/// A command line read against a command's syntax: the flags given, each
/// option's value (the last one given wins) and the positional arguments.
struct ParsedArguments: Equatable {
    /// What the command line asks for.
    enum Request: Equatable {
        case run(ParsedArguments)
        case help
        case version
    }

    private var flags: Set<String> = []
    private var values: [String: String] = [:]
    /// The arguments that are not options, in order.
    private(set) var positionals: [String] = []

    /// Reads `arguments` (without the program's name) as `syntax` describes.
    ///
    /// `-h` or `--help` anywhere asks for help, as `--version` does when the
    /// command has one; `--` ends the options; `-` alone is a positional
    /// argument (standard input); `--name=value` and `--name value` are the same.
    static func parse(_ arguments: [String], for syntax: CommandSyntax) throws(UsageError) -> Request {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        // Help wins over any mistake elsewhere on the line, as a person asking for it expects.
        for argument in arguments.prefix(while: { $0 != "--" }) {
            if argument == "-h" || argument == "--help" { return .help }
            if argument == "--version" && syntax.version != nil { return .version }
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let body = argument.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let attached = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
            // A single dash names no option: scenelab's are all long (`-h` aside).
            guard argument.hasPrefix("--"), let option = syntax.option(named: name) else {
                let typed = argument.hasPrefix("--") ? "--" + name : argument
                let shown = VisibleText.escaping(typed)
                guard let guess = Self.suggestion(for: typed, in: syntax) else {
                    throw UsageError(.usageUnknownOptionSeeHelp, shown)
                }
                throw UsageError(.usageUnknownOptionGuess, shown, guess)
            }
            guard option.valueName != nil else {
                if attached != nil { throw UsageError(.usageFlagNoValue, name) }
                parsed.flags.insert(name)
                continue
            }
            if let attached {
                parsed.values[name] = attached
            } else if index < arguments.count {
                parsed.values[name] = arguments[index]
                index += 1
            } else {
                throw UsageError(.usageNeedsValue, name, option.spelled)
            }
        }
        try parsed.checkCount(of: syntax.positional)
        return .run(parsed)
    }

    private func checkCount(of positional: CommandSyntax.Positional) throws(UsageError) {
        switch positional.count {
        case .any:
            return
        case .optional where positionals.count <= 1, .one where positionals.count == 1:
            return
        case .one where positionals.isEmpty:
            throw UsageError(.usageNameThe, positional.name)
        case .optional, .one:
            let extra = positionals.dropFirst().map { "'\(VisibleText.escaping($0))'" }.joined(separator: ", ")
            throw UsageError(.usageOneOnly, positional.name, extra)
        }
    }

    /// The option nearest the mistyped one, as the session suggests
    /// commands; nil when none is near (the error then points to `--help`).
    private static func suggestion(for typed: String, in syntax: CommandSyntax) -> String? {
        let word = String(typed.drop { $0 == "-" })
        guard !word.isEmpty else { return nil }
        // A session command written as an option (`trace style` as `--trace-style`) is
        // nowhere near its option's name: it is named here.
        if let option = sessionSpellings[word], syntax.option(named: option) != nil { return option }
        return Suggestion.closest(to: word, in: syntax.options.map(\.name))
    }

    /// Session commands a person may type as options, and the option that does their work.
    private static let sessionSpellings = ["trace-style": "logger", "trace": "logger", "style": "logger"]

    /// Whether the flag `--name` was given.
    func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The text given to `--name`, if it was.
    func text(_ name: String) -> String? {
        values[name]
    }

    /// The value given to `--name`, if it was; an error names the option and
    /// what it takes.
    func value<Value: ArgumentValue>(_ name: String) throws(UsageError) -> Value? {
        guard let text = values[name] else { return nil }
        guard let value = Value(argument: text) else {
            let error = UsageError(.usageTakes, name, Value.argumentKind, VisibleText.escaping(text))
            throw UsageError(
                english: error.message,
                russian: Phrase.usageTakes(.ru, name, Value.russianArgumentKind, VisibleText.escaping(text)))
        }
        return value
    }
}
