/// What `help` says about a command, and what completion offers for it.
///
/// A class: each parsed line holds its command's entry, which is then one
/// reference rather than a copy of every string in it.
public final class CommandInfo: Sendable {
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
        case taskVerb
        case contactVerb
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
        /// A verb, then the words that verb takes (`snake wiring delegate|closure`).
        case verbs([String: [String]])
        /// One of a fixed list of words.
        case oneOf([String])
    }

    /// The command, as the parser tells commands apart.
    public let verb: Verb
    /// The command's name: its verb as typed.
    public var name: String { verb.rawValue }
    public let aliases: [String]
    public let group: Group
    public let usage: String
    public let summary: String
    public let example: String
    public let arguments: ArgumentKind
    /// Options the command takes, with their values, for completion.
    public let options: [String: [String]]
    /// More lines for `help NAME`, for commands with a grammar of their own.
    public let details: [String]

    init(
        _ verb: Verb, aliases: [String] = [], group: Group, usage: String, summary: String, example: String,
        arguments: ArgumentKind = .none, options: [String: [String]] = [:], details: [String] = []
    ) {
        self.verb = verb
        self.aliases = aliases
        self.group = group
        self.usage = usage
        self.summary = summary
        self.example = example
        self.arguments = arguments
        self.options = options
        self.details = details
    }
}
