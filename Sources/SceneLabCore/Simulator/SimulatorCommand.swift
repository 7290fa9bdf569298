/// Something a user, the system or the app's code does, as the simulator
/// understands it: each command is its own small type (`NavigationController.Push`,
/// `SceneLifecycle.Home`, `Gesture`) that carries its word, what UIKit's rules
/// make of it, the `explain` topic of the order it plays, and how it plays.
///
/// The simulator runs any of them without knowing which it is: it checks the
/// command's `traits` against the state of the process (suspended, a swipe in
/// flight, a scene in the background) and then calls `perform`. A new command
/// is one such type plus the spec the session reads its line with.
public protocol SimulatorCommand: Sendable {
    /// The word a person types for the command (`push`, `tap`, `task`): a
    /// refusal starts with it, so that the error names what it refuses.
    var verb: String { get }

    /// What UIKit's rules make of the command, which the simulator checks
    /// before it plays: whether it needs the app's code, a touchable scene, …
    var traits: CommandTraits { get }

    /// The `explain` topic of the order the command plays (`explain last`).
    var topic: String { get }

    /// Plays the command on the device itself when it needs no app process
    /// (`device`, `lang`, `defaults`, a `launch` with nothing running) and
    /// says whether it did; when it returns false the running process plays it.
    func perform(on simulator: inout Simulator, into events: inout [Event]) -> Bool

    /// Refuses the command before an interactive transition in flight is
    /// cancelled for it, so that a refused command changes nothing.
    func check(in app: Application) throws(Rejection)

    /// Plays the command on the running process.
    func perform(in app: inout Application) throws(Rejection)

    /// What the device remembers of the app's scenes once the command has
    /// ended the process, or nil when the process lives on.
    func sceneSessions(appWasSuspended: Bool, discardedWhileRunning: Bool) -> SceneSessionMemory?

    /// Whether `other` is the same command.
    func isEqual(to other: any SimulatorCommand) -> Bool
}

extension SimulatorCommand {
    public func perform(on simulator: inout Simulator, into events: inout [Event]) -> Bool { false }
    public func check(in app: Application) throws(Rejection) {}
    public func sceneSessions(appWasSuspended: Bool, discardedWhileRunning: Bool) -> SceneSessionMemory? { nil }
}

extension SimulatorCommand where Self: Equatable {
    public func isEqual(to other: any SimulatorCommand) -> Bool { (other as? Self) == self }
}

/// What UIKit's rules make of a command, as the simulator checks them.
public struct CommandTraits: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The command needs the app's code to run, which a suspended app cannot.
    public static let runsAppCode = CommandTraits(rawValue: 1 << 0)
    /// A person touches the app: UIKit delivers touches (and so the UI code
    /// they run) only to a foreground-active scene.
    public static let needsActiveScene = CommandTraits(rawValue: 1 << 1)
    /// The command may run while an interactive transition is in flight:
    /// ending it, looking, and a memory warning, which touches no gesture.
    public static let runsDuringInteractiveTransition = CommandTraits(rawValue: 1 << 2)
    /// A system event that takes the screen from the finger: UIKit cancels the
    /// touches, so an interactive transition in flight is cancelled first
    /// (`explain gesture-interrupted`).
    public static let cancelsInteractiveTransition = CommandTraits(rawValue: 1 << 3)
    /// The app's code runs even when the window has no root view controller
    /// (the model's commands, the system's memory warning).
    public static let runsWithoutRootView = CommandTraits(rawValue: 1 << 4)
    /// The person ends the app's process (a swipe in the switcher): every
    /// object goes with it, which a sequence diagram draws as its lanes' end.
    public static let endsProcess = CommandTraits(rawValue: 1 << 5)
    /// The app's code takes the `else` of each condition scenelab cannot work out (`tap … --else`,
    /// `launch --else`): its console's code does too.
    public static let takesElse = CommandTraits(rawValue: 1 << 6)
    /// The command starts the app's process when none runs (`launch`): a session plays the first
    /// one with the code the launch needs alone (`UnreadCode.readAfterLaunch`).
    public static let launches = CommandTraits(rawValue: 1 << 7)

    /// Looking at the process: any time, even with a swipe in flight.
    public static let looks: CommandTraits = [.runsDuringInteractiveTransition]
    /// The app's code asking UIKit for something.
    public static let appCode: CommandTraits = [.runsAppCode]
    /// A finger on the app's screen.
    public static let touch: CommandTraits = [.runsAppCode, .needsActiveScene]
}

/// A command as the session and the simulator carry it, whatever its type.
public struct AnySimulatorCommand: Sendable, Equatable, CustomStringConvertible {
    /// The command itself.
    public let command: any SimulatorCommand

    public init(_ command: any SimulatorCommand) { self.command = command }

    /// The command's word.
    public var verb: String { command.verb }
    /// The `explain` topic of the order it plays.
    public var topic: String { command.topic }
    /// What UIKit's rules make of it.
    public var traits: CommandTraits { command.traits }

    public var description: String { "\(command)" }

    public static func == (lhs: AnySimulatorCommand, rhs: AnySimulatorCommand) -> Bool {
        lhs.command.isEqual(to: rhs.command)
    }
}
