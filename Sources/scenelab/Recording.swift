import SceneLabFileStore
import SceneLabSession

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `record FILE` keeps: the lines run since, and how the session was
/// set up when it began, so that a transcript replays what was seen.
struct Recording {
    /// Where `record stop` writes.
    let path: String
    /// Whether the file is a transcript (`.t`) rather than a script.
    let isTranscript: Bool
    /// Commands that set a fresh session up as this one was when recording
    /// began (trace channels, the device): a transcript starts with them.
    let prelude: [String]
    /// The lines kept so far.
    var lines: [String] = []

    init(path: String, session: Session) {
        self.path = path
        self.isTranscript = path.hasSuffix(".t")
        self.prelude = Self.prelude(of: session)
    }

    /// `trace` commands for the channels that differ from a new session's,
    /// the trace style, and the language, device and iOS version when they differ
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
        guard isTranscript else { return lines.map { $0 + "\n" }.joined() }
        var source = "# Recorded with `record`; check it with `scenelab check`.\n"
        for line in prelude + lines { source += "> " + line + "\n" }
        return (try? TranscriptChecker.updated(source)) ?? source
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
        if line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.hasPrefix("#") { return }
        if kept.isTranscript {
            guard request == nil else { return }
        } else if !sourcing.isEmpty {
            return
        }
        kept.lines.append(line)
        recording = kept
    }

    /// Carries out what the session could not do itself.
    func perform(_ request: EdgeRequest, location: ScriptLocation?) -> Result {
        switch request {
        case .source(let path):
            return source(path, location: location)
        case .record(let path):
            if let recording {
                fail("record: already recording to \(recording.path); `record stop` first", location: location)
                return Result(failed: true, quit: false)
            }
            guard path.hasSuffix(".t") || path.hasSuffix(".scn") else {
                fail(
                    "record: name the file FILE.scn (a script) or FILE.t (a transcript), not '\(path)'",
                    location: location)
                return Result(failed: true, quit: false)
            }
            recording = Recording(path: path, session: session)
            var message = "recording to \(path); `record stop` writes it"
            // The trace settings go into the transcript; an app that has run cannot.
            if path.hasSuffix(".t") && session.simulator.lastAppID != nil {
                message +=
                    " (a transcript replays from a fresh device, as `scenelab check` runs it: what ran before "
                    + "`record` is not in it)"
            }
            say(message)
            return Result(failed: false, quit: false)
        case .stopRecording:
            guard recording != nil else {
                fail("record stop: nothing is being recorded; `record FILE` starts", location: location)
                return Result(failed: true, quit: false)
            }
            return Result(failed: !saveRecording(location: location), quit: false)
        case .export(let format, let path):
            return export(format, to: path, location: location)
        case .lessons:
            return listLessons(location: location)
        case .lesson(let number, let quiz):
            return playLesson(number, quiz: quiz, location: location)
        case .history(let count):
            let lines = Array((editorHistory?() ?? typedLines).suffix(Self.typedLinesKept))
            let shown = count.map { Array(lines.suffix($0)) } ?? lines
            let first = lines.count - shown.count + 1
            for (offset, line) in shown.enumerated() {
                let number = String(first + offset)
                say(String(repeating: " ", count: max(0, 5 - number.count)) + number + "  " + line)
            }
            return Result(failed: false, quit: false)
        }
    }

    /// Writes the recording and ends it; says whether the file was written.
    /// On failure the recording stays on, so that nothing typed is lost.
    @discardableResult
    func saveRecording(location: ScriptLocation?) -> Bool {
        guard let recording else { return true }
        do {
            try LocalFileAccess(standardInputAvailable: false).write(Array(recording.text().utf8), to: recording.path)
        } catch {
            fail("record: \(error.description); still recording, so nothing is lost", location: location)
            return false
        }
        self.recording = nil
        let count = recording.lines.count
        say("recorded \(count) command\(count == 1 ? "" : "s") to \(recording.path)")
        return true
    }

    /// Runs a script's lines here. Returns whether they all succeeded.
    private func source(_ path: String, location: ScriptLocation?) -> Result {
        if path.hasSuffix(".t") {
            fail("source: \(path) is a transcript; check it with `scenelab check \(path)`", location: location)
            return Result(failed: true, quit: false)
        }
        guard sourcing.count < Self.maximumSourceDepth else {
            fail(
                "source: scripts nest \(Self.maximumSourceDepth) deep here (\(sourcing.joined(separator: " → "))); "
                    + "not going deeper", location: location)
            return Result(failed: true, quit: false)
        }
        let file: OpenedFile
        switch OpenedFile.reading(path) {
        case .success(let opened): file = opened
        case .failure(let refusal):
            fail("source: cannot read \(path): \(String(cString: strerror(refusal.code)))", location: location)
            return Result(failed: true, quit: false)
        }
        defer { file.close() }
        guard file.kind.isRegular else {
            fail("source: \(path) is \(file.kind), not a script file", location: location)
            return Result(failed: true, quit: false)
        }
        let real = Self.realPath(path)
        if let index = sourcing.firstIndex(of: real) {
            let cycle = (sourcing[index...] + [real]).joined(separator: " → ")
            fail("source: \(path) is already running (\(cycle)); a script cannot source itself", location: location)
            return Result(failed: true, quit: false)
        }
        sourcing.append(real)
        defer { sourcing.removeLast() }
        file.blockingReads()
        let outcome = ScriptRunner(name: path, console: self).runNested(reading: file.descriptor)
        return Result(failed: !outcome.succeeded, quit: outcome.quit)
    }

    /// How deep `source` may nest.
    static let maximumSourceDepth = 16

    /// The file's canonical path, so that one file reached two ways is one file.
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A line of the console's own on standard output.
    func say(_ text: String) {
        output.writeLine(VisibleText.escaping(text))
    }

    /// An error of the console's own, counted like a command's.
    func fail(_ message: String, location: ScriptLocation?) {
        countFailure()
        report(VisibleText.escaping(message), label: "error:", colour: "31", location: location)
    }
}
