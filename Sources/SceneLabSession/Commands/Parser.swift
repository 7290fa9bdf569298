/// Turns a command line into a `Command`, or says which column is wrong and why.
public enum Parser {
    /// Parses one line. Returns `nil` for a blank line or a comment.
    /// Lines longer than this are refused before they are read.
    public static let maximumLineLength = 65_536

    public static func parse(_ line: String) throws(CommandError) -> Command? {
        guard line.utf8.count <= maximumLineLength else {
            throw CommandError(
                column: maximumLineLength + 1,
                "the line is too long (\(line.utf8.count) bytes; a command line holds at most \(maximumLineLength))")
        }
        let words = try Lexer.words(in: line)
        guard let verb = words.first else { return nil }
        guard let info = CommandCatalog.info(for: verb.text) else {
            var message = "unknown command '\(verb.shown)'"
            if let hint = Suggestion.notCommands[verb.text.lowercased()] {
                message += "; \(hint)"
            } else if let guess = Suggestion.closest(to: verb.text, in: CommandCatalog.names) {
                message += "; did you mean '\(guess)'?"
            } else {
                message += "; type `help` for the list"
            }
            throw CommandError(column: verb.column, message)
        }
        var arguments = Arguments(command: info, lineWords: words, line: line)
        let command = try parse(info.verb, &arguments)
        try arguments.finish()
        return command
    }

    private static func parse(_ verb: Verb, _ arguments: inout Arguments) throws(CommandError) -> Command {
        switch verb {
        case .launch:
            let window = try arguments.option("--window", as: WindowSetup.self) ?? .storyboard
            let background = arguments.flag("--background")
            let app = try arguments.optionalPositional()?.text
            return .simulator(.launch(app: app, window: window, background: background))
        case .home: return .simulator(.home)
        case .switcher: return .simulator(.switcher)
        case .open: return .simulator(.open)
        case .interrupt: return .simulator(.interrupt)
        case .resume: return .simulator(.resume)
        case .kill: return .simulator(.kill)
        case .suspend: return .simulator(.suspend)
        case .systemKill: return .simulator(.systemKill)
        case .memoryWarning: return .simulator(.memoryWarning)
        case .rotate: return .simulator(.rotate(try arguments.optionalChoice(of: Device.Orientation.self)))
        case .device: return .simulator(.device(try arguments.optionalChoice(of: Device.Model.self)))
        case .lang: return .simulator(.language(try arguments.optionalChoice(of: Language.self)))
        case .scene: return .simulator(.scene(try scene(&arguments)))
        case .ios:
            guard let word = arguments.optionalWord() else {
                return .simulator(.platform(iOSVersion: nil, lifecycle: nil))
            }
            guard let version = Int(word.text) else {
                throw CommandError(
                    column: word.column, "ios needs a version number such as 12 or 18, not '\(word.shown)'")
            }
            return .simulator(.platform(iOSVersion: version, lifecycle: nil))
        case .lifecycle:
            let lifecycle = try arguments.optionalChoice(of: Platform.Lifecycle.self)
            return .simulator(.platform(iOSVersion: nil, lifecycle: lifecycle))
        case .showPrimary: return .simulator(.showPrimary)
        case .hidePrimary: return .simulator(.hidePrimary)
        case .push: return .simulator(.push(className: try arguments.className()))
        case .pop: return .simulator(.pop)
        case .popToRoot: return .simulator(.popToRoot)
        case .popTo: return .simulator(.popTo(index: try arguments.index()))
        case .setStack:
            var classNames = [try arguments.className()]
            while arguments.hasMore { classNames.append(try arguments.className()) }
            return .simulator(.setStack(classNames: classNames))
        case .present:
            let style = try arguments.option("--style", as: PresentationStyle.self) ?? .automatic
            return .simulator(.present(className: try arguments.className(), style: style))
        case .dismiss: return .simulator(.dismiss)
        case .hold: return .simulator(.hold(try arguments.identifier("a NAME", kind: "reference name")))
        case .release: return .simulator(.release(try arguments.identifier("a NAME", kind: "reference name")))
        case .swipeBack: return .simulator(.swipeBack)
        case .swipeDown: return .simulator(.swipeDown)
        case .finish: return .simulator(.finishTransition)
        case .cancel: return .simulator(.cancelTransition)
        case .tab: return .simulator(.selectTab(number: try arguments.number("a tab number N")))
        case .segue: return .simulator(.segue(try arguments.requiredWord("a segue ID").text))
        case .tree: return .simulator(.tree)
        case .objects: return .simulator(.objects)
        case .defaults: return .simulator(.defaults(try DefaultsParser.parse(&arguments)))
        case .screen: return .simulator(.screen)
        case .actions: return .simulator(.actions)
        case .tap:
            let element = try arguments.requiredWord("an ELEMENT (see `actions`)")
            // `tap info N`: the row's detail disclosure button, not the row.
            if element.text == "info", arguments.hasMore {
                return .simulator(.gesture(.tapAccessory(row: try arguments.number("a ROW number"))))
            }
            return .simulator(.gesture(.tap(element.text)))
        case .type:
            let field = try arguments.requiredWord("a FIELD").text
            var words: [String] = []
            while let word = arguments.optionalWord() { words.append(word.text) }
            return .simulator(.gesture(.type(field: field, text: words.joined(separator: " "))))
        case .toggle: return .simulator(.gesture(.toggle(try arguments.requiredWord("a SWITCH").text)))
        case .swipe:
            let row = try arguments.number("a ROW number")
            // The action may be a label of several words: `swipe 1 Не выполнена`.
            var action = try arguments.requiredWord("an ACTION").text
            while let word = arguments.optionalWord() { action += " " + word.text }
            return .simulator(.gesture(.swipe(row: row, action: action)))
        case .editMode: return .simulator(.gesture(.editMode(try arguments.onOff())))
        case .move:
            let row = try arguments.number("a ROW number")
            let section = try arguments.number("a SECTION number")
            let position = arguments.hasMore ? try arguments.number("a POSITION") : nil
            return .simulator(.gesture(.move(row: row, section: section, position: position)))
        case .delete: return .simulator(.gesture(.delete(row: try arguments.number("a ROW number"))))
        case .task: return .simulator(.model(try ModelCommandParser.task(&arguments)))
        case .contact: return .simulator(.model(try ModelCommandParser.contact(&arguments)))
        case .concentration: return .simulator(.model(try ModelCommandParser.concentration(&arguments)))
        case .snake: return .simulator(.model(try ModelCommandParser.snake(&arguments)))
        case .item: return .simulator(.model(try ModelCommandParser.item(&arguments)))
        case .files:
            let named = try arguments.stringOption("--app")
            let positional = try arguments.optionalPositional()
            if let named, let positional {
                throw CommandError(
                    column: positional.column, "name the app once: `files \(named)` or `files --app \(named)`")
            }
            return .simulator(.files(app: named ?? positional?.text))
        case .rm:
            let app = try arguments.stringOption("--app")
            let path = try arguments.requiredWord("a PATH in the app's container, such as Documents/Checklists.plist")
            return .simulator(.removeFile(path: path.text, app: app))
        case .trace: return .session(try trace(&arguments))
        case .echo: return .session(.echo(try arguments.onOff()))
        case .explain:
            return .session(.explain(try arguments.requiredWord("a METHOD, a command, a topic, or last").text))
        case .bail: return .session(.bail(try arguments.onOff()))
        case .source:
            let step = arguments.flag("--step")
            let path = try arguments.requiredWord("a FILE to run").text
            return .edge(step ? .play(path: path) : .source(path: path))
        case .play: return .edge(.play(path: try arguments.requiredWord("a FILE to play step by step").text))
        case .record:
            let replacing = arguments.flag("--force")
            let word = try arguments.requiredWord("a FILE (.scn for a script, .t for a transcript), or stop")
            return .edge(word.text == "stop" ? .stopRecording : .record(path: word.text, replacing: replacing))
        case .lessons: return .edge(.lessons)
        case .export:
            let replacing = arguments.flag("--force")
            guard let format = try arguments.optionalChoice(of: ExportFormat.self) else {
                throw CommandError(column: arguments.lineEnd, "export needs a format: mermaid, html or svg")
            }
            let path = try arguments.requiredWord("a FILE to write").text
            return .edge(.export(format, path: path, replacing: replacing))
        case .lesson:
            let quiz = arguments.flag("--quiz")
            let everyStep = quiz && arguments.flag("all")
            return .edge(
                .lesson(try arguments.number("a lesson number N (see `lessons`)"), quiz: quiz, everyStep: everyStep))
        case .history:
            guard arguments.hasMore else { return .edge(.history(count: nil)) }
            return .edge(.history(count: try arguments.number("a number of lines N")))
        case .help:
            guard let topic = try arguments.optionalPositional() else { return .session(.help(topic: nil)) }
            guard CommandCatalog.info(for: topic.text) != nil else {
                var message = "no command named '\(topic.shown)'"
                if let guess = Suggestion.closest(to: topic.text, in: CommandCatalog.names) {
                    message += "; did you mean '\(guess)'?"
                }
                throw CommandError(column: topic.column, message)
            }
            return .session(.help(topic: topic.text))
        case .quit: return .session(.quit)
        }
    }

    /// The words `scene` takes first.
    static let sceneVerbs = ["new", "list", "focus", "close", "reclaim"]

    private static func scene(_ arguments: inout Arguments) throws(CommandError) -> SceneCommand {
        let verb = try arguments.requiredWord("new, list, focus N, close N or reclaim N")
        switch verb.text {
        case "new": return .new
        case "list": return .list
        case "focus": return .focus(try arguments.number("a scene number N"))
        case "close": return .close(try arguments.number("a scene number N"))
        case "reclaim": return .reclaim(try arguments.number("a scene number N"))
        default:
            throw ModelCommandParser.unknown(verb, sceneVerbs, noun: "scene")
        }
    }

    private static func trace(_ arguments: inout Arguments) throws(CommandError) -> SessionCommand {
        guard let first = try arguments.optionalPositional() else { return .showTrace }
        if let preset = TracePreset(rawValue: first.text) { return .tracePreset(preset) }
        if first.text == "style" {
            let styles = TraceStyle.allCases.map(\.rawValue).joined(separator: " or ")
            let word = try arguments.requiredWord("a style (\(styles))")
            guard let style = TraceStyle(rawValue: word.text) else {
                throw CommandError(column: word.column, "trace style takes \(styles), not '\(word.shown)'")
            }
            return .traceStyle(style)
        }
        guard let channel = Channel(rawValue: first.text) else {
            let names = Channel.allCases.map(\.rawValue) + TracePreset.allCases.map(\.rawValue)
            var message = "unknown trace channel '\(first.shown)'"
            if let guess = Suggestion.closest(to: first.text, in: names) { message += "; did you mean '\(guess)'?" }
            message += " (channels: \(Channel.allCases.map(\.rawValue).joined(separator: ", ")))"
            throw CommandError(column: first.column, message)
        }
        return .trace(channel, on: try arguments.onOff())
    }
}
