/// The `--help` of a command, written from its syntax: overview, usage,
/// arguments and options, each help wrapped to 80 columns beside its name.
enum HelpText {
    static let width = 80
    /// Where each help column starts; a longer name puts its help on the next line.
    static let helpColumn = 26

    static func of(_ syntax: CommandSyntax) -> String {
        var lines = wrapped("OVERVIEW: " + syntax.abstract, indent: "")
        if let discussion = syntax.discussion {
            for paragraph in discussion.split(separator: "\n\n") {
                lines.append("")
                for line in paragraph.split(separator: "\n") { lines += wrapped(String(line), indent: "") }
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
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  --name <value>     help…`, the help wrapped in its column.
    private static func entry(_ name: String, _ help: String) -> [String] {
        let label = "  " + name
        let indent = String(repeating: " ", count: helpColumn)
        var lines = wrapped(help, indent: indent)
        if label.count < helpColumn - 1 {
            lines[0] = label + String(repeating: " ", count: helpColumn - label.count) + lines[0].dropFirst(helpColumn)
        } else {
            lines.insert(label, at: 0)
        }
        return lines
    }

    /// `text` broken at spaces into lines of at most `width` columns, each
    /// beginning with `indent`.
    private static func wrapped(_ text: String, indent: String) -> [String] {
        var lines: [String] = []
        var current = indent
        for word in text.split(separator: " ") {
            if current.count > indent.count && current.count + 1 + word.count > width {
                lines.append(current)
                current = indent
            }
            current += (current.count > indent.count ? " " : "") + word
        }
        lines.append(current)
        return lines
    }
}
