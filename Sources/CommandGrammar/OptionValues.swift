/// What an option of a command takes after it, for completion: nothing (a
/// flag, written `[]`), one of fixed words (`["all"]`), or the name of an app
/// installed on the running device, which only the session knows.
public enum OptionValues: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// The words the option takes; none for a flag.
    case choices([String])
    /// An installed app's name (`--app todo`): the running catalog's, an opened project's included.
    case installedApp
    /// A file on the computer's disk (`history --save FILE`).
    case file

    public init(arrayLiteral words: String...) { self = .choices(words) }

    /// Whether a word follows the option.
    public var takesValue: Bool { self != .choices([]) }

    /// The words that may follow the option, `apps` being the installed apps' names.
    public func words(installed apps: [String]) -> [String] {
        switch self {
        case .choices(let words): return words
        case .installedApp: return apps
        case .file: return []
        }
    }
}
