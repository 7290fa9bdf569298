/// A parsed command line.
public enum Command: Sendable, Equatable {
    /// Something for the simulated device to do.
    case simulator(SimulatorCommand)
    /// Something for the session itself: help, trace settings, quitting.
    case session(SessionCommand)
}

/// Commands about the session rather than the simulated device.
public enum SessionCommand: Sendable, Equatable {
    /// `help` or `help NAME`.
    case help(topic: String?)
    /// `trace`: show the channels.
    case showTrace
    /// `trace CHANNEL on|off`.
    case trace(Channel, on: Bool)
    /// `trace book` or `trace all`.
    case tracePreset(TracePreset)
    /// `trace style scenelab|cs193p`.
    case traceStyle(TraceStyle)
    /// `echo on|off`.
    case echo(Bool)
    /// `bail on|off`.
    case bail(Bool)
    /// `explain TOPIC` or `explain last`.
    case explain(String)
    /// `quit` or `exit`.
    case quit
}

/// Named sets of trace channels.
public enum TracePreset: String, Sendable, Equatable, CaseIterable {
    /// Just what the books' `print` statements show.
    case book
    /// Every channel.
    case all
    /// The channels a session starts with.
    case `default`
    /// No channel: only notes, errors and output.
    case none

    public var channels: Set<Channel> {
        switch self {
        case .book: return Channel.book
        case .all: return Set(Channel.allCases)
        case .default: return Channel.defaultOn
        case .none: return []
        }
    }
}
