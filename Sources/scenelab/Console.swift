import SceneLab

/// Feeds command lines to a session and writes what comes back: text or
/// JSONL on standard output, errors on standard error, and every event to
/// the `--events` file when there is one.
final class Console {
    private(set) var session: Session
    private let format: OutputFormat
    private let color: Bool
    /// Standard output.
    let output = OutputStream(descriptor: 1)
    /// Standard error.
    let errors = OutputStream(descriptor: 2, flushesEachWrite: true)
    private let eventLog: OutputStream?
    /// How many commands failed so far.
    private(set) var failures = 0

    init(session: Session, format: OutputFormat, color: Bool, eventLog: OutputStream?) {
        self.session = session
        self.format = format
        self.color = color
        self.eventLog = eventLog
    }

    /// Runs one line. `location` (`FILE:LINE`) prefixes error messages in scripts.
    @discardableResult
    func run(_ line: String, location: String?) -> Session.Outcome {
        let outcome = session.execute(line)
        if outcome.failed { failures += 1 }
        let renderer = TextRenderer(channels: session.channels, echo: session.echo, color: color)
        for event in outcome.events {
            // JSON once, for the events file and for JSONL on standard output.
            if eventLog != nil || format == .jsonl {
                let json = JSONLRenderer.line(for: event)
                eventLog?.writeLine(json)
                if format == .jsonl { output.writeLine(json) }
            }
            guard format == .text || event.kind == .error else { continue }
            switch renderer.render(event) {
            case .output(let text):
                output.writeLine(text)
            case .error(let message):
                output.flush()
                let prefix = location.map { "\($0): " } ?? ""
                let label = color ? "\u{1B}[31merror:\u{1B}[0m" : "error:"
                errors.writeLine("\(prefix)\(label) \(message)")
            case nil:
                break
            }
        }
        return outcome
    }

    /// Makes everything written so far visible.
    func flush() {
        output.flush()
        eventLog?.flush()
        errors.flush()
    }

    var prompt: String { session.prompt }

    func completion(forLine line: String) -> Completion {
        Completion.candidates(forLine: line, in: session)
    }
}

/// What standard output carries (`--format`).
enum OutputFormat: String, CaseIterable {
    case text
    case jsonl
}
