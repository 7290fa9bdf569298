import CommandGrammar

/// A command a part of scenelab declares for itself, typed as its name and
/// then a verb (`task add …`, `page next`): what `help`, completion and
/// `explain` say of it and how its line is read into the part's own
/// command, `Parsed`.
///
/// One type for every such part: an app's model commands
/// (`AppCommandSpec`, read into a `ModelCommand`) and a container kind's
/// (`ContainerCommandSpec`, read into an `AnyContainerCommand`). The session
/// lists these beside its built-in commands and parses a line through
/// `parse`, so it never needs to know which apps or kinds there are. A
/// class, since the session keeps one reference to it per command it lists.
public final class VerbCommandSpec<Parsed>: Sendable {
    /// The command's name and usage.
    public let heading: CommandHeading
    /// The word that starts the command's lines.
    public var name: String { heading.name }
    /// The command's grammar, as `help` prints it after `usage:`.
    public var usage: String { heading.usage }
    /// Whether `help` lists it with the gestures (a swipe) rather than with
    /// its part's group (navigation for a container, the store for an app).
    public let isGesture: Bool
    /// One sentence for `help`'s list.
    public let summary: Wording
    /// A line that runs.
    public let example: String
    /// The words the command takes first, each with the words that may
    /// follow it, for completion.
    public let verbs: [String: [String]]
    /// What `explain NAME` prints, a line each.
    public let explanation: [Wording]
    /// Reads the words after the name into the part's command.
    public let parse: @Sendable (inout CommandWords) throws(CommandError) -> Parsed

    public init(
        name: String, usage: String, isGesture: Bool = false, summary: Wording, example: String,
        verbs: [String: [String]], explanation: [Wording],
        parse: @escaping @Sendable (inout CommandWords) throws(CommandError) -> Parsed
    ) {
        self.heading = CommandHeading(name: name, usage: usage)
        self.isGesture = isGesture
        self.summary = summary
        self.example = example
        self.verbs = verbs
        self.explanation = explanation
        self.parse = parse
    }
}

/// An app's own model command (`task …`), read by the app's code.
public typealias AppCommandSpec = VerbCommandSpec<ModelCommand>

/// A container kind's command (`page …`, `child …`).
public typealias ContainerCommandSpec = VerbCommandSpec<AnyContainerCommand>
