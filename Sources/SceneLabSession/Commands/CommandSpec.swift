/// Everything about one command, written once: the words it is typed as,
/// what `help` and `explain` say of it, what completion offers after it, and
/// how its line is read.
///
/// The parser finds a line's spec by its first word and calls `parse`;
/// `help`, completion and `explain` read the same spec. A class: each parsed
/// line holds its command's spec, which is then one reference rather than a
/// copy of every string in it.
public final class CommandSpec: Sendable {
    /// The headings `help` groups commands under.
    public enum Group: String, Sendable, CaseIterable {
        case gestures = "System and user gestures"
        case navigation = "Programmatic navigation"
        case ui = "UI interaction"
        case store = "Model and store"
        case looking = "Looking and tooling"
    }

    /// What a command's arguments are, for completion.
    public enum ArgumentKind: Sendable, Equatable {
        case none
        case app
        case className
        case classNames
        case stackIndex
        case channel
        case onOff
        case command
        case defaults
        case element
        case explainTopic
        case segueIdentifier
        /// The tabs of the focused scene's tab bar, by number.
        case tabNumber
        /// `scene`'s verbs, then the scenes by number.
        case sceneCommand
        /// A row of the top screen, by number (`delete`).
        case row
        /// A row, then one of its swipe actions (`swipe`).
        case rowAction
        /// A row, then a section, then a position in it (`move`).
        case rowSection
        /// A file on the computer's disk (`source`, `record`).
        case file
        /// A file of the app's container (`rm`).
        case containerPath
        /// A verb, then the words that verb takes (an app's model commands).
        case verbs([String: [String]])
        /// One of a fixed list of words.
        case oneOf([String])
    }

    /// How a line is read: from the words after the name to the command.
    typealias Parse = @Sendable (inout CommandWords) throws(CommandError) -> Command

    /// The word the command is typed as.
    public let name: String
    /// Other words for it (`exit` for `quit`).
    public let aliases: [String]
    public let group: Group
    /// The command's grammar, as `help NAME` prints it and errors quote it.
    public let usage: String
    /// One sentence, for `help`'s list and `help NAME`.
    public let summary: Wording
    /// A line that runs.
    public let example: String
    public let arguments: ArgumentKind
    /// Options the command takes, with their values, for completion.
    public let options: [String: [String]]
    /// More lines for `help NAME`, for commands with a grammar of their own.
    public let details: [Wording]
    /// What `explain NAME` prints, a line each; empty when the main topics
    /// explain the command instead.
    public let explanation: [Wording]
    /// Reads the words after the name.
    let parse: Parse

    init(
        _ name: String, aliases: [String] = [], group: Group, usage: String, summary: Wording, example: String,
        arguments: ArgumentKind = .none, options: [String: [String]] = [:], details: [Wording] = [],
        explanation: [Wording] = [], parse: @escaping Parse
    ) {
        self.name = name
        self.aliases = aliases
        self.group = group
        self.usage = usage
        self.summary = summary
        self.example = example
        self.arguments = arguments
        self.options = options
        self.details = details
        self.explanation = explanation
        self.parse = parse
    }

    /// A command that takes no arguments and always means the same.
    convenience init(
        _ name: String, aliases: [String] = [], group: Group, summary: Wording, explanation: [Wording] = [],
        always command: Command
    ) {
        self.init(
            name, aliases: aliases, group: group, usage: name, summary: summary, example: name,
            explanation: explanation, parse: { _ throws(CommandError) in command })
    }

    /// An app's model command, listed under the store, read by the app's own code.
    convenience init(_ spec: AppCommandSpec) {
        let parse = spec.parse
        self.init(
            spec.name, group: .store, usage: spec.usage, summary: spec.summary, example: spec.example,
            arguments: .verbs(spec.verbs), explanation: spec.explanation,
            parse: { words throws(CommandError) in .simulator(.model(try parse(&words))) })
    }

    /// Every word the command can be typed as: its name, then its aliases.
    public var words: [String] { [name] + aliases }
}
