import CommandGrammar
import SceneLabCore

/// Looking and tooling: drawing the app, the trace, explanations, scripts,
/// recordings, diagrams, lessons, help.
extension CommandSpec {
    static let looking: [CommandSpec] = [
        CommandSpec(
            "tree", group: .looking,
            summary: "Draw the app: scenes and their states, windows, containers, stacks, presentations.",
            explanation: [
                "The object graph: the app, each scene with its state, its window, containers and their children, and what",
                "is presented, each controller with its appearance state and whether its view is loaded.",
            ],
            means: { _ in .simulator(.tree) }),
        CommandSpec(
            "objects", group: .looking, summary: "List live view controllers and what holds each one.",
            explanation: ["Every live controller and what holds it strongly: when the list empties, deinit comes."],
            means: { _ in .simulator(.objects) }),
        CommandSpec(
            "trace", group: .looking,
            usage: "trace [CHANNEL on|off | book | all | default | none | style scenelab|cs193p|usov|xcode]",
            summary: "Show the trace channels, or choose which ones the text output shows.",
            example: "trace layout on", arguments: .channel,
            explanation: [
                "Chooses the channels text output shows (app, scene, lifecycle, memory, segue by default; appearing, layout,",
                "containment, delegate, table, store, traits on request). JSONL always carries every event.",
            ],
            parse: { words throws(CommandError) in .session(try trace(&words)) }),
        CommandSpec(
            "explain", group: .looking, usage: "explain METHOD|COMMAND|TOPIC|SOURCE|last",
            summary: "What a callback is for, why a command gives its order, the books' bugs (todo-edit-bug, ...).",
            example: "explain viewDidLoad", arguments: .explainTopic,
            explanation: [
                "Explains a method (in any form scenelab prints it: viewWillAppear, viewWillAppear(_:),",
                "viewWillAppear(animated: true)), a command or a topic; `explain last` explains the last command's",
                "order; `explain S17` says what a source the notes cite is, and what it settles.",
            ],
            parse: { words throws(CommandError) in
                let first = try words.requiredWord("a METHOD, a command, a topic, a source id, or last")
                // A call pasted as printed, `viewWillAppear(animated: true)`, is one topic over several words.
                let opened = first.text.filter { $0 == "(" }.count > first.text.filter { $0 == ")" }.count
                return .session(.explain(opened ? words.joiningRest(after: first) : first.text))
            }),
        CommandSpec(
            "echo", group: .looking, usage: "echo on|off",
            summary: "Print each command as `> command` before its output.", example: "echo on", arguments: .onOff,
            explanation: ["Prints each command as `> command` before its output, as transcripts show it."],
            parse: { words throws(CommandError) in .session(.echo(try words.onOff())) }),
        CommandSpec(
            "bail", group: .looking, usage: "bail on|off", summary: "Stop a script at its first error.",
            example: "bail on", arguments: .onOff, explanation: ["Stops a script at its first error."],
            parse: { words throws(CommandError) in .session(.bail(try words.onOff())) }),
        CommandSpec(
            "source", group: .looking, usage: "source [--step] FILE",
            summary: """
                Run a script's lines here, as if typed (scripts may source others; a cycle is refused). \
                Errors name FILE:LINE. At the prompt each line shows as `> command` first. --step: as `play`.
                """,
            example: "source setup.scn", arguments: .file, options: ["--step": []],
            explanation: [
                "Runs a script's lines here, as if typed: handy to set a device up before a lesson. A script may source",
                "another (16 deep at most); one that would run itself again is refused. Errors name the script's FILE:LINE.",
            ],
            parse: { words throws(CommandError) in
                let step = words.flag("--step")
                let path = try words.requiredWord("a FILE to run").text
                return .edge(step ? .play(path: path) : .source(path: path))
            }),
        CommandSpec(
            "play", group: .looking, usage: "play FILE",
            summary: """
                Play a script (.scn) or transcript (.t) here step by step, as a lesson plays: each step's \
                comments shown as its note, the command shown, Enter runs it, q stops; other lines typed run first.
                """,
            example: "play class-demo.scn", arguments: .file,
            explanation: [
                "Plays a script or transcript here as a lesson plays, for a teacher in front of a class: the comments",
                "above each command are its note, Enter runs it, other lines typed run first, q stops.",
            ],
            parse: { words throws(CommandError) in
                .edge(.play(path: try words.requiredWord("a FILE to play step by step").text))
            }),
        CommandSpec(
            "record", group: .looking, usage: "record FILE [--force] | stop",
            summary: """
                Keep the lines typed from now on: FILE.scn as a script, FILE.t as a transcript that \
                `scenelab check` passes (its output comes from a fresh device); `record stop` writes it. \
                An existing FILE is replaced only with --force.
                """,
            example: "record push-pop.t", arguments: .file, options: ["--force": []],
            explanation: [
                "Keeps the lines typed from now on. FILE.scn is a script to run or source later; FILE.t a transcript:",
                "its expected output is what a fresh device prints for the lines (as `scenelab check` replays it), with",
                "the trace channels set as they were. `record stop` writes it; a recording left on is written at the end.",
            ],
            parse: { words throws(CommandError) in
                let replacing = words.flag("--force")
                let word = try words.requiredWord("a FILE (.scn for a script, .t for a transcript), or stop")
                return .edge(word.text == "stop" ? .stopRecording : .record(path: word.text, replacing: replacing))
            }),
        CommandSpec(
            "export", group: .looking,
            usage: "export mermaid|html|svg FILE|- [--force] [--from N] [--to M] [--title T]",
            summary: """
                The session as a sequence diagram for slides: Mermaid text, one self-contained web page, or SVG \
                pages of 1920×1080 (FILE-1.svg, FILE-2.svg, … when it takes more than one); a lane per object \
                while it lives, an arrow per call, uncertain calls dashed, failed commands with their error. \
                --from and --to pick commands by number; an existing FILE is replaced only with --force.
                """,
            example: "export html session.html", arguments: .oneOf(ExportFormat.allCases.map(\.rawValue)),
            options: ["--force": [], "--from": [], "--to": [], "--title": []],
            explanation: [
                "Draws the session so far as a sequence diagram, for slides: `export mermaid FILE` for Mermaid's",
                "sequenceDiagram, `export svg FILE` for 16:9 pages of 1920×1080 (one file, or FILE-1.svg, FILE-2.svg, …),",
                "`export html FILE` for one page with those pages one under another, each page's lane header staying",
                "at the top while it scrolls, and the tree (no network needed). A lane starts where its object is",
                "created and ends at its deinit with a cross, and its column is reused; each page names the device,",
                "iOS version and app. --from N --to M draw commands N to M (as the bands number them); --title T",
                "titles it. It shows the calls of the channels text shows; uncertain calls are dashed. The first",
                "2,000 commands are kept.",
            ],
            parse: { words throws(CommandError) in
                let replacing = words.flag("--force")
                let from = try words.stringOption("--from")
                let to = try words.stringOption("--to")
                let title = try words.stringOption("--title")
                guard let format = try words.optionalChoice(of: ExportFormat.self) else {
                    throw CommandError(column: words.lineEnd, .specExportFormat)
                }
                let path = try words.requiredWord("a FILE to write").text
                func number(_ text: String?, _ option: String) throws(CommandError) -> Int? {
                    guard let text else { return nil }
                    guard let value = Int(text), value >= 1 else {
                        throw CommandError(
                            column: words.lineEnd, .specExportNumber, option, VisibleText.escaping(text))
                    }
                    return value
                }
                let range = ExportRange(from: try number(from, "--from"), to: try number(to, "--to"), title: title)
                if let first = range.from, let last = range.to, last < first {
                    throw CommandError(column: words.lineEnd, .specExportOrder, String(last), String(first))
                }
                return .edge(.export(format, path: path, replacing: replacing, range: range))
            }),
        CommandSpec(
            "lessons", group: .looking,
            summary: "List the lessons: the lifecycle as the books teach it, one scenario each.",
            explanation: ["Lists the lessons in lessons/ (lessons/ru/ when the apps speak Russian)."],
            means: { _ in .edge(.lessons) }),
        CommandSpec(
            "lesson", group: .looking, usage: "lesson N [--quiz [all]]",
            summary: """
                Play lesson N step by step on a fresh device: each step says what to notice, Enter runs its \
                command, q stops. --quiz: predict the order of each step's callbacks first, and be scored \
                (partial credit by order); `--quiz all` asks the set-up steps too.
                """,
            example: "lesson 3 --quiz", options: ["--quiz": ["all"]],
            explanation: [
                "Plays a lesson on a fresh device in memory, so that it shows what it describes whatever ran before: each",
                "step's comment, then Enter runs its command (anything else typed runs as a command too; q stops). The",
                "session you had comes back afterwards. `lesson N --quiz` asks for the order first and scores it.",
            ],
            parse: { words throws(CommandError) in
                let quiz = words.flag("--quiz")
                let everyStep = quiz && words.flag("all")
                let number = try words.number("a lesson number N (see `lessons`)")
                return .edge(.lesson(number, quiz: quiz, everyStep: everyStep))
            }),
        CommandSpec(
            "history", group: .looking, usage: "history [N] [--save FILE [--force]]",
            summary: """
                List the last N lines typed (the line editor's history), or all of them; --save writes them to \
                FILE as a script instead (an existing FILE only with --force).
                """,
            example: "history 10", options: ["--save": [], "--force": []],
            explanation: ["Lists the lines typed so far (the line editor's history, which also outlives the session)."],
            parse: { words throws(CommandError) in
                let replacing = words.flag("--force")
                let path = try words.stringOption("--save")
                if replacing && path == nil {
                    throw CommandError(column: words.lineEnd, .specHistoryForce)
                }
                let count = words.hasMore ? try words.number("a number of lines N") : nil
                return .edge(.history(count: count, savingTo: path, replacing: replacing))
            }),
        CommandSpec(
            "help", group: .looking, usage: "help [COMMAND|GROUP|all]",
            summary: "An index of the commands by group; one command's usage, a group's commands, or all of them.",
            example: "help push", arguments: .command,
            explanation: [
                "Lists the commands' names by group; `help NAME` gives one's usage and an example, `help GROUP` a",
                "group's commands with a line each, `help all` every command so; `help explain` lists the topics.",
            ],
            parse: { words throws(CommandError) in
                guard let topic = try words.optionalPositional() else { return .session(.help(topic: nil)) }
                guard Help.knows(topic.text) else {
                    if let guess = Suggestion.closest(to: topic.text, in: CommandCatalog.names) {
                        throw CommandError(column: topic.column, .specNoCommandGuess, topic.shown, guess)
                    }
                    throw CommandError(column: topic.column, .specNoCommand, topic.shown)
                }
                return .session(.help(topic: topic.text))
            }),
        CommandSpec(
            "quit", aliases: ["exit"], group: .looking, summary: "Leave scenelab (Ctrl-D does the same).",
            explanation: ["Leaves scenelab; the store is already on disk (each change is written when made)."],
            means: { _ in .session(.quit) }),
    ]

    private static func trace(_ words: inout CommandWords) throws(CommandError) -> SessionCommand {
        guard let first = try words.optionalPositional() else { return .showTrace }
        if let preset = TracePreset(rawValue: first.text) { return .tracePreset(preset) }
        if first.text == "style" {
            let styles = Alternatives.listed(TraceStyle.allCases.map(\.rawValue))
            let word = try words.requiredWord("a style (\(styles))")
            guard let style = TraceStyle(rawValue: word.text) else {
                throw CommandError(
                    column: word.column, .parseTakes, "trace style", styles, word.shown,
                    russian: [2: Phrase.russianList(styles)])
            }
            return .traceStyle(style)
        }
        guard let channel = Channel(rawValue: first.text) else {
            let names = Channel.allCases.map(\.rawValue) + TracePreset.allCases.map(\.rawValue)
            let channels = Channel.allCases.map(\.rawValue).joined(separator: ", ")
            if let guess = Suggestion.closest(to: first.text, in: names) {
                throw CommandError(column: first.column, .specUnknownChannelGuess, first.shown, guess, channels)
            }
            throw CommandError(column: first.column, .specUnknownChannel, first.shown, channels)
        }
        return .trace(channel, on: try words.onOff())
    }
}
