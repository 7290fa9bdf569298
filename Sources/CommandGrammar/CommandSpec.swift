/// Everything about one command, written once: the words it is typed as,
/// what `help` and `explain` say of it, what completion offers after it, and
/// how its line is read into `Parsed`, the command it means.
///
/// One type for every command: the session's built-in ones, the engine's,
/// a container kind's (`page …`, read into the kind's command) and an app's
/// model commands (`task …`). A part declares its specs over its own command
/// type and the session lists them `map`ped into its own. The parser finds a
/// line's spec by its first word and calls `parse`; `help`, completion,
/// `explain` and the README's table read the same spec.
///
/// A class: each parsed line holds its command's heading, and the catalog
/// one reference per command rather than a copy of every string in it.
public final class CommandSpec<Parsed>: Sendable {
    /// How a line is read: from the words after the name to the command.
    public typealias Parse = @Sendable (inout CommandWords) throws(CommandError) -> Parsed

    /// The command's name and usage, which its errors quote.
    public let heading: CommandHeading
    /// The word the command is typed as.
    public var name: String { heading.name }
    /// The command's grammar, as `help NAME` prints it and errors quote it.
    public var usage: String { heading.usage }
    /// Other words for it (`exit` for `quit`).
    public let aliases: [String]
    /// The heading `help` lists it under.
    public let group: CommandGroup
    /// One sentence, for `help`'s list and `help NAME`.
    public let summary: Wording
    /// A line that runs.
    public let example: String
    /// What completion offers after the name.
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
    public let parse: Parse

    /// A command with a grammar of its own, read by `parse`.
    public convenience init(
        _ name: String, aliases: [String] = [], group: CommandGroup, usage: String, summary: Wording,
        example: String, arguments: ArgumentKind = .none, options: [String: OptionValues] = [:],
        details: [Wording] = [], explanation: [Wording] = [], parse: @escaping Parse
    ) {
        self.init(
            heading: CommandHeading(name: name, usage: usage), aliases: aliases, group: group, summary: summary,
            example: example, arguments: arguments, options: options, details: details, explanation: explanation,
            parse: parse)
    }

    /// A command that takes no words: `means` gives what the line always
    /// means, a closure that captures nothing.
    public convenience init(
        _ name: String, aliases: [String] = [], group: CommandGroup, summary: Wording, explanation: [Wording] = [],
        means: @escaping Parse
    ) {
        self.init(
            name, aliases: aliases, group: group, usage: name, summary: summary, example: name,
            explanation: explanation, parse: means)
    }

    /// A part's command, typed as its name and then a verb (`task add …`,
    /// `page next`): `verbs` lists the verbs with the words each may take, for completion.
    public convenience init(
        verbCommand name: String, group: CommandGroup, usage: String, summary: Wording, example: String,
        verbs: [String: [String]], explanation: [Wording], parse: @escaping Parse
    ) {
        self.init(
            name, group: group, usage: usage, summary: summary, example: example, arguments: .verbs(verbs),
            explanation: explanation, parse: parse)
    }

    /// The same command read into `Whole`, the command of the part that lists
    /// it (the session's, for an app's `task …`).
    public func map<Whole>(_ transform: @escaping @Sendable (Parsed) -> Whole) -> CommandSpec<Whole> {
        let parse = self.parse
        return CommandSpec<Whole>(
            heading: heading, aliases: aliases, group: group, summary: summary, example: example,
            arguments: arguments, options: options, details: details, explanation: explanation,
            parse: { words throws(CommandError) in transform(try parse(&words)) })
    }

    private init(
        heading: CommandHeading, aliases: [String], group: CommandGroup, summary: Wording, example: String,
        arguments: ArgumentKind, options: [String: OptionValues], details: [Wording], explanation: [Wording],
        parse: @escaping Parse
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
    }

    /// Every word the command can be typed as: its name, then its aliases.
    public var words: [String] { [name] + aliases }
}
