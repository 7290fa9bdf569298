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
