/// The text of `help` and `help NAME`.
public enum Help {
    public static func lines(for topic: String?) -> [String] {
        guard let topic, let spec = CommandCatalog.spec(for: topic) else { return overview }
        var lines = ["usage: \(spec.usage)", spec.summary.en]
        lines += spec.details.map(\.en)
        if !spec.aliases.isEmpty { lines.append("also: \(spec.aliases.joined(separator: ", "))") }
        lines.append("example: \(spec.example)")
        if spec.arguments == .explainTopic { lines += explainTopicLines }
        return lines
    }

    /// `help explain` lists what `explain` knows: methods, then commands and topics, wrapped at 100 columns.
    private static var explainTopicLines: [String] {
        let names = Explanations.topicNames
        let methods = names.filter { $0.contains("(") || $0 == "deinit" }
        let others = names.filter { !methods.contains($0) }
        return ["methods:"] + wrapped(methods) + ["commands and topics:"] + wrapped(others)
    }

    /// Words joined by spaces in lines of at most 100 columns, indented by two.
    private static func wrapped(_ words: [String]) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty && line.count + 1 + word.count > 98 {
                lines.append("  " + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append("  " + line) }
        return lines
    }

    private static var overview: [String] {
        let width = CommandCatalog.all.map(\.name.count).max() ?? 0
        var lines: [String] = []
        for group in CommandSpec.Group.allCases {
            lines.append("\(group.rawValue):")
            for spec in CommandCatalog.all where spec.group == group {
                let padding = String(repeating: " ", count: width - spec.name.count)
                lines.append("  \(spec.name)\(padding)  \(spec.summary.en)")
            }
        }
        lines.append("Type `help NAME` for one command's usage and an example.")
        return lines
    }
}
