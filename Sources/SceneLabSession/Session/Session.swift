import CommandGrammar
import SceneLabApps
import SceneLabCore

/// One person's run of scenelab: the simulator plus the settings a session
/// changes (trace channels, echo, bail), fed one command line at a time.
///
/// Like the simulator it does no I/O: the REPL, scripts and `check` feed it
/// lines and render the events it returns.
public struct Session: Sendable {
    public private(set) var simulator: Simulator
    /// The channels the text output shows.
    public private(set) var channels: Set<Channel> = Channel.defaultOn {
        didSet {
            outputSettingsChanges += 1
            updateRecordedChannels()
        }
    }
    /// The channels the person turned off (`trace C off`, or a preset that
    /// leaves out one the session starts with): the `usov` style hides the
    /// book's lines of their calls, and shows the others, a table's included,
    /// whatever scenelab's own trace shows by default.
    private var channelsTurnedOff: Set<Channel> = []
    /// Whether the session records only what text output shows: the calls on
    /// `channels`, and the command line only when echoing. For an edge that
    /// prints text alone, which would pass the rest over. Off by default, so
    /// that a session's outcome holds every call and its command line.
    public var recordsOnlyShownChannels = false {
        didSet { updateRecordedChannels() }
    }
    /// Whether text output echoes each command as `> command`.
    public var echo = false {
        didSet { outputSettingsChanges += 1 }
    }
    /// Counts changes of `channels` and `echo`, so that a renderer can tell
    /// it is out of date without comparing them after every line.
    public private(set) var outputSettingsChanges = 0
    /// How text output writes calls (`trace style`, `--logger`).
    public var traceStyle = TraceStyle.scenelab {
        didSet {
            outputSettingsChanges += 1
            updateRecordedChannels()
        }
    }
    /// The CS193p logger's state, kept across commands as its statics are.
    private var logger = CS193pLogger()
    /// Whether a script stops at its first error.
    public var bail = false
    /// Commands run so far (blank lines and comments do not count).
    public private(set) var commandCount = 0
    private var nextSeq = 1
    /// What `explain last` explains: the topic of the last command that made calls.
    private var lastTopic: String?
    /// The `print` sites whose unevaluated expressions a note has named.
    private var notedPrintSites: Set<String> = []
    /// What the opened project's code left behind for later calls in the running process.
    private var consoleMemory = ConsoleMemory()
    /// The opened project's files left unread at `open`, read before the first command that
    /// names one of their types; nil once read, or when every file was read.
    public var unreadCode: UnreadCode?
    /// Whether an app of the catalog prints to its own console: its lines
    /// come from calls of every channel, shown or not.
    private let hasAppConsole: Bool

    public init(simulator: Simulator = Simulator()) {
        self.simulator = simulator
        self.hasAppConsole = simulator.catalog.apps.contains { $0.console != nil }
        updateRecordedChannels()
    }

    /// What one line did.
    public struct Outcome: Sendable, Equatable {
        public var events: [Event]
        /// The line was wrong, or UIKit would have ignored it.
        public var failed: Bool
        /// The line asked to leave.
        public var quit: Bool
        /// What the line asks of the program running the session, if anything.
        public var request: EdgeRequest? = nil
    }

    /// The storage every line's words are read into.
    private var lineWords: [Word] = []

    /// Runs one command line.
    public mutating func execute(_ line: String) -> Outcome {
        execute(line, reusing: [])
    }

    /// Where the free text of this session's events goes (`TextArena`)
    /// when the caller has bound none: kept until `releaseEventText()`.
    /// Copies of a session share it.
    private let eventText = TextArena()

    /// Frees the free text of every event this session has made so far:
    /// for an edge that has written a command's events and keeps none of
    /// them, so that a long script's distinct lines do not pile up. Reading
    /// such an event's text afterwards reads freed memory. (`mutating`
    /// only so that an edge holding the session in a class calls it in
    /// place, without copying the session.)
    package mutating func releaseEventText() { eventText.reset() }

    /// The bytes the session's event text holds now, for tests.
    package var eventTextCapacity: Int { eventText.capacity }

    /// Runs one command line, writing its events into `buffer`'s storage
    /// (emptied first): a script reuses one buffer for all its lines.
    public mutating func execute(_ line: String, reusing buffer: consuming [Event]) -> Outcome {
        execute(line, reusing: buffer, arenaIsBound: TextArena.current != nil)
    }

    /// Runs one line as `execute(_:reusing:)` does, told by the caller
    /// whether a `TextArena` is bound around it for its whole run, as
    /// scenelab's console knows from where it was made.
    public mutating func execute(
        _ line: String, reusing buffer: consuming [Event], arenaIsBound: Bool
    ) -> Outcome {
        // Moved, not copied, so that the buffer stays uniquely referenced and
        // filling it never copies it.
        // An edge that binds an arena of its own for its whole run (scenelab
        // does) frees the text itself; otherwise it goes to this session's.
        if arenaIsBound { return run(line, reusing: buffer) }
        var given = Optional(consume buffer)
        let arena = eventText
        // Through a pointer: a closure capturing `self` copied the whole session.
        return withUnsafeMutablePointer(to: &self) { session in
            TextArena.$current.withValue(arena) { session.pointee.run(line, reusing: given.take() ?? []) }
        }
    }

    private mutating func run(_ line: String, reusing buffer: consuming [Event]) -> Outcome {
        var events = consume buffer
        events.removeAll(keepingCapacity: true)
        let parsed: Command?
        do {
            parsed = try Parser.parse(line, language: simulator.language, reusing: &lineWords)
        } catch {
            events.append(Event(kind: .command, text: line))
            // "column N: …", the word in the session's language (`description` is English's).
            let language = simulator.language
            let said: String
            switch language {
            case .en: said = error.description
            case .ru: said = Phrase.errorAtColumn(language, String(error.column), error.message)
            }
            events.append(.error(said))
            return finish(consume events, quit: false)
        }
        // Text alone shows the command line only when echoing (a session
        // command such as `echo on` may turn it on, so it always keeps its line).
        let keepsLine = echo || !recordsOnlyShownChannels
        // Consumed, so that the command is moved out of the optional, not copied.
        switch consume parsed {
        case nil:
            return Outcome(events: events, failed: false, quit: false)
        case .simulator(let command)?:
            if keepsLine { events.append(Event(kind: .command, text: line)) }
            // The first launch plays only code the launch reaches; every other command waits for the rest
            // (a replay of the books' apps pays one check).
            if unreadCode?.readAfterLaunch != nil, !(command.traits.contains(.launches) && simulator.processesStarted == 0) {
                takeCodeReadAfterLaunch(into: &events)
            }
            readUnreadCode(namedIn: line, into: &events)
            let callsMade = simulator.callsMade
            let start = events.count
            let processesStarted = simulator.processesStarted
            // What the screens' text fields hold as the command begins (a `type` before may have
            // changed them), for the code it runs to read, the screens it leaves included.
            if hasAppConsole, printingDefinition?.console?.usesFields == true {
                consoleMemory.fieldTexts = simulator.fieldTextsOfRunningApp()
            }
            // Who presented whom, and the containers' children, as the command begins.
            if hasAppConsole, printingDefinition?.console?.usesControllerLinks == true {
                consoleMemory.links = simulator.controllerLinksOfRunningApp()
            }
            simulator.apply(command, into: &events)
            // A process started: the lecture's logger statics start again.
            if simulator.processesStarted != processesStarted {
                logger.startProcess()
                consoleMemory = ConsoleMemory()
            }
            switch traceStyle {
            case .scenelab: break
            case .cs193p: addLoggerLines(to: &events, from: start)
            case .usov: addBookConsoleLines(to: &events, from: start)
            case .xcode: break
            }
            // Only an app with a console of its own runs code that can take an `else` (the books'
            // apps do not: a replay of them pays one check).
            if hasAppConsole {
                consoleMemory.unknownConditionsTakeElse = command.traits.contains(.takesElse)
                // A command whose spec offers `--else`, run without it, is what a note can point to.
                let offersElse = CommandCatalog.spec(for: command.verb)?.options["--else"] != nil
                consoleMemory.elseCommand =
                    offersElse && !consoleMemory.unknownConditionsTakeElse ? line.trimmingBlanks + " --else" : nil
            }
            addAppConsoleLines(to: &events, from: start)
            if hasAppConsole {
                consoleMemory.unknownConditionsTakeElse = false
                consoleMemory.elseCommand = nil
            }
            // Counted whether recorded or not, so that text alone explains what JSONL would.
            if simulator.callsMade != callsMade {
                lastTopic = command.topic
            }
            return finish(consume events, quit: false)
        case .session(let command)?:
            events.append(Event(kind: .command, text: line))
            if command != .quit { takeCodeReadAfterLaunch(into: &events) }
            readUnreadCode(namedIn: line, into: &events)
            events += perform(command)
            return finish(consume events, quit: command == .quit)
        case .edge(let request)?:
            if keepsLine { events.append(Event(kind: .command, text: line)) }
            var outcome = finish(consume events, quit: false)
            outcome.request = request
            return outcome
        }
    }

    /// Reads the project's unread files if `line` names one of their types, and says so.
    private mutating func readUnreadCode(namedIn line: String, into events: inout [Event]) {
        guard let unread = unreadCode, let named = unread.typeNamed(in: line) else { return }
        unreadCode = nil
        take(unread.read(named), into: &events)
    }

    /// Takes the files `open` read while the app launched, if it has not yet: the app with
    /// them, and what they warn of.
    private mutating func takeCodeReadAfterLaunch(into events: inout [Event]) {
        guard let readAfterLaunch = unreadCode?.readAfterLaunch else { return }
        unreadCode?.readAfterLaunch = nil
        if unreadCode?.typeNames.isEmpty == true { unreadCode = nil }
        take(readAfterLaunch(), into: &events)
    }

    private mutating func take(_ reading: UnreadCode.Reading, into events: inout [Event]) {
        simulator.replaceApp(reading.app)
        if !reading.note.isEmpty { events.append(.note(reading.note)) }
        for warning in reading.warnings { events.append(.warning(warning)) }
    }

    private mutating func updateRecordedChannels() {
        // The CS193p logger reads calls of channels text would not show (layout, memory).
        let showsOnlyChannels = recordsOnlyShownChannels && traceStyle == .scenelab && !hasAppConsole
        simulator.recordedChannels = showsOnlyChannels ? ChannelFilter(channels) : .all
    }

    /// Puts the CS193p logger's lines, as verbatim output, after the calls
    /// that print them, for the running app's logging classes.
    private mutating func addLoggerLines(to events: inout [Event], from start: Int) {
        logger.startCommand()
        // A process killed by the command leaves nothing to log: its objects never deinit.
        guard let names = simulator.application?.definition.vclLoggingNames, !names.isEmpty else { return }
        Self.insertPrinted(into: &events, from: start) { logger.lines(for: $0, names: names) }
    }

    /// Puts the book's `print` lines, as verbatim output, after the calls
    /// whose overrides print them, for the running app's book console: not
    /// for calls of a channel the person turned off, each line keeping its
    /// call's confidence, so that a line whose moment is uncertain says so.
    private func addBookConsoleLines(to events: inout [Event], from start: Int) {
        guard let definition = printingDefinition, !definition.bookConsole.isSilent else { return }
        // The running process's chapter and window; after `kill`, those the process played
        // (its window as launched by default: only a launch's lines tell windows apart).
        let chapter = definition.chapterPlayed(simulator.chapter)
        let window = simulator.application?.windowSetup ?? definition.windowSetup(in: chapter)
        Self.insertPrinted(into: &events, from: start, keepingConfidence: true) { event in
            guard let channel = event.channel, !channelsTurnedOff.contains(channel),
                let line = definition.bookConsole.line(for: event, chapter: chapter, window: window)
            else { return [] }
            // A listing's several prints in one method come as lines of one text.
            return line.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// Puts the opened project's own `print` lines after the calls that run
    /// them, each site's unevaluated expressions named once in a note.
    private mutating func addAppConsoleLines(to events: inout [Event], from start: Int) {
        // Asked after every command: the books' apps have no console, so a replay of them pays one check.
        guard hasAppConsole, let console = printingDefinition?.console else { return }
        let language = simulator.language
        let window = simulator.device.windowSize
        consoleMemory.startCommand(windowSize: ConsoleSize(width: Double(window.width), height: Double(window.height)))
        // The app's defaults as the store holds them now (a `defaults write` may have changed them),
        // for code that uses them: reading them reads the store's files.
        if console.usesDefaults { consoleMemory.defaults = simulator.defaultsOfRunningApp() }
        // The rows the command tapped, for `tableView.indexPathForSelectedRow` in the code it ran.
        if console.usesSelection { consoleMemory.selectedRows = simulator.selectedRowsOfRunningApp() }
        // The controllers it made stand where it left them.
        if console.usesControllerLinks {
            for (object, links) in simulator.controllerLinksOfRunningApp() where consoleMemory.links[object] == nil {
                consoleMemory.links[object] = links
            }
        }
        // A controller's title as UIKit holds it, for its own code to read (`title` in its viewDidLoad):
        // its storyboard scene's, or the one the code that made it gave it, asked once, as the
        // controller is made; its own code's assignments the console follows from there.
        for event in events[start...] where event.kind == .call && event.method?.hasPrefix("init(") == true {
            guard let object = event.object else { continue }
            if let className = event.className {
                consoleMemory.made.append(ConsoleMadeObject(className: className, object: object))
            }
            guard let title = simulator.controllerTitleAsMade(named: object), !title.isEmpty else {
                // Made in code with none: nil. (A storyboard's scene with none may be given one by
                // the code that shows it: the console tells from the whole app, `untitled`.)
                if event.method == "init(nibName:bundle:)" { consoleMemory.madeUntitled.insert(object) }
                continue
            }
            consoleMemory.titles[object] = title
        }
        var resumed = false
        // The `if`s the engine named as not worked out in this command, by condition and place.
        var engineConditions: Set<Substring> = []
        for event in events[start...] where event.kind == .note {
            if let text = event.text, let head = Self.conditionHead(of: text) { engineConditions.insert(head) }
        }
        Self.insertAfterEach(into: &events, from: start) { event in
            guard event.kind == .call || event.kind == .resume else { return [] }
            resumed = resumed || event.kind == .resume
            var added: [Event] = []
            let output = console.output(printedFor: event, memory: &consoleMemory)
            for line in output.lines {
                added.append(Event(kind: .print, scene: event.scene, object: nil, text: line.text))
                if !line.unevaluated.isEmpty, notedPrintSites.insert(line.site).inserted {
                    let expressions = line.unevaluated.map { "`\($0)`" }.joined(separator: ", ")
                    added.append(.note(Phrase.notePrintedAsWritten(language, line.site, expressions)))
                }
            }
            if let stoppedEarly = output.stoppedEarly { added.append(.note(stoppedEarly.text(in: language))) }
            for note in output.notes {
                let text = note.text(in: language)
                // An `if` the engine played and named already (a helper's, run whole by the console) is named once.
                if let head = Self.conditionHead(of: text), engineConditions.contains(head) { continue }
                added.append(.note(text))
            }
            return added
        }
        // Code UIKit never handed back (a `makeKeyAndVisible()` of a storyboard's window) ends with the command.
        // A process that crashed or ended runs nothing more: its stopped code never goes on.
        if !consoleMemory.stoppedCode.isEmpty, simulator.application?.hasCrashed ?? true {
            consoleMemory.stoppedCode = [:]
        }
        if !consoleMemory.stoppedCode.isEmpty {
            let output = console.outputOfStoppedCode(memory: &consoleMemory)
            events += output.lines.map { Event(kind: .print, object: nil, text: $0.text) }
        }
        // The cues have done their work: no renderer sees them.
        if resumed { events.removeAll { $0.kind == .resume } }
        // What the code keeps, for screens drawn from its data on the next command.
        simulator.setAppCodeValues(consoleMemory.objects)
        // What it wrote to its defaults, stored in the app's domain.
        if !consoleMemory.defaultsWritten.isEmpty {
            events += simulator.storeDefaultsWritten(consoleMemory.defaultsWritten)
            consoleMemory.defaultsWritten = []
        }
    }

    /// `if x == 1 (Home.swift:12)` of a note on a condition: its condition and its place, the
    /// part the engine's and the console's notes share; nil for any other note.
    static func conditionHead(of text: String) -> Substring? {
        guard text.hasPrefix("if "), let place = text.firstRange(of: ".swift:"),
            let close = text[place.upperBound...].firstIndex(of: ")")
        else { return nil }
        return text[...close]
    }

    /// The app whose code printed: the running one, or after `kill`, whose
    /// process is gone, the last one (its last calls still print).
    private var printingDefinition: AppDefinition? {
        simulator.application?.definition ?? simulator.lastAppID.flatMap { simulator.catalog.app(named: $0) }
    }

    /// Puts after each event from `start` on the lines an app's console
    /// prints for it (`printed`), as verbatim output: what both logger styles do.
    /// With `keepingConfidence`, a line carries its call's confidence (the book's console marks
    /// an uncertain one); the CS193p logger's lines are the lecture's, unmarked.
    private static func insertPrinted(
        into events: inout [Event], from start: Int, keepingConfidence: Bool = false, _ printed: (Event) -> [String]
    ) {
        insertAfterEach(into: &events, from: start) { event in
            printed(event).map { line in
                var output = Event.output(line)
                output.isVerbatim = true
                if keepingConfidence { output.confidence = event.confidence }
                return output
            }
        }
    }

    /// Puts after each event from `start` on the events `added` gives for it.
    /// Asked after every command, and most commands' calls print nothing: the
    /// events are copied only from the first event that adds any.
    private static func insertAfterEach(
        into events: inout [Event], from start: Int, _ added: (Event) -> [Event]
    ) {
        var index = start
        while index < events.count {
            let more = added(events[index])
            index += 1
            guard !more.isEmpty else { continue }
            var result = Array(events[..<index])
            result += more
            for event in events[index...] {
                result.append(event)
                result += added(event)
            }
            events = result
            return
        }
    }

    /// Refuses a line too long to be read whole (a script's reader stops
    /// keeping it at `Parser.maximumLineLength` bytes). `start` is its first
    /// bytes, shown as the command.
    public mutating func refuseLine(start: String, length: Int) -> Outcome {
        let language = simulator.language
        let message = Phrase.errorAtColumn(
            language, String(Parser.maximumLineLength + 1),
            Phrase.lineTooLong(language, String(length), String(Parser.maximumLineLength)))
        // Into the edge's arena when it bound one, as `execute` does.
        if TextArena.current != nil {
            return finish([Event(kind: .command, text: start + "…"), .error(message)], quit: false)
        }
        return TextArena.$current.withValue(eventText) {
            finish([Event(kind: .command, text: start + "…"), .error(message)], quit: false)
        }
    }

    /// The REPL's prompt: the running app and the focused scene, e.g. `todo[1]> `.
    public var prompt: String {
        guard let app = simulator.application else { return "scenelab> " }
        return "\(app.definition.id)[\(app.focusedScene)\(Self.promptState(of: app, in: simulator.language))]> "
    }

    /// The word the prompt adds when the focused scene takes no touches
    /// (` background`, ` inactive`, ` suspended`), so that a student sees why a
    /// tap would be refused before typing it; nothing while it is foreground-active.
    static func promptState(of app: Application, in language: Language = .en) -> String {
        if app.isSuspended { return Phrase.promptSuspended(language) }
        guard let scene = app.scenes.first(where: { $0.id == app.focusedScene }) else {
            return Phrase.promptDisconnected(language)
        }
        switch scene.state {
        case .foregroundActive: return ""
        case .foregroundInactive: return Phrase.promptInactive(language)
        case .background: return Phrase.promptBackground(language)
        case .unattached: return Phrase.promptDisconnected(language)
        }
    }

    private mutating func perform(_ command: SessionCommand) -> [Event] {
        switch command {
        case .help(let topic):
            let language = simulator.language
            var lines = Help.lines(for: topic, in: language, apps: simulator.catalog.apps.map(\.id))
            // The overview says which UIKit the apps run on, since that changes every order it lists.
            if topic == nil || topic == Help.allTopic {
                lines.insert(Phrase.helpPlatform(language, simulator.platform.description(in: language)), at: 0)
            }
            return lines.map(Event.output)
        case .showTrace:
            return traceLines.map(Event.output)
        case .trace(let channel, let on):
            if on { channels.insert(channel) } else { channels.remove(channel) }
            if on { channelsTurnedOff.remove(channel) } else { channelsTurnedOff.insert(channel) }
            return []
        case .tracePreset(let preset):
            channels = preset.channels
            // What the preset leaves out of the default (nothing for `default` and `all`).
            channelsTurnedOff = Channel.defaultOn.subtracting(preset.channels)
            return []
        case .traceStyle(let style):
            traceStyle = style
            return []
        case .echo(let on):
            echo = on
            return []
        case .bail(let on):
            bail = on
            return []
        case .explain(let topic):
            let key = topic == "last" ? (lastTopic ?? "") : topic
            let language = simulator.language
            guard let lines = Explanations.lines(for: key, in: language) else {
                let message =
                    topic == "last"
                    ? (lastTopic.map { Phrase.explainLastNothing(language, $0) }
                        ?? Phrase.explainLastNoCalls(language))
                    : Phrase.explainNothingOn(
                        language, VisibleText.escaping(topic),
                        Explanations.closestTopic(to: topic).map { Phrase.didYouMean(language, $0) }
                            ?? Phrase.explainTryInstead(language))
                return [.error(message)]
            }
            return lines.map(Event.output)
        case .quit:
            return []
        }
    }

    private var traceLines: [String] {
        let width = Channel.allCases.map(\.rawValue.count).max() ?? 0
        return Channel.allCases.map { channel in
            let state = channels.contains(channel) ? "on " : "off"
            let padding = String(repeating: " ", count: width - channel.rawValue.count)
            return "\(state)  \(channel.rawValue)\(padding)  \(Self.summary(of: channel, in: simulator.language))"
        }
    }

    /// What a trace channel shows, as `trace` lists it.
    static func summary(of channel: Channel, in language: Language) -> String {
        let phrase: Phrase
        switch channel {
        case .app: phrase = .channelApp
        case .scene: phrase = .channelScene
        case .lifecycle: phrase = .channelLifecycle
        case .memory: phrase = .channelMemory
        case .segue: phrase = .channelSegue
        case .appearing: phrase = .channelAppearing
        case .layout: phrase = .channelLayout
        case .containment: phrase = .channelContainment
        case .delegate: phrase = .channelDelegate
        case .table: phrase = .channelTable
        case .store: phrase = .channelStore
        case .traits: phrase = .channelTraits
        }
        return phrase(language)
    }

    /// Numbers an event the program around the session made for the last
    /// line (`wrote FILE: …` after `export`), so that JSONL carries it in
    /// its place in the stream, as one of that command's events.
    public mutating func stamped(_ event: Event) -> Event {
        var stamped = event
        stamped.seq = nextSeq
        stamped.command = commandCount
        nextSeq += 1
        return stamped
    }

    /// Numbers a line's events, its command line first.
    private mutating func finish(_ events: consuming [Event], quit: Bool) -> Outcome {
        commandCount += 1
        // `events` is consumed, so stamping happens in place, without copying events.
        var stamped = consume events
        var failed = false
        var seq = nextSeq
        let command = commandCount
        // Through the storage's pointer: one uniqueness check for the buffer, not one per event.
        stamped.withUnsafeMutableBufferPointer { events in
            for index in events.indices {
                events[index].seq = seq
                events[index].command = command
                seq += 1
                if events[index].kind == .error { failed = true }
            }
        }
        nextSeq = seq
        return Outcome(events: stamped, failed: failed, quit: quit)
    }
}
