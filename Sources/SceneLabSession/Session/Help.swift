/// The text of `help` and `help NAME`.
public enum Help {
    public static func lines(for topic: String?) -> [String] {
        guard let topic, let info = CommandCatalog.info(for: topic) else { return overview }
        var lines = ["usage: \(info.usage)", info.summary]
        lines += info.details
        if !info.aliases.isEmpty { lines.append("also: \(info.aliases.joined(separator: ", "))") }
        lines.append("example: \(info.example)")
        return lines
    }

    private static var overview: [String] {
        let width = CommandCatalog.all.map(\.name.count).max() ?? 0
        var lines: [String] = []
        for group in CommandInfo.Group.allCases {
            lines.append("\(group.rawValue):")
            for info in CommandCatalog.all where info.group == group {
                let padding = String(repeating: " ", count: width - info.name.count)
                lines.append("  \(info.name)\(padding)  \(info.summary)")
            }
        }
        lines.append("Type `help NAME` for one command's usage and an example.")
        return lines
    }
}
