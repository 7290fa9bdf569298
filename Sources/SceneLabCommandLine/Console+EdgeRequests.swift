import CommandGrammar
import SceneLabFileStore
import SceneLabSession
import SceneLabCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The commands only the program around the session can carry out
/// (`EdgeRequest`): sourcing scripts, recording, history, lessons, exports.
extension Console {
    /// The language scenelab's own messages take: the session's (`--lang`, `lang`).
    var language: Language { session.simulator.language }

    /// Carries out what the session could not do itself.
    func perform(_ request: EdgeRequest, location: ScriptLocation?) -> Result {
        switch request {
        case .source(let path):
            return source(path, location: location)
        case .play(let path):
            return play(path, location: location)
        case .record(let path, let replacing):
            if let recording {
                fail(Phrase.recordAlready(language, recording.path), location: location)
                return Result(failed: true, quit: false)
            }
            guard path.hasSuffix(".t") || path.hasSuffix(".scn") else {
                fail(Phrase.recordNameTheFile(language, path), location: location)
                return Result(failed: true, quit: false)
            }
            // Checked now, not at `record stop`: a recording nobody can save is lost work.
            do {
                try RequestedFile(path).checkWritable(replacing: replacing)
            } catch {
                fail("record: \(error.description)", location: location)
                return Result(failed: true, quit: false)
            }
            // A recording begun mid-session starts with what reached this state,
            // so that it replays from a fresh device to what was seen here.
            guard linesSoFar.isEmpty || !linesSoFarAreCut else {
                fail(
                    "record: this session has run more than \(Self.replayableLimit) commands, too many to start "
                        + "a recording that replays them; record in a new session", location: location)
                return Result(failed: true, quit: false)
            }
            if linesSoFar.isEmpty {
                recording = Recording(path: path, replacing: replacing, session: session)
                say(Phrase.recordingTo(language, path))
            } else {
                recording = Recording(
                    path: path, replacing: replacing, prelude: startingPrelude, beginning: linesSoFar)
                say(Phrase.recordingToWithPrelude(language, path, Phrase.commands(language, linesSoFar.count)))
            }
            return Result(failed: false, quit: false)
        case .stopRecording:
            guard recording != nil else {
                fail(Phrase.recordNothing(language), location: location)
                return Result(failed: true, quit: false)
            }
            return Result(failed: !saveRecording(location: location), quit: false)
        case .export(let format, let path, let replacing, let range):
            return export(format, to: path, replacing: replacing, range: range, location: location)
        case .lessons:
            return listLessons(location: location)
        case .lesson(let number, let quiz, let everyStep):
            return playLesson(number, mode: quiz ? (everyStep ? .quizEveryStep : .quiz) : .steps, location: location)
        case .history(let count, let path, let replacing):
            let lines = Array((editorHistory?() ?? typedLines).suffix(Self.typedLinesKept))
            let shown = count.map { Array(lines.suffix($0)) } ?? lines
            if let path { return saveHistory(shown, to: path, replacing: replacing, location: location) }
            let first = lines.count - shown.count + 1
            for (offset, line) in shown.enumerated() {
                let number = String(first + offset)
                say(String(repeating: " ", count: max(0, 5 - number.count)) + number + "  " + line)
            }
            return Result(failed: false, quit: false)
        }
    }

    /// `history --save FILE`: the lines as a script, one a line, written
    /// whole through `RequestedFile` as `record` and `export` write theirs.
    private func saveHistory(_ lines: [String], to path: String, replacing: Bool, location: ScriptLocation?) -> Result {
        let text = lines.map { $0 + "\n" }.joined()
        do {
            try RequestedFile(path).write(Array(text.utf8), replacing: replacing)
        } catch {
            fail("history: \(error.description)", location: location)
            return Result(failed: true, quit: false)
        }
        say(Phrase.wroteLines(language, path, Phrase.lines(language, lines.count)))
        return Result(failed: false, quit: false)
    }

    /// Runs a script's lines here. Returns whether they all succeeded.
    private func source(_ path: String, location: ScriptLocation?) -> Result {
        if path.hasSuffix(".t") {
            fail(Phrase.consoleSourceTranscript(language, path), location: location)
            return Result(failed: true, quit: false)
        }
        guard sourcing.count < Self.maximumSourceDepth else {
            fail(
                Phrase.consoleSourceTooDeep(
                    language, String(Self.maximumSourceDepth), sourcing.joined(separator: " → ")),
                location: location)
            return Result(failed: true, quit: false)
        }
        let file: OpenedFile
        switch OpenedFile.reading(path) {
        case .success(let opened): file = opened
        case .failure(let refusal):
            fail(
                Phrase.consoleSourceCannotRead(language, path, String(cString: strerror(refusal.code))),
                location: location)
            return Result(failed: true, quit: false)
        }
        defer { file.close() }
        guard file.kind.isRegular else {
            fail(Phrase.consoleSourceNotFile(language, path, "\(file.kind)"), location: location)
            return Result(failed: true, quit: false)
        }
        let real = Self.realPath(path)
        if let index = sourcing.firstIndex(of: real) {
            let cycle = (sourcing[index...] + [real]).joined(separator: " → ")
            fail(Phrase.consoleSourceCycle(language, path, cycle), location: location)
            return Result(failed: true, quit: false)
        }
        sourcing.append(real)
        defer { sourcing.removeLast() }
        file.blockingReads()
        // Typed at the prompt, each line shows before its output, so that a class can follow.
        let outcome = ScriptRunner(name: path, console: self).runNested(
            reading: file.descriptor, showingCommands: location == nil && !session.echo)
        return Result(failed: !outcome.succeeded, quit: outcome.quit)
    }

    /// `play FILE`: a script or a transcript played here, in this session,
    /// as a lesson plays: its comments as notes, one step per Enter.
    private func play(_ path: String, location: ScriptLocation?) -> Result {
        let text: String
        switch CheckCommand.readText(atPath: path) {
        case .failure(let problem):
            fail(Phrase.consolePlayCannotRead(language, path, problem.reason), location: location)
            return Result(failed: true, quit: false)
        case .success(let read): text = read
        }
        let transcript: Transcript
        do {
            transcript = try Transcript(parsing: path.hasSuffix(".t") ? text : Transcript.fromScript(text))
        } catch {
            fail("play: \(path):\(error.line): \(error.message)", location: location)
            return Result(failed: true, quit: false)
        }
        let lesson = Lessons.Lesson(path: path, text: text)
        let name = lesson.fileName
        let player = lessonPlayer(
            lesson, transcript: transcript, mode: .steps, label: "play " + name, seed: session.simulator.randomSeed)
        let failuresBefore = failures
        _ = player.play()
        say(Phrase.consolePlayEnd(language, name))
        return Result(failed: failures != failuresBefore, quit: false)
    }

    /// How deep `source` may nest.
    static let maximumSourceDepth = 16

    /// The file's canonical path, so that one file reached two ways is one file.
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A line of the console's own on standard output: as it is in text,
    /// an `output` event in JSONL, so that every line there is JSON.
    func say(_ text: String) {
        if format == .jsonl { return writeEvent(.output(text)) }
        output.writeLine(VisibleText.escaping(text))
    }

    /// A quiz's line for one call of the student's order, marked ✓ (in its
    /// place), ✗ or · (unsettled), the marks green, red and dim when colour is on.
    func sayMarked(_ mark: QuizMark, _ text: String) {
        guard color else { return say("  \(mark.symbol) \(text)") }
        let colour: String
        switch mark {
        case .inPlace: colour = "32"
        case .outOfPlace: colour = "31"
        case .unsettled: colour = "2"
        }
        output.writeLine("  \u{1B}[\(colour)m\(mark.symbol)\u{1B}[0m " + VisibleText.escaping(text))
    }

    /// An error of the console's own, counted like a command's: on standard
    /// error, and in JSONL an `error` event too, as a command's errors are.
    func fail(_ message: String, location: ScriptLocation?) {
        countFailure()
        if format == .jsonl { writeEvent(.error(message)) }
        report(VisibleText.escaping(message), label: Phrase.labelError(language), colour: "31", location: location)
    }

    /// Writes an event of the console's own as JSON, numbered in the session's
    /// stream, to standard output and to the `--events` file when there is one.
    private func writeEvent(_ event: Event) {
        let line = ByteBuffer()
        JSONLRenderer.append(stamped(event), to: line)
        output.writeLine(line)
        eventLog?.writeLine(line)
    }
}
