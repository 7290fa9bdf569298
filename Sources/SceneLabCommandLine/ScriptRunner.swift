import SceneLabSession

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command script line by line: no prompt, errors as `FILE:LINE: error: …`,
/// carrying on after an error unless bail is on.
struct ScriptRunner {
    /// Where the script comes from, for reading and for error messages.
    let name: String
    let console: Console

    /// Runs every line; returns whether every command succeeded and the
    /// whole script could be read.
    func run(reading descriptor: Int32) -> Bool {
        let outcome = runNested(reading: descriptor)
        if console.recording != nil { console.saveRecording(location: nil) }
        console.flush()
        return outcome.succeeded && console.failures == 0
    }

    /// What running a script came to.
    struct Outcome {
        /// Every line succeeded and the whole script could be read.
        var succeeded: Bool
        /// A line asked to leave.
        var quit: Bool
    }

    /// Runs every line, as a script of its own or sourced by another; a
    /// line that quits ends the caller's run too.
    func runNested(reading descriptor: Int32, showingCommands: Bool = false) -> Outcome {
        let failuresBefore = console.failures
        var quit = false
        let lines = ScriptLines(descriptor: descriptor)
        // A lesson played from this script reads its answers from the lines that follow.
        console.readsLines(from: lines)
        defer { console.lineReaders.removeLast() }
        // A script in a file is read at once; a pipe may be a person or a
        // program waiting for each answer, so flush after every command.
        var status = stat()
        let flushEachCommand = fstat(descriptor, &status) != 0 || (status.st_mode & S_IFMT) != S_IFREG
        var readFailure: Int32?
        reading: while true {
            let outcome: Console.Result
            switch lines.next() {
            case .end:
                break reading
            case .failed(let code):
                readFailure = code
                break reading
            case .text(let text):
                if showingCommands, Transcript.isCommand(scriptLine: text) { console.say("> " + text) }
                outcome = console.run(text, location: ScriptLocation(file: name, line: lines.lineNumber))
            case .tooLong(let start, let length):
                outcome = console.refuseLine(
                    start: String(decoding: start, as: UTF8.self), length: length,
                    location: ScriptLocation(file: name, line: lines.lineNumber))
            }
            if flushEachCommand { console.flush() }
            if outcome.quit {
                quit = true
                break
            }
            if outcome.failed && console.session.bail { break }
        }
        if let code = readFailure {
            console.reportReadFailure(
                "cannot read \(name) after line \(lines.lineNumber): \(String(cString: strerror(code)))")
        }
        return Outcome(succeeded: console.failures == failuresBefore && readFailure == nil, quit: quit)
    }
}

/// A script's lines as they are read, counted, with a byte-order mark
/// dropped from the first: shared by the script and a lesson it plays,
/// which reads its answers from the lines that follow.
final class ScriptLines {
    /// Unchecked: read from one thread, line after line, and checked at
    /// every line otherwise (see `Console.session`).
    @exclusivity(unchecked)
    private var reader: ScriptLineReader
    /// The number of the line `next()` returned last.
    @exclusivity(unchecked)
    private(set) var lineNumber = 0

    init(descriptor: Int32) {
        reader = ScriptLineReader(descriptor: descriptor, limit: Parser.maximumLineLength)
    }

    func next() -> ScriptLineReader.Line {
        switch reader.next() {
        case .text(var text):
            lineNumber += 1
            if lineNumber == 1 && text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            return .text(text)
        case .tooLong(let start, let length):
            lineNumber += 1
            return .tooLong(start: start, length: length)
        case let other:
            return other
        }
    }
}
