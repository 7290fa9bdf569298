import SceneLabSession
import SceneLabCore

/// Feeds command lines to a session and writes what comes back: text or
/// JSONL on standard output, errors on standard error, and every event to
/// the `--events` file when there is one.
final class Console {
    /// Unchecked, as the per-line fields below: a class's stored property is
    /// checked for exclusive access at every use, and `session.execute` holds
    /// its access for a whole command; the console is used from one thread
    /// and the session calls nothing back, so no access overlaps. (Checked,
    /// these cost about 240 instructions a command: BENCHMARKS.md.)
    @exclusivity(unchecked)
    private(set) var session: Session
    let format: OutputFormat
    /// Whether standard output is painted (a terminal, no NO_COLOR, text).
    let color: Bool
    /// Standard output.
    let output = OutputStream(descriptor: 1)
    /// Standard error.
    let errors = OutputStream(descriptor: 2, flushesEachWrite: true)
    let eventLog: OutputStream?
    /// How many commands failed so far.
    @exclusivity(unchecked)
    private(set) var failures = 0
    /// Renders text output with the session's current channels and echo.
    private var renderer: TextRenderer
    /// `session.outputSettingsChanges` when `renderer` was made.
    private var renderedSettings = 0
    /// The event buffer of the last line, handed back to the session for the next.
    @exclusivity(unchecked)
    private var spareEvents: [Event] = []
    /// The line being rendered, reused so that a line costs no allocation.
    private let line = ByteBuffer()
    /// The scripts being sourced, outermost first, by their real paths.
    @exclusivity(unchecked)
    var sourcing: [String] = []
    /// The lines typed so far (not those a sourced script ran), for `history`
    /// when no line editor keeps one.
    @exclusivity(unchecked)
    var typedLines: [String] = []
    /// The line editor's history, when there is a line editor.
    var editorHistory: (() -> [String])?
    /// What the projector shows, when the session serves a class (`--serve`).
    @exclusivity(unchecked)
    var classFeed: ClassFeed?
    /// What `record` is keeping, if it is on.
    @exclusivity(unchecked)
    var recording: Recording?
    /// The commands that ran without an error so far, so that a recording
    /// begun mid-session can start with what reached its state; the first
    /// `replayableLimit` only, so that memory stays flat over a long script.
    @exclusivity(unchecked)
    var linesSoFar: [String] = []
    /// Whether commands past the limit were left out of `linesSoFar`.
    @exclusivity(unchecked)
    var linesSoFarAreCut = false
    /// How many commands a recording begun mid-session can start with.
    static let replayableLimit = 10_000
    /// The commands that set a fresh session up as this one started (its command-line options).
    var startingPrelude: [String] = []
    /// Where a lesson reads what the person types: the REPL's line editor, or
    /// the lines that follow in a script (innermost last).
    var lineReaders: [(String) -> String?] = []
    /// The session's commands, their events and the channels text showed
    /// then, for `export`, which draws them only when asked; the first
    /// `diagramLimit` only, so that a long replay pays nothing past them.
    @exclusivity(unchecked)
    var diagramLog: [(command: String, events: [Event], channels: Set<Channel>, error: String?, notes: [String])] = []
    /// Whether commands past the limit were left out of `diagramSteps`.
    @exclusivity(unchecked)
    var diagramIsCut = false
    /// How many commands `export` can draw.
    static let diagramLimit = 2000

    /// Whether a person types the lines (the REPL): their terminal shows each
    /// line already, so `echo on` does not print it again, and long lines are
    /// wrapped at `wrapWidth`.
    var isInteractive = false {
        didSet { renderedSettings = -1 }
    }
    /// The terminal's width, for wrapping help and long messages (the REPL).
    var wrapWidth: (() -> Int)?

    /// The words Tab offers while a quiz asks for an order.
    var quizWords: [String]?
    /// Where `--results` appends a quiz's JSON line, and the student it names.
    var quizResults: QuizResults?
    /// The student a quiz's lists are shuffled for (`--student`, else `$USER`).
    var quizStudent = "student"

    /// Runs `body` with `fresh` as the session, then brings the one there was back.
    func withSession<T>(_ fresh: Session, _ body: () -> T) -> T {
        var other = fresh
        other.recordsOnlyShownChannels = session.recordsOnlyShownChannels
        swap(&session, &other)
        // What `export` draws and what `record` replays are the session's own commands: the
        // lesson's, run on its own device, are set aside with it.
        let kept = (diagramLog, diagramIsCut, linesSoFar, linesSoFarAreCut, recording)
        (diagramLog, diagramIsCut, linesSoFar, linesSoFarAreCut, recording) = ([], false, [], false, nil)
        defer {
            // A recording begun inside and still on is written as the lesson ends, as the REPL
            // writes one at its end: set aside with the rest, it would be lost unsaved.
            if recording != nil { _ = saveRecording(location: nil) }
            swap(&session, &other)
            (diagramLog, diagramIsCut, linesSoFar, linesSoFarAreCut, recording) = kept
        }
        return body()
    }

    /// Runs a line without printing it: its events (its command line
    /// left out) and the lines text output gives each (`LessonHost`).
    func execute(_ line: String) -> [(event: Event, lines: [String])] {
        let outcome = session.execute(line)
        return outcome.events.filter { $0.kind != Event.Kind.command }.map { event in
            (event, TranscriptChecker.lines(of: [event], channels: session.channels, style: session.traceStyle))
        }
    }

    /// Whether the console was made inside a binding of `TextArena.current`
    /// (`Main.main` binds `eventText` for the whole run): asked once here
    /// rather than by the session at every line, where reading the task-local
    /// value showed in profiles.
    private let arenaIsBound = TextArena.current != nil

    init(session: Session, format: OutputFormat, color: Bool, eventLog: OutputStream?) {
        self.session = session
        self.format = format
        self.color = color
        self.eventLog = eventLog
        self.renderer = TextRenderer(
            channels: session.channels, echo: session.echo, color: color, style: session.traceStyle)
        self.renderedSettings = session.outputSettingsChanges
        self.startingPrelude = Recording.prelude(of: session)
        // Text alone shows only the session's channels: the others need not be recorded.
        self.session.recordsOnlyShownChannels = format == .text && eventLog == nil
        // Said when it happens (a full disk, a size limit), once; the run then fails.
        eventLog?.failed = { [weak self] error in
            guard let self else { return }
            failures += 1
            report(
                Phrase.consoleEventsFailed(language, error.description),
                label: Phrase.labelError(language), colour: "31", location: nil)
        }
    }

    /// Whether the `--events` file refused a write.
    var eventLogFailed: Bool { eventLog?.failure != nil }

    /// What a line's caller needs to know once its events are written.
    struct Result {
        /// The line was wrong, or UIKit would have ignored it.
        var failed: Bool
        /// The line asked to leave.
        var quit: Bool
    }

    /// Where the free text of the process's events goes (`TextArena`): bound
    /// for the whole run by `Command.main`, freed after each line's events
    /// are written (`run(_:location:)`), so that a script's distinct lines
    /// and log lines do not pile up.
    static let eventText = TextArena()

    /// Runs one line. `location` (`FILE:LINE`) prefixes error messages in scripts.
    @discardableResult
    func run(_ line: String, location: ScriptLocation?) -> Result {
        var buffer: [Event] = []
        swap(&buffer, &spareEvents)
        var outcome = session.execute(line, reusing: consume buffer, arenaIsBound: arenaIsBound)
        // Asked, not copied: a request is rare, and copying the optional each time showed in profiles.
        let hasRequest = outcome.request != nil
        // Held back for the pager only at a terminal: a script's lines go straight out.
        var result =
            isInteractive && format == .text
            ? paging(true) { write(outcome, location: location) } : write(outcome, location: location)
        // Read once for both lists below.
        let isCommandLine = !hasRequest && Transcript.isCommand(scriptLine: line)
        // Past the limit (or once cut), nothing more is kept.
        if isCommandLine, !diagramIsCut {
            if diagramLog.count < Self.diagramLimit {
                // Only calls and store calls make a diagram: output lines (a
                // CS193p log's grow with every command) are not kept for it.
                // Counted first, so that the kept array is allocated once at its size.
                let isKept = { (event: Event) in event.kind == .call || event.kind == .store }
                var calls: [Event] = []
                calls.reserveCapacity(outcome.events.reduce(0) { $0 + (isKept($1) ? 1 : 0) })
                for event in outcome.events where isKept(event) { calls.append(event) }
                // The error's text is copied out: event text is freed after the line.
                let error = outcome.events.first { $0.kind == .error }?.text
                // The first notes too, copied out the same way: a slide draws them in the band.
                let notes = outcome.events.lazy.filter { $0.kind == .note }.compactMap(\.text)
                    .prefix(SequenceDiagram.Step.notesShown)
                diagramLog.append((line, calls, session.channels, error, Array(notes)))
            } else {
                diagramIsCut = true
            }
        }
        // The projector's copy of the line's output, read before the events go back to the buffer.
        if classFeed != nil, isCommandLine {
            let lines = TranscriptChecker.lines(
                of: outcome.events.filter { $0.kind != Event.Kind.command }, channels: session.channels,
                style: session.traceStyle)
            classFeed?.record(line, lines: lines, failed: result.failed)
        }
        // Keep the buffer for the next line.
        swap(&outcome.events, &spareEvents)
        // The line's events are written and none is kept but the diagram's
        // calls, which carry no free text: their text can go.
        // (Empty, and so at once reset, when the run bound none.)
        Self.eventText.reset()
        // The line editor keeps its own history; a script's lines are kept here.
        if editorHistory == nil, sourcing.isEmpty, !line.isEmpty {
            typedLines.append(line)
            // Trimmed by half the limit at a time, so that a long script does not shift the list at every line.
            if typedLines.count >= Self.typedLinesKept * 3 / 2 {
                typedLines.removeFirst(typedLines.count - Self.typedLinesKept)
            }
        }
        if recording != nil { keepForRecording(line, request: outcome.request, outcome: result) }
        if isCommandLine, !result.failed, !linesSoFarAreCut {
            if linesSoFar.count < Self.replayableLimit { linesSoFar.append(line) } else { linesSoFarAreCut = true }
        }
        if classFeed != nil, isCommandLine { publishToClass() }
        if hasRequest, let request = outcome.request {
            // Lists that can run long go through the pager; a lesson or a script that reads lines must not.
            let done = paging(isInteractive && format == .text && request.printsAList) {
                perform(request, location: location)
            }
            result.failed = result.failed || done.failed
            result.quit = done.quit
        }
        return result
    }

    /// Runs `body` with standard output held back when `holds`, then shows
    /// what it printed: through the pager when it is longer than the
    /// terminal (`Pager`), else as it is.
    private func paging<T>(_ holds: Bool, _ body: () -> T) -> T {
        guard holds else { return body() }
        output.hold()
        let value = body()
        let held = output.takeHeld()
        let lineCount = held.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        if !(Pager.isLong(lineCount: lineCount) && Pager.page(held)) { output.writeBytes(held) }
        return value
    }

    /// How many typed lines `history` can list without a line editor.
    static let typedLinesKept = 1000

    /// Refuses a script line too long to read whole, of which `start` is the beginning.
    func refuseLine(start: String, length: Int, location: ScriptLocation?) -> Result {
        write(session.refuseLine(start: start, length: length), location: location)
    }

    /// The event numbered as the next of the session's stream (`Session.stamped`).
    func stamped(_ event: Event) -> Event { session.stamped(event) }

    /// Counts an error the console itself reports.
    func countFailure() { failures += 1 }

    /// A script that could not be read to its end: an error, not a quiet end.
    func reportReadFailure(_ message: String) {
        failures += 1
        report(message, label: Phrase.labelError(language), colour: "31", location: nil)
    }

    /// Renders what one line did.
    private func write(_ outcome: Session.Outcome, location: ScriptLocation?) -> Result {
        if outcome.failed { failures += 1 }
        // One renderer for as long as the session's output settings stay the same.
        if renderedSettings != session.outputSettingsChanges {
            renderer = TextRenderer(
                channels: session.channels, echo: session.echo && !isInteractive, color: color,
                style: session.traceStyle)
            renderedSettings = session.outputSettingsChanges
        }
        // The settings in locals: a class's stored properties are checked
        // for exclusive access at every use.
        let line = self.line
        let standardOutput = output.lineInPlace
        let renderer = self.renderer
        let writesJSON = eventLog != nil || format == .jsonl
        let writesText = format == .text
        // Text alone gets only what it shows (`recordsOnlyShownChannels`):
        // there is nothing to pass over before rendering.
        // Through the buffer's pointer, so that each event is lent where it lies instead of copied out.
        outcome.events.withUnsafeBufferPointer { events in
            guard let first = events.baseAddress else { return }
            for index in events.indices {
                // Lent through the pointer: an event is a value of some hundred
                // bytes (its arguments inline), which a subscript would copy.
                write(
                    first + index, line: line, standardOutput: standardOutput, renderer: renderer,
                    json: writesJSON, text: writesText, location: location)
            }
        }
        return Result(failed: outcome.failed, quit: outcome.quit)
    }

    /// Renders one event into `line` (or straight into `standardOutput`,
    /// standard output's buffer) and writes it where it belongs.
    private func write(
        _ event: UnsafePointer<Event>, line: ByteBuffer, standardOutput: ByteBuffer, renderer: TextRenderer, json: Bool,
        text: Bool, location: ScriptLocation?
    ) {
        // JSON once, for the events file and for JSONL on standard output;
        // straight into standard output's buffer when that is its only place.
        if json {
            if let eventLog {
                line.removeAll()
                JSONLRenderer.append(event.pointee, to: line)
                eventLog.writeLine(line)
                if format == .jsonl { output.writeLine(line) }
            } else {
                JSONLRenderer.append(event.pointee, to: standardOutput)
                output.endLine()
            }
        }
        if text {
            // Rendered straight into standard output's buffer; a line that
            // belongs elsewhere (or nowhere) is taken back out of it.
            let buffer = standardOutput
            let start = buffer.count
            let destination = renderer.render(event.pointee, into: buffer)
            if destination == .output {
                if let wrapWidth, buffer.count - start > 40 {
                    let text = String(decoding: buffer.bytes(from: start), as: UTF8.self)
                    let width = wrapWidth()
                    if text.count > width {
                        buffer.removeLast(from: start)
                        for piece in TextLayout.wrap(text, width: width) { output.writeLine(piece) }
                        return
                    }
                }
                output.endLine()
                return
            }
            let message = destination.map { _ in String(decoding: buffer.bytes(from: start), as: UTF8.self) }
            buffer.removeLast(from: start)
            if let destination, let message { report(message, to: destination, location: location) }
        } else if event.pointee.kind == .error {
            line.removeAll()
            if let destination = renderer.render(event.pointee, into: line) {
                report(String(decoding: line.bytes, as: UTF8.self), to: destination, location: location)
            }
        }
    }

    /// Reports an error, a warning or a note rendered for `destination`.
    func report(_ message: String, to destination: TextRenderer.Destination, location: ScriptLocation?) {
        switch destination {
        case .output: output.writeLine(message)
        case .error: report(message, label: Phrase.labelError(language), colour: "31", location: location)
        case .warning: report(message, label: Phrase.labelWarning(language), colour: "33", location: location)
        case .note: report(message, label: Phrase.labelNote(language), colour: "2", location: location)
        }
    }

    /// Writes an error, a warning or a note to standard error, after what standard
    /// output holds so far, as `FILE:LINE: error: …` in a script.
    func report(_ message: String, label: String, colour: String, location: ScriptLocation?) {
        output.flush()
        let prefix = location.map { $0.shown + ": " } ?? ""
        let painted = color ? "\u{1B}[\(colour)m\(label)\u{1B}[0m" : label
        guard let wrapWidth else {
            errors.writeLine("\(prefix)\(painted) \(message)")
            return
        }
        // Wrapped as the plain text reads, then painted.
        let pieces = TextLayout.wrap("\(prefix)\(label) \(message)", width: wrapWidth())
        for (index, piece) in pieces.enumerated() {
            errors.writeLine(index == 0 ? prefix + painted + piece.dropFirst(prefix.count + label.count) : piece)
        }
    }

    /// Makes everything written so far visible.
    func flush() {
        output.flush()
        eventLog?.flush()
        errors.flush()
    }

    var prompt: String { session.prompt }

    func completion(forLine line: String) -> Completion {
        if let quizWords { return Completion.candidates(forLine: line, among: quizWords) }
        // The lessons are files only the edge reads: `lesson N` completes their numbers from here.
        let language = session.simulator.language
        return Completion.candidates(forLine: line, in: session, files: FileNames.completing) {
            ((try? Lessons.all(in: language).get()) ?? []).map { String($0.number) }
        }
    }
}

extension EdgeRequest {
    /// Whether the request prints a list and reads nothing, so that its output can be paged.
    fileprivate var printsAList: Bool {
        switch self {
        case .history, .lessons: return true
        default: return false
        }
    }
}

/// What standard output carries (`--format`).
enum OutputFormat: String, CaseIterable {
    case text
    case jsonl
}
