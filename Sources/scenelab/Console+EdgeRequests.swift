import SceneLabFileStore
import SceneLabSession

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The commands only the program around the session can carry out
/// (`EdgeRequest`): sourcing scripts, recording, history, lessons, exports.
extension Console {
    /// Carries out what the session could not do itself.
    func perform(_ request: EdgeRequest, location: ScriptLocation?) -> Result {
        switch request {
        case .source(let path):
            return source(path, location: location)
        case .record(let path, let replacing):
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
            // Checked now, not at `record stop`: a recording nobody can save is lost work.
            do {
                try RequestedFile(path).checkWritable(replacing: replacing)
            } catch {
                fail("record: \(error.description)", location: location)
                return Result(failed: true, quit: false)
            }
            recording = Recording(path: path, replacing: replacing, session: session)
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
        case .export(let format, let path, let replacing):
            return export(format, to: path, replacing: replacing, location: location)
        case .lessons:
            return listLessons(location: location)
        case .lesson(let number, let quiz, let everyStep):
            return playLesson(number, mode: quiz ? (everyStep ? .quizEveryStep : .quiz) : .steps, location: location)
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
