import SceneLabSession

/// The `--help` of a command, written from its syntax: overview, usage,
/// arguments and options, each help wrapped to 80 columns beside its name.
enum HelpText {
    static let width = 80
    /// Where each help column starts; a longer name puts its help on the next line.
    static let helpColumn = 26

    static func of(_ syntax: CommandSyntax) -> String {
        var lines = TextLayout.wrap("OVERVIEW: " + syntax.abstract, width: width, continuation: "")
        if let discussion = syntax.discussion {
            for paragraph in discussion.split(separator: "\n\n") {
                lines.append("")
                for line in paragraph.split(separator: "\n") {
                    lines += TextLayout.wrap(String(line), width: width, continuation: "")
                }
            }
        }
        lines += ["", "USAGE: " + syntax.usage, "", "ARGUMENTS:"]
        lines += entry("<\(syntax.positional.name)>", syntax.positional.help)
        lines += ["", "OPTIONS:"]
        for option in syntax.options {
            var notes: [String] = []
            if !option.choices.isEmpty { notes.append("values: " + option.choices.joined(separator: ", ")) }
            if let defaultValue = option.defaultValue { notes.append("default: " + defaultValue) }
            let help = notes.isEmpty ? option.help : option.help + " (" + notes.joined(separator: "; ") + ")"
            lines += entry(option.spelled, help)
        }
        if syntax.version != nil { lines += entry("--version", "Show the version.") }
        lines += entry("-h, --help", "Show help information.")
        if !syntax.exitStatus.isEmpty {
            lines += ["", "EXIT STATUS:"]
            for status in syntax.exitStatus { lines += entry(status.name, status.text) }
        }
        if !syntax.environment.isEmpty {
            lines += ["", "ENVIRONMENT:"]
            for variable in syntax.environment { lines += entry(variable.name, variable.text) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  --name <value>     help…`, the help wrapped in its column; a name
    /// too wide for its column stands on a line of its own.
    private static func entry(_ name: String, _ help: String) -> [String] {
        let label = "  " + name
        let indent = String(repeating: " ", count: helpColumn)
        guard label.count < helpColumn - 1 else {
            return [label] + TextLayout.wrap(indent + help, width: width, continuation: indent)
        }
        let padded = label + String(repeating: " ", count: helpColumn - label.count)
        return TextLayout.wrap(padded + help, width: width, continuation: indent)
    }
}
