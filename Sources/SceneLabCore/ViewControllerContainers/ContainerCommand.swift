import CommandGrammar
/// A command a container kind adds to scenelab (`page next`, `child add X`):
/// declared with the kind (`ContainerBehavior.commands`), read by the session
/// through its spec, and run by the simulator without knowing it.
public protocol ContainerCommand: Sendable {
    /// Whether a person's finger makes it (a swipe), which UIKit delivers
    /// only to a foreground-active scene.
    var isTouch: Bool { get }

    /// The `explain` topic of the order the command plays: its spec's name, or a topic of its kind.
    var topic: String { get }

    /// The command's word, as a person types it (`page`, `child`).
    var verb: String { get }

    /// Plays the command on the running process.
    func perform(in app: inout Application) throws(Rejection)

    /// Whether `other` is the same command.
    func isEqual(to other: any ContainerCommand) -> Bool
}

extension ContainerCommand {
    /// The command's word, as a person types it, which a refusal starts
    /// with: the topic, unless the kind names its command otherwise.
    public var verb: String { topic }
}

extension ContainerCommand where Self: Equatable {
    public func isEqual(to other: any ContainerCommand) -> Bool { (other as? Self) == self }
}

/// A container kind's command, as the simulator carries it.
public struct AnyContainerCommand: Sendable, Equatable {
    /// The kind's own command.
    public let command: any ContainerCommand

    public init(_ command: any ContainerCommand) { self.command = command }

    public static func == (lhs: AnyContainerCommand, rhs: AnyContainerCommand) -> Bool {
        lhs.command.isEqual(to: rhs.command)
    }
}

/// How a container kind's command is typed: what `help`, completion and
/// `explain` say of it and how its line is read.
public final class ContainerCommandSpec: Sendable {
    /// The command's name and usage.
    public let heading: CommandHeading
    /// Whether `help` lists it with the gestures (a swipe) rather than with programmatic navigation.
    public let isGesture: Bool
    /// One sentence for `help`'s list.
    public let summary: Wording
    /// A line that runs.
    public let example: String
    /// The words the command takes first, each with the words that may follow it, for completion.
    public let verbs: [String: [String]]
    /// What `explain NAME` prints, a line each.
    public let explanation: [Wording]
    /// Reads the words after the name into the command.
    public let parse: @Sendable (inout CommandWords) throws(CommandError) -> AnyContainerCommand

    public init(
        name: String, usage: String, isGesture: Bool, summary: Wording, example: String,
        verbs: [String: [String]], explanation: [Wording],
        parse: @escaping @Sendable (inout CommandWords) throws(CommandError) -> AnyContainerCommand
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
