import CommandGrammar
import SceneLabCore

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

    /// How an app's model command is read, by the app.
    typealias ModelParse = @Sendable (inout CommandWords) throws(CommandError) -> ModelCommand

    /// The command's name and usage, which its errors quote.
    let heading: CommandHeading
    /// The word the command is typed as.
    public var name: String { heading.name }
    /// Other words for it (`exit` for `quit`).
    public let aliases: [String]
    public let group: Group
    /// The command's grammar, as `help NAME` prints it and errors quote it.
    public var usage: String { heading.usage }
    /// One sentence, for `help`'s list and `help NAME`.
    public let summary: Wording
    /// A line that runs.
    public let example: String
    public let arguments: ArgumentKind
    /// Options the command takes, with their values, for completion.
    public let options: [String: OptionValues]
    /// More lines for `help NAME`, for commands with a grammar of their own.
    public let details: [Wording]
    /// What `explain NAME` prints, a line each; empty when the main topics
    /// explain the command instead.
    public let explanation: [Wording]
    /// Reads the words after the name. A command that takes none gives a
    /// closure that captures nothing, so that calling it retains nothing.
    let parse: Parse
    /// For an app's model command, the app's own reading, which the parser
    /// calls directly rather than through a second closure.
    let modelParse: ModelParse?

    /// A command with a grammar of its own, read by `parse`.
    convenience init(
        _ name: String, aliases: [String] = [], group: Group, usage: String, summary: Wording, example: String,
        arguments: ArgumentKind = .none, options: [String: OptionValues] = [:], details: [Wording] = [],
        explanation: [Wording] = [], parse: @escaping Parse
    ) {
        self.init(
            heading: CommandHeading(name: name, usage: usage), aliases: aliases, group: group, summary: summary,
            example: example, arguments: arguments, options: options, details: details, explanation: explanation,
            parse: parse, modelParse: nil)
    }

    /// A command that takes no words: `means` gives what the line always
    /// means (`{ _ in .simulator(.home) }`), a closure that captures nothing.
    convenience init(
        _ name: String, aliases: [String] = [], group: Group, summary: Wording, explanation: [Wording] = [],
        means: @escaping Parse
    ) {
        self.init(
            name, aliases: aliases, group: group, usage: name, summary: summary, example: name,
            explanation: explanation, parse: means)
    }

    /// An app's model command, listed under the store, read by the app's own code.
    convenience init(_ spec: AppCommandSpec) {
        let modelParse = spec.parse
        self.init(
            heading: spec.heading, aliases: [], group: .store, summary: spec.summary, example: spec.example,
            arguments: .verbs(spec.verbs), options: [:], details: [], explanation: spec.explanation,
            parse: { words throws(CommandError) in .simulator(.model(try modelParse(&words))) },
            modelParse: modelParse)
    }

    /// A container kind's command, listed with the gestures or with programmatic navigation.
    convenience init(_ spec: ContainerCommandSpec) {
        let containerParse = spec.parse
        self.init(
            heading: spec.heading, aliases: [], group: spec.isGesture ? .gestures : .navigation,
            summary: spec.summary, example: spec.example, arguments: .verbs(spec.verbs), options: [:], details: [],
            explanation: spec.explanation,
            parse: { words throws(CommandError) in .simulator(.container(try containerParse(&words))) },
            modelParse: nil)
    }

    private init(
        heading: CommandHeading, aliases: [String], group: Group, summary: Wording, example: String,
        arguments: ArgumentKind, options: [String: OptionValues], details: [Wording], explanation: [Wording],
        parse: @escaping Parse, modelParse: ModelParse?
    ) {
        self.heading = heading
        self.aliases = aliases
        self.group = group
        self.summary = summary
        self.example = example
        self.arguments = arguments
        self.options = options
        self.details = details
        self.explanation = explanation
        self.parse = parse
        self.modelParse = modelParse
    }

    /// Reads the words after the name into the command the line means.
    @inline(__always)
    func read(_ words: inout CommandWords) throws(CommandError) -> Command {
        if let modelParse { return .simulator(.model(try modelParse(&words))) }
        return try parse(&words)
    }

    /// Every word the command can be typed as: its name, then its aliases.
    public var words: [String] { [name] + aliases }
}
