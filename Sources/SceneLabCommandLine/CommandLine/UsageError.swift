import CommandGrammar
import SceneLabSession
import SceneLabCore

/// A command line that cannot run as typed; the process exits with status 64
/// (EX_USAGE) after saying why and how the command is used.
struct UsageError: Error, Equatable {
    /// What is wrong and how to fix it, in one line, in English.
    let message: String
    /// The same in Russian.
    let russian: String

    /// One of scenelab's phrases, filled in: English and Russian at once.
    init(_ phrase: Phrase, _ arguments: String...) {
        message = phrase.text(.en, arguments)
        russian = phrase.text(.ru, arguments)
    }

    /// The message in `language`.
    func text(in language: Language) -> String {
        switch language {
        case .en: return message
        case .ru: return russian
        }
    }
}

/// The language of scenelab's command line: its `--help`, its usage errors
/// and its own messages. One rule, the session's too: `--lang` when given
/// (anywhere before `--`, the last one winning), else the locale
/// (LC_ALL, LC_MESSAGES, LANG: the first set and not empty; `ru…` is
/// Russian), else English.
enum CommandLineLanguage {
    /// The language `arguments` (without the program's name) ask for.
    static func of(_ arguments: [String]) -> Language {
        var explicit: Language?
        let options = Array(arguments.prefix { $0 != "--" })
        for (index, argument) in options.enumerated() {
            if argument == "--lang", index + 1 < options.count {
                explicit = Language(rawValue: options[index + 1]) ?? explicit
            } else if argument.hasPrefix("--lang=") {
                explicit = Language(rawValue: String(argument.dropFirst("--lang=".count))) ?? explicit
            }
        }
        return DeviceOptions.language(explicit)
    }

    /// This process's.
    static let current = of(Array(CommandLine.arguments.dropFirst()))
}

extension UsageError {
    /// A message made of parts that differ by language (a value's kind).
    init(english: String, russian: String) {
        message = english
        self.russian = russian
    }
}
