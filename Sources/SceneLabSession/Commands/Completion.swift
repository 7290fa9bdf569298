import CommandGrammar
import SceneLabStore
import SceneLabCore

/// What Tab can complete at the end of a partly typed line.
public struct Completion: Sendable, Equatable {
    /// The partial word being completed (may be empty).
    public var partial: String
    /// Every candidate that starts with `partial`, sorted.
    public var candidates: [String]

    public init(partial: String, candidates: [String]) {
        self.partial = partial
        self.candidates = candidates
    }

    /// The longest text every candidate starts with.
    public var commonPrefix: String {
        guard var prefix = candidates.first else { return partial }
        for candidate in candidates.dropFirst() {
            while !candidate.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }

    /// Candidates for the word at the end of `line`, given what the session
    /// knows. `files` lists the paths that start as a partial path does (the
    /// edge reads the disk; the session does not): `dir/` for a folder;
    /// `lessons`, the lessons' numbers, which only the edge can list.
    public static func candidates(
        forLine line: String, in session: Session, files: (String) -> [String] = { _ in [] },
        lessons: () -> [String] = { [] }
    ) -> Completion {
        let (partial, previous) = split(line)
        var pool = choices(after: previous, in: session, lessons: lessons)
        switch takesFile(after: previous) {
        case .none: break
        case .any: pool += files(partial)
        case .script: pool += files(partial).filter { $0.hasSuffix("/") || $0.hasSuffix(".t") || $0.hasSuffix(".scn") }
        }
        let matches = Set(pool.filter { $0.hasPrefix(partial) }).sorted()
        return Completion(partial: partial, candidates: matches)
    }

    private static func choices(after previous: [String], in session: Session, lessons: () -> [String]) -> [String] {
        guard let verb = previous.first else { return CommandCatalog.names }
        guard let spec = CommandCatalog.spec(for: verb) else { return [] }
        let arguments = Array(previous.dropFirst())
        // An option with values wants one next; one without (a flag) wants nothing.
        if let last = arguments.last, let values = spec.options[last], values.takesValue {
            return values.words(installed: session.simulator.catalog.apps.map(\.id))
        }
        let options = spec.options.keys.filter { !arguments.contains($0) }.sorted()
        // The positional words typed so far, without options and their values.
        var taken: [String] = []
        var isOptionValue = false
        for word in arguments {
            if isOptionValue {
                isOptionValue = false
            } else if let values = spec.options[word] {
                isOptionValue = values.takesValue
            } else if !word.hasPrefix("-") {
                taken.append(word)
            }
        }
        switch spec.arguments {
        case .none:
            return []
        case .app:
            return (taken.isEmpty ? session.simulator.catalog.apps.map(\.id) : []) + options
        case .className:
            return taken.isEmpty ? classNames(in: session) : options
        case .classNames:
            return classNames(in: session)
        case .stackIndex:
            guard taken.isEmpty else { return [] }
            let depth = session.simulator.stackDepth
            return depth > 1 ? (0..<(depth - 1)).map(String.init) : []
        case .channel:
            if taken.isEmpty {
                return Channel.allCases.map(\.rawValue) + TracePreset.allCases.map(\.rawValue) + ["style"]
            }
            if taken == ["style"] { return TraceStyle.allCases.map(\.rawValue) }
            return taken.count == 1 && Channel(rawValue: taken[0]) != nil ? ["on", "off"] : []
        case .onOff:
            return taken.isEmpty ? ["on", "off"] : []
        case .command:
            return taken.isEmpty ? CommandCatalog.all.map(\.name) + Help.topicWords : []
        case .defaults:
            if arguments.last == "--decode" { return ["json"] }
            let choices = DefaultsParser.completions(after: taken, in: session)
            // `defaults read DOMAIN KEY` may go on with `--decode json`.
            let readsAKey =
                taken.first == "read" && taken.count == (taken.dropFirst().first?.contains(".") == true ? 3 : 2)
            return readsAKey && !arguments.contains("--decode") ? choices + ["--decode"] : choices
        case .bookChoice:
            if taken.isEmpty { return BookCode.allCases.map(\.rawValue) + ["chapter"] }
            guard taken == ["chapter"] else { return [] }
            return ["all"] + session.simulator.catalog.bookChapters.map(String.init)
        case .verbs(let verbs):
            if taken.isEmpty { return verbs.keys.sorted() }
            return taken.count == 1 ? verbs[taken[0]] ?? [] : []
        case .tapTarget:
            guard let screen = session.simulator.application?.topScreen() else { return [] }
            if taken == ["info"] {
                return screen.numberedRows.filter(\.row.hasDetailButton).map { String($0.number) }
            }
            guard taken.isEmpty else { return [] }
            let names = tapTargets(on: screen)
            // Beside an iPad split view's secondary, a tap reaches the primary column too.
            guard let primary = session.simulator.application?.shownPrimaryScreen() else { return names }
            return names + tapTargets(on: primary).filter { !names.contains($0) }
        case .field:
            guard taken.isEmpty, let screen = session.simulator.application?.topScreen() else { return [] }
            return screen.fields.map(\.name)
        case .switchName:
            guard taken.isEmpty, let screen = session.simulator.application?.topScreen() else { return [] }
            return screen.switches.map(\.name)
        case .file(let besides):
            if taken.isEmpty { return besides }
            return besides.contains(taken[0]) ? [] : options
        case .script:
            return taken.isEmpty ? [] : options
        case .oneOfThenFile(let words):
            // The word, then a file (the edge lists it), then the command's flags.
            if taken.isEmpty { return words }
            return taken.count >= 2 ? options : []
        case .lessonNumber:
            return taken.isEmpty ? lessons() : options
        case .row, .rowAction, .rowSection:
            guard let screen = session.simulator.application?.topScreen() else { return [] }
            return rowChoices(spec.arguments, after: taken, on: screen)
        case .containerPath:
            let app = arguments.firstIndex(of: "--app").flatMap {
                arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
            }
            return taken.isEmpty ? session.simulator.containerPaths(of: app) + options : options
        case .segueIdentifier:
            guard taken.isEmpty, let app = session.simulator.application, let top = app.visibleController,
                let sourceClass = app.controller(top)?.className
            else { return [] }
            return app.definition.segues.filter { $0.source == sourceClass }.map(\.identifier)
        case .explainTopic:
            // A topic with a space (a closure's name) needs quotes, which completion does not type.
            return taken.isEmpty ? Explanations.topicNames.filter { !$0.contains(" ") } + ["last"] : []
        case .tabNumber:
            guard taken.isEmpty, let tabs = try? session.simulator.application?.tabBarContext().tabs else { return [] }
            return tabs.indices.map { String($0 + 1) }
        case .sceneCommand:
            if taken.isEmpty { return CommandCatalog.sceneVerbs }
            guard taken.count == 1, ["focus", "close", "reclaim"].contains(taken[0]),
                let scenes = session.simulator.application?.scenes
            else { return [] }
            return scenes.map { String($0.id) }
        case .oneOf(let words):
            return taken.isEmpty ? words : options
        }
    }

    /// The words of a line of a fixed set (a quiz's short names), any number of them.
    public static func candidates(forLine line: String, among words: [String]) -> Completion {
        let partial = split(line).partial
        return Completion(partial: partial, candidates: Set(words.filter { $0.hasPrefix(partial) }).sorted())
    }

    /// The word being typed at the end of `line` (empty after a space), and the words before it.
    private static func split(_ line: String) -> (partial: String, previous: [String]) {
        let endsInSpace = line.last.map { $0 == " " || $0 == "\t" } ?? true
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        return endsInSpace ? ("", words) : (words.last ?? "", Array(words.dropLast()))
    }

    /// What files the next word may be: none, any file on the computer's disk
    /// (`source`'s, `record`'s, `history --save`'s, `export html`'s and the
    /// FILE of `defaults export|import DOMAIN`), or only scripts (`play`'s).
    enum FileKind { case none, any, script }

    /// What files the next word after `previous` may be, by the command's spec.
    static func takesFile(after previous: [String]) -> FileKind {
        guard let verb = previous.first, let spec = CommandCatalog.spec(for: verb) else { return .none }
        if let last = previous.last, spec.options[last] == .file { return .any }
        switch spec.arguments {
        case .file: return previous.count == 1 ? .any : .none
        case .script: return previous.count == 1 ? .script : .none
        case .oneOfThenFile: return previous.count == 2 ? .any : .none
        case .defaults: return DefaultsParser.takesFile(after: Array(previous.dropFirst())) ? .any : .none
        default: return .none
        }
    }

    /// Rows by number, then a row's swipe actions (`swipe`) or a section and
    /// a position (`move`).
    private static func rowChoices(
        _ kind: ArgumentKind, after taken: [String], on screen: Screen
    ) -> [String] {
        let rows = screen.numberedRows
        if taken.isEmpty {
            let offered = kind == .rowAction ? rows.filter { !$0.row.swipeActions.isEmpty } : rows
            return offered.map { String($0.number) }
        }
        guard let number = Int(taken[0]), let row = screen.row(numbered: number) else { return [] }
        switch (kind, taken.count) {
        case (.rowAction, 1):
            return row.row.swipeActions.flatMap { action in
                [action.name]
                    + (action.label.contains(" ") || action.label.lowercased() == action.name.lowercased()
                        ? [] : [action.label])
            }
        case (.rowSection, 1):
            return screen.sections.indices.map { String($0 + 1) }
        case (.rowSection, 2):
            guard let section = Int(taken[1]), screen.sections.indices.contains(section - 1) else { return [] }
            return (1...(screen.sections[section - 1].rows.count + 1)).map(String.init)
        default:
            return []
        }
    }

    /// What `tap` can address on the top screen: `back`, its buttons by name
    /// and by one-word label, its rows by number, and `info`.
    private static func tapTargets(on screen: Screen) -> [String] {
        let back = screen.backTitle == nil ? [] : ["back"]
        let rows = screen.numberedRows.map { String($0.number) }
        let info = screen.numberedRows.contains { $0.row.hasDetailButton } ? ["info"] : []
        let buttons = screen.leftButtons + screen.rightButtons + screen.buttons
        // Labels too, in the language the screen speaks («Сохранить»), when one word.
        let labels = buttons.filter { $0.label.lowercased() != $0.name.lowercased() && !$0.label.contains(" ") }
            .map(\.label)
        return back + buttons.map(\.name) + labels + rows + info
    }

    /// The running app's screen classes, every class instantiated so far, and the controllers
    /// of the opened project's files not read yet.
    private static func classNames(in session: Session) -> [String] {
        let simulator = session.simulator
        let app = simulator.application?.definition ?? simulator.catalog.defaultApp
        let screens = app?.screenClasses ?? []
        // UIKit's own classes are not something to push or present.
        let seen = simulator.liveControllers.map(\.className).filter { !$0.hasPrefix("UI") }
        // The controllers of files `open` left unread: naming one reads them (`UnreadCode`).
        let unread = (session.unreadCode?.typeNames.filter { $0.hasSuffix("Controller") } ?? []).sorted()
        return screens + seen + unread
    }
}
