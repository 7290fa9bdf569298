import SceneLabFileStore
import SceneLabSession
import SceneLabCore

/// What `record FILE` keeps: the lines run since, and how the session was
/// set up when it began, so that a transcript replays what was seen.
struct Recording {
    /// Where `record stop` writes.
    let path: String
    /// Whether an existing file there may be replaced (`record FILE --force`).
    let replacing: Bool
    /// Whether the file is a transcript (`.t`) rather than a script.
    let isTranscript: Bool
    /// Commands that set a fresh session up as this one was when recording
    /// began (trace channels, the device): a transcript starts with them.
    let prelude: [String]
    /// The commands that ran before `record` began and reached the state it
    /// began in, when it began mid-session: the file starts with them.
    let beginning: [String]
    /// The lines kept so far.
    var lines: [String] = []

    init(path: String, replacing: Bool, session: Session) {
        self.init(path: path, replacing: replacing, prelude: Self.prelude(of: session), beginning: [])
    }

    init(path: String, replacing: Bool, prelude: [String], beginning: [String]) {
        self.path = path
        self.replacing = replacing
        self.isTranscript = path.hasSuffix(".t")
        self.prelude = prelude
        self.beginning = beginning
    }

    /// The comment above the commands that ran before `record`.
    static let beginningComment = "# The commands that ran before `record` began, reaching the state it began in:"
    /// The comment above the commands typed while recording.
    static let typedComment = "# Typed while recording:"

    /// `trace` commands for the channels that differ from a new session's,
    /// the trace style, and the language, device, code and iOS version when they differ
    /// and no app runs (they can change only then).
    static func prelude(of session: Session) -> [String] {
        var lines: [String] = []
        for channel in Channel.allCases where session.channels.contains(channel) != Channel.defaultOn.contains(channel)
        {
            lines.append("trace \(channel.rawValue) \(session.channels.contains(channel) ? "on" : "off")")
        }
        if session.traceStyle != .scenelab { lines.append("trace style \(session.traceStyle.rawValue)") }
        let simulator = session.simulator
        if simulator.application == nil {
            let fresh = Simulator()
            if simulator.language != fresh.language { lines.append("lang \(simulator.language.rawValue)") }
            if simulator.device.model != fresh.device.model {
                lines.append("device \(simulator.device.model.rawValue)")
            }
            if simulator.code != fresh.code { lines.append("book \(simulator.code.rawValue)") }
            if let chapter = simulator.chapter { lines.append("book chapter \(chapter)") }
            if simulator.platform != fresh.platform {
                lines.append("ios \(simulator.platform.iOSVersion)")
                lines.append("lifecycle \(simulator.platform.lifecycle.rawValue)")
            }
        }
        return lines
    }

    /// The file's text: the lines as a script, or a transcript whose
    /// outputs are what a fresh device prints for them, as `scenelab check` will.
    func text() -> String {
        var commands: [String] = []
        if !beginning.isEmpty {
            commands = prelude + [Self.beginningComment] + beginning + [Self.typedComment]
        }
        guard isTranscript else { return (commands + lines).map { $0 + "\n" }.joined() }
        var source = "# Recorded with `record`; check it with `scenelab check`.\n"
        if beginning.isEmpty { commands = prelude }
        for line in commands + lines { source += (line.hasPrefix("#") ? line : "> " + line) + "\n" }
        return (try? TranscriptChecker.updated(source)) ?? source
    }

    /// The first command of a transcript's text that fails when it replays
    /// from a fresh device, and its error: a recording should not hide one.
    static func firstFailure(in text: String) -> (command: String, error: String)? {
        guard let transcript = try? Transcript(parsing: text) else { return nil }
        for block in transcript.blocks {
            if let error = block.expected.first(where: { $0.hasPrefix("error: ") }) { return (block.command, error) }
        }
        return nil
    }
}

extension Console {
    /// Keeps a line that just ran for the recording: a script keeps what was
    /// typed; a transcript keeps what can replay without files, so it keeps
    /// the lines a sourced script ran rather than the `source` line.
    func keepForRecording(_ line: String, request: EdgeRequest?, outcome: Result) {
        guard var kept = recording else { return }
        if case .record = request { return }
        if request == .stopRecording { return }
        if outcome.quit { return }
        guard Transcript.isCommand(scriptLine: line) else { return }
        if kept.isTranscript {
            guard request == nil else { return }
        } else if !sourcing.isEmpty {
            return
        }
        kept.lines.append(line)
        recording = kept
    }

    /// Writes the recording and ends it; says whether the file was written.
    /// On failure the recording stays on, so that nothing typed is lost.
    @discardableResult
    func saveRecording(location: ScriptLocation?) -> Bool {
        guard let recording else { return true }
        let text = recording.text()
        do {
            try RequestedFile(recording.path).write(Array(text.utf8), replacing: recording.replacing)
        } catch {
            fail(Phrase.consoleRecordStillRecording(language, error.description), location: location)
            return false
        }
        self.recording = nil
        let count = recording.lines.count
        say(Phrase.recorded(language, Phrase.commands(language, count), recording.path))
        if recording.isTranscript, let failure = Recording.firstFailure(in: text) {
            report(
                VisibleText.escaping("record: replayed from a fresh device, as `scenelab check` runs it, `\(failure.command)` in "
                    + "\(recording.path) fails (\(failure.error)); the transcript keeps that error as its expected output"),
                label: "warning:", colour: "33", location: location)
        }
        return true
    }
}
