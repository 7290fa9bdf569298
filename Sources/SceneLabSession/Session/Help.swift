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

    public static func lines(for topic: String?) -> [String] {
        guard let topic else { return index }
        if topic == allTopic { return CommandSpec.Group.allCases.flatMap(groupLines) + [footer] }
        if let group = CommandSpec.Group(keyword: topic) { return groupLines(group) + [footer] }
        guard let spec = CommandCatalog.spec(for: topic) else { return index }
        var lines = ["usage: \(spec.usage)", spec.summary.en]
        lines += spec.details.map(\.en)
        if !spec.aliases.isEmpty { lines.append("also: \(spec.aliases.joined(separator: ", "))") }
        lines.append("example: \(spec.example)")
        if spec.arguments == .explainTopic { lines += explainTopicLines }
        return lines
    }

    /// Whether `help WORD` has something to say: a command, a group, or `all`.
    public static func knows(_ word: String) -> Bool {
        word == allTopic || CommandSpec.Group(keyword: word) != nil || CommandCatalog.spec(for: word) != nil
    }

    /// The words `help` completes besides the commands' names: the groups and `all`.
    public static var topicWords: [String] { CommandSpec.Group.allCases.map(\.keyword) + [allTopic] }

    /// `help explain` lists what `explain` knows: methods, then commands and topics, wrapped at 100 columns.
    private static var explainTopicLines: [String] {
        let names = Explanations.topicNames
        let methods = names.filter { $0.contains("(") || $0 == "deinit" }
        let others = names.filter { !methods.contains($0) }
        return ["methods:"] + wrapped(methods, width: 98) + ["commands and topics:"] + wrapped(others, width: 98)
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
    private static var index: [String] {
        var lines: [String] = []
        for group in CommandSpec.Group.allCases {
            lines.append("\(group.rawValue) (help \(group.keyword)):")
            let names = CommandCatalog.all.filter { $0.group == group }.map(\.name)
            lines += wrapped(names, width: indexWidth - 2)
        }
        lines.append("`help NAME`: one command's usage and an example. `help GROUP`: a group, a line")
        lines.append("per command (`help tools`). `help all`: every command so.")
        return lines
    }

    private static let footer = "Type `help NAME` for one command's usage and an example."

    /// A group's heading, then a line per command: its name and its summary.
    private static func groupLines(_ group: CommandSpec.Group) -> [String] {
        let width = CommandCatalog.all.map(\.name.count).max() ?? 0
        var lines = ["\(group.rawValue):"]
        for spec in CommandCatalog.all where spec.group == group {
            let padding = String(repeating: " ", count: width - spec.name.count)
            lines.append("  \(spec.name)\(padding)  \(spec.summary.en)")
        }
        return lines
    }
}

extension CommandSpec.Group {
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

    /// The group `help WORD` names, if any.
    init?(keyword: String) {
        guard let group = Self.allCases.first(where: { $0.keyword == keyword }) else { return nil }
        self = group
    }
}
