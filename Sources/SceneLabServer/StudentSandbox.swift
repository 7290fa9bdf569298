import CommandGrammar
import SceneLabApps
import SceneLabCore
import SceneLabSession
import Synchronization

/// A student's own simulated device: a session in memory, with no file of the server's to
/// read or write (`NoFileAccess`, an in-memory store and containers), run one command at a
/// time under limits of its own, so that one student cannot slow the others or the teacher.
public final class StudentSandbox: Sendable {
    /// The name the student joined with, as typed (escaped wherever a page shows it).
    public let name: String
    private let state: Mutex<State>

    /// The longest command line a student may send.
    public static let maximumLineLength = 500
    /// Commands a second, over any one-second window.
    public static let commandsPerSecond = 20
    /// Commands in all: a sandbox is for a class, not for a script of millions.
    public static let maximumCommands = 5_000
    /// Lines of output one command may send back; the rest are counted in one more.
    public static let maximumLinesPerCommand = 400

    private struct State: Sendable {
        var session: Session
        var commands = 0
        var windowStart: UInt64 = 0
        var inWindow = 0
    }

    public init(name: String, language: Language, catalog: AppCatalog = .books) {
        self.name = name
        var session = Session(simulator: Simulator(catalog: catalog, language: language))
        session.recordsOnlyShownChannels = true
        state = Mutex(State(session: session))
    }

    /// What Tab completes at the end of `line` in this sandbox, as the REPL's Tab does (no file
    /// names: the server's files are not the student's); at most 50 candidates.
    public func complete(_ line: String) -> (line: String, candidates: [String]) {
        guard line.count <= Self.maximumLineLength else { return (line, []) }
        let completion = state.withLock { Completion.candidates(forLine: line, in: $0.session) }
        let start = line.dropLast(completion.partial.count)
        return (start + completion.commonPrefix, Array(completion.candidates.prefix(50)))
    }

    /// Runs `line` at `now` (nanoseconds of a monotonic clock): the lines text output gives
    /// its events, as the REPL would print them, or why it was refused.
    public func run(_ line: String, now: UInt64) -> Result<[String], ClassRefusal> {
        guard line.count <= Self.maximumLineLength else {
            return .failure(.lineTooLong(maximum: Self.maximumLineLength))
        }
        return state.withLock { state -> Result<[String], ClassRefusal> in
            guard state.commands < Self.maximumCommands else {
                return .failure(.sandboxSpent(maximum: Self.maximumCommands))
            }
            if now &- state.windowStart >= 1_000_000_000 {
                state.windowStart = now
                state.inWindow = 0
            }
            guard state.inWindow < Self.commandsPerSecond else {
                return .failure(.tooManyCommands(perSecond: Self.commandsPerSecond))
            }
            state.inWindow += 1
            state.commands += 1
            let outcome = state.session.execute(line)
            // What the REPL's edge does (files, scripts, lessons at a terminal) is not the page's to ask for.
            if outcome.request != nil {
                let verb = line.split(separator: " ").first.map(String.init) ?? line
                return .failure(.notInTheBrowser(command: verb))
            }
            // An event prints at most one line: the first events past the limit are all it needs.
            let shown = outcome.events.lazy.filter { $0.kind != Event.Kind.command }
            var lines = TranscriptChecker.lines(
                of: Array(shown.prefix(Self.maximumLinesPerCommand + 1)), channels: state.session.channels,
                style: state.session.traceStyle)
            if lines.count > Self.maximumLinesPerCommand {
                let more = shown.count - Self.maximumLinesPerCommand
                lines = Array(lines.prefix(Self.maximumLinesPerCommand)) + ["… \(more)+"]
            }
            return .success(lines)
        }
    }
}
