/// A model shortcut a script uses to set up data (`task add …`,
/// `contact list`): each app declares its own as a type conforming to
/// `AppModelCommand`, and the engine carries them without knowing them.
public struct ModelCommand: SimulatorCommand, Equatable {
    /// The app's own command.
    public let command: any AppModelCommand

    public init(_ command: any AppModelCommand) { self.command = command }

    /// The command's noun: `task`, `contact`.
    public var noun: String { command.noun }

    /// The id of the app the command needs.
    public var appID: String { command.appID }

    /// Whether the command only prints the model, running no UI code.
    public var onlyReads: Bool { command.onlyReads }

    public static func == (lhs: ModelCommand, rhs: ModelCommand) -> Bool { lhs.command.isEqual(to: rhs.command) }

    public var verb: String { noun }

    /// The app's code runs it, with or without a root view; one that changes
    /// the model goes through the UI, which only a touchable scene has.
    public var traits: CommandTraits {
        onlyReads ? [.runsAppCode, .runsWithoutRootView] : [.runsAppCode, .runsWithoutRootView, .needsActiveScene]
    }

    public var topic: String { "gesture" }

    public func perform(in app: inout Application) throws(Rejection) {
        guard app.definition.id == appID else {
            throw Rejection(
                InterfaceDiagnostic.modelCommandForOtherApp(
                    noun: noun, appID: appID, running: app.definition.displayName))
        }
        try AppCode.perform(self, in: &app)
    }
}

/// One app's model commands.
public protocol AppModelCommand: Sendable {
    /// The command's noun: `task`, `contact`.
    var noun: String { get }
    /// The id of the app the command needs.
    var appID: String { get }
    /// Whether the command only prints the model (`task list`), running no UI code.
    var onlyReads: Bool { get }
    /// Whether `other` is the same command.
    func isEqual(to other: any AppModelCommand) -> Bool
}

extension AppModelCommand where Self: Equatable {
    public func isEqual(to other: any AppModelCommand) -> Bool { (other as? Self) == self }
}
