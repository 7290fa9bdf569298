import SceneLabCore

/// A parsed command line.
public enum Command: Sendable, Equatable {
    /// Something for the simulated device to do.
    case simulator(AnySimulatorCommand)
    /// Something for the session itself: help, trace settings, quitting.
    case session(SessionCommand)
    /// Something only the program around the session can do, since it
    /// reads or writes files or the terminal: `source`, `record`, `history`.
    case edge(EdgeRequest)

    /// The line means the engine's `command`: how a spec says so.
    static func simulate(_ command: some SimulatorCommand) -> Command { .simulator(AnySimulatorCommand(command)) }
}

/// What `export` writes.
public enum ExportFormat: String, Sendable, Equatable, CaseIterable {
    /// Mermaid's `sequenceDiagram` text.
    case mermaid
    /// One self-contained web page: the diagram drawn as SVG, and the tree.
    case html
    /// The diagram alone, as SVG.
    case svg
}

/// Which commands `export` draws (`--from N --to M`, counted from 1 as the
/// bands number them) and what it calls the diagram (`--title T`).
public struct ExportRange: Sendable, Equatable {
    public var from: Int?
    public var to: Int?
    public var title: String?
    /// Keep the commands that only look (`help`, `tree`, …) and lines that were no command.
    public var all: Bool
    /// How much larger than the standard slide everything is drawn, on pages still 1920×1080.
    public var scale: Double

    public init(from: Int? = nil, to: Int? = nil, title: String? = nil, all: Bool = false, scale: Double = 1) {
        self.from = from
        self.to = to
        self.title = title
        self.all = all
        self.scale = scale
    }
}

/// A command the session hands to the program running it (the REPL, a
/// script): the session does no I/O, so it says what is wanted and the edge
/// does it, or says it cannot (a transcript has no files to source).
public enum EdgeRequest: Sendable, Equatable {
    /// `source FILE`: run a script's lines here, as if typed.
    case source(path: String)
    /// `play FILE` (or `source --step FILE`): a script or transcript played
    /// here as a lesson plays, one step per Enter, its comments shown as notes.
    case play(path: String)
    /// `record FILE [--force]`: keep the lines typed from now on, for a `.scn`
    /// script or, when FILE ends in `.t`, a transcript; `replacing` (`--force`)
    /// lets it replace an existing file.
    case record(path: String, replacing: Bool)
    /// `record stop`: write the recording.
    case stopRecording
    /// `history [N] [--save FILE [--force]]`: the last N lines of the line
    /// editor's history, or all; with `savingTo`, written to that file as a
    /// script instead of listed (`replacing` lets it replace one).
    case history(count: Int?, savingTo: String? = nil, replacing: Bool = false)
    /// `export mermaid|html|svg FILE [--force] [--from N] [--to M] [--title T]`:
    /// the session as a sequence diagram; `replacing` (`--force`) lets it
    /// replace an existing file.
    case export(ExportFormat, path: String, replacing: Bool, range: ExportRange = ExportRange())
    /// `lessons`: list the lessons.
    case lessons
    /// `lesson N [--quiz [all]]`: play lesson N step by step, or as a quiz
    /// (of the steps the lesson asks, or with `all` of every step).
    case lesson(Int, quiz: Bool, everyStep: Bool = false)
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
    /// `trace style scenelab|cs193p|usov|xcode`.
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
