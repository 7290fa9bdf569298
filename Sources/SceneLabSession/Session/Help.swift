import CommandGrammar
import SceneLabApps
import SceneLabCore

/// The text of `help`, `help all`, `help GROUP` and `help NAME`.
///
/// `help` alone is an index that fits a screen: each group's heading and its
/// commands' names. `help GROUP` lists one group with a line per command,
/// `help all` every group so, and `help NAME` one command in full.
public enum Help {
    /// The word `help` takes for the long form: every command with its summary.
    public static let allTopic = "all"

    /// The columns the index's name lists wrap at (the renderer indents them by two more).
    static let indexWidth = 76

    /// The lines of `help TOPIC` (`nil`: the index), in `language`; a command
    /// that takes an app lists `apps`, the ids of the apps installed on the
    /// running device, the default first (an opened project's app included).
    public static func lines(
        for topic: String?, in language: Language = .en, apps: [String] = AppCatalog.books.apps.map(\.id)
    ) -> [String] {
        guard let topic else { return index(language) }
        let footer = Phrase.helpFooter(language)
        if topic == allTopic {
            return CommandGroup.allCases.flatMap { groupLines($0, language) } + [footer]
        }
        if let group = CommandGroup(keyword: topic) { return groupLines(group, language) + [footer] }
        guard let spec = CommandCatalog.spec(for: topic) else { return index(language) }
        var lines = [Phrase.helpUsage(language, spec.usage), spec.summary.text(in: language)]
        lines += spec.details.map { $0.text(in: language) }
        if !spec.aliases.isEmpty { lines.append(Phrase.helpAlso(language, spec.aliases.joined(separator: ", "))) }
        if spec.arguments == .app, !apps.isEmpty { lines.append(Phrase.helpApps(language, apps.joined(separator: ", "))) }
        lines.append(Phrase.helpExample(language, spec.example))
        if spec.arguments == .explainTopic { lines += explainTopicLines(language) }
        return lines
    }

    /// Whether `help WORD` has something to say: a command, a group, or `all`.
    public static func knows(_ word: String) -> Bool {
        word == allTopic || CommandGroup(keyword: word) != nil || CommandCatalog.spec(for: word) != nil
    }

    /// The words `help` completes besides the commands' names: the groups and `all`.
    public static var topicWords: [String] { CommandGroup.allCases.map(\.keyword) + [allTopic] }

    /// `help explain` lists what `explain` knows: methods, then commands and topics, wrapped at 100 columns.
    private static func explainTopicLines(_ language: Language) -> [String] {
        let names = Explanations.topicNames
        let methods = names.filter { $0.contains("(") || $0 == "deinit" }
        let others = names.filter { !methods.contains($0) }
        return [Phrase.helpMethods(language)] + wrapped(methods, width: 98) + [Phrase.helpCommandsAndTopics(language)]
            + wrapped(others, width: 98)
    }

    /// Words joined by spaces in lines of at most `width` columns, indented by two.
    private static func wrapped(_ words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append("  " + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append("  " + line) }
        return lines
    }

    /// One line per group: its heading, the word that lists it, and its commands' names.
    private static func index(_ language: Language) -> [String] {
        var lines = [Phrase.helpFirstSteps(language)]
        for group in CommandGroup.allCases {
            lines.append(Phrase.helpIndexGroup(language, group.heading(language), group.keyword))
            let names = CommandCatalog.all.filter { $0.group == group }.map(\.name)
            lines += wrapped(names, width: indexWidth - 2)
        }
        lines.append(Phrase.helpIndexFooter1(language))
        lines.append(Phrase.helpIndexFooter2(language))
        return lines
    }

    /// A group's heading, then a line per command: its name and its summary.
    private static func groupLines(_ group: CommandGroup, _ language: Language) -> [String] {
        let width = CommandCatalog.all.map(\.name.count).max() ?? 0
        var lines = ["\(group.heading(language)):"]
        for spec in CommandCatalog.all where spec.group == group {
            let padding = String(repeating: " ", count: width - spec.name.count)
            lines.append("  \(spec.name)\(padding)  \(spec.summary.text(in: language))")
        }
        return lines
    }
}

extension CommandGroup {
    /// The word `help` lists the group by: `help gestures`.
    public var keyword: String {
        switch self {
        case .gestures: return "gestures"
        case .navigation: return "navigation"
        case .ui: return "ui"
        case .store: return "store"
        case .looking: return "tools"
        }
    }

    /// The group's heading in `language` (`rawValue` is the English, which the man page keeps).
    public func heading(_ language: Language) -> String {
        switch self {
        case .gestures: return Phrase.groupGestures(language)
        case .navigation: return Phrase.groupNavigation(language)
        case .ui: return Phrase.groupUI(language)
        case .store: return Phrase.groupStore(language)
        case .looking: return Phrase.groupLooking(language)
        }
    }

    /// The group `help WORD` names, if any.
    init?(keyword: String) {
        guard let group = Self.allCases.first(where: { $0.keyword == keyword }) else { return nil }
        self = group
    }
}
