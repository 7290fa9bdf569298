import CommandGrammar
import SceneLabSession

/// The manual page `scenelab.1`, written in roff from what `--help` and
/// `help` are written from: the command lines' syntax and the session's
/// command specs, so that the three never disagree. `scenelab --man` prints
/// it; the repository keeps a copy that a test compares with it.
struct ManualPage {
    let root: CommandSyntax
    let subcommands: [(word: String, syntax: CommandSyntax)]

    var text: String {
        var lines = [
            ".\\\" Written by `scenelab --man` from the command specs; do not edit by hand.",
            ".TH SCENELAB 1 \"\" \"scenelab \(root.version ?? "")\" \"User Commands\"",
            ".SH NAME",
            "scenelab \\- "
                + Self.escaped(
                    Self.lowercasedFirst(
                        root.abstract.hasSuffix(".") ? String(root.abstract.dropLast()) : root.abstract)),
            ".SH SYNOPSIS",
        ]
        for (index, syntax) in ([root] + subcommands.map(\.syntax)).enumerated() {
            if index > 0 { lines.append(".br") }
            lines.append(".B " + syntax.name)
            lines.append(Self.escaped(String(syntax.usage.dropFirst(syntax.name.count + 1))))
        }
        lines.append(".SH DESCRIPTION")
        lines += paragraphs(of: root)
        lines.append(".SH OPTIONS")
        lines += options(of: root)
        for (_, syntax) in subcommands {
            lines.append(".SH \"" + syntax.name.uppercased() + "\"")
            lines += paragraphs(of: syntax)
            lines += options(of: syntax)
        }
        lines += commands
        lines.append(".SH \"EXIT STATUS\"")
        for (_, syntax) in [("", root)] + subcommands {
            if syntax.name != root.name { lines += [".PP", "For \\fB\(syntax.name)\\fR:"] }
            for status in syntax.exitStatus { lines += [".TP", ".B " + status.name, Self.escaped(status.text)] }
        }
        lines.append(".SH ENVIRONMENT")
        for variable in root.environment { lines += [".TP", ".B " + variable.name, Self.escaped(variable.text)] }
        lines += [
            ".SH FILES",
            ".TP",
            ".I ${XDG_DATA_HOME:\\-~/.local/share}/scenelab",
            "The simulated device's disk: its store and the apps' containers (\\fB\\-\\-data\\-dir\\fR).",
            ".TP",
            ".I ${XDG_STATE_HOME:\\-~/.local/state}/scenelab/history",
            "The lines typed at the prompt.",
            ".TP",
            ".I ${XDG_CACHE_HOME:\\-~/.cache}/scenelab/swift",
            "What the Swift reader found in opened projects' files, by the files' contents (\\fBSCENELAB_CACHE=off\\fR: none).",
            ".TP",
            ".I lessons/",
            "The lessons, transcripts named NN\\-topic.t (lessons/ru/ in Russian).",
            ".SH \"SEE ALSO\"",
            "The README in scenelab's repository; \\fBless\\fR(1), \\fBeditrc\\fR(5).",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The abstract, then the discussion's paragraphs.
    private func paragraphs(of syntax: CommandSyntax) -> [String] {
        var lines = [Self.escaped(syntax.abstract)]
        for paragraph in (syntax.discussion ?? "").split(separator: "\n\n") {
            lines += [".PP", Self.escaped(paragraph.split(separator: "\n").joined(separator: " "))]
        }
        lines += [".PP", "Its argument, \\fI\(syntax.positional.name)\\fR: " + Self.escaped(syntax.positional.help)]
        return lines
    }

    private func options(of syntax: CommandSyntax) -> [String] {
        var lines: [String] = []
        for option in syntax.options {
            var notes: [String] = []
            if !option.choices.isEmpty { notes.append("values: " + option.choices.joined(separator: ", ")) }
            if let defaultValue = option.defaultValue { notes.append("default: " + defaultValue) }
            let help = notes.isEmpty ? option.help : option.help + " (" + notes.joined(separator: "; ") + ")"
            let name = "\\fB\\-\\-" + Self.escaped(option.name) + "\\fR"
            lines += [
                ".TP", option.valueName.map { name + " \\fI" + Self.escaped($0) + "\\fR" } ?? name, Self.escaped(help),
            ]
        }
        if syntax.version != nil { lines += [".TP", "\\fB\\-\\-version\\fR", "Show the version."] }
        lines += [".TP", "\\fB\\-h\\fR, \\fB\\-\\-help\\fR", "Show help information."]
        return lines
    }

    /// The session's commands by group, each with its usage and summary, as `help all` lists them.
    private var commands: [String] {
        var lines = [
            ".SH COMMANDS",
            "What the REPL and a script read, a line each. At the prompt, \\fBhelp\\fR lists them by group, "
                + "\\fBhelp\\fR \\fIGROUP\\fR one group and \\fBhelp\\fR \\fINAME\\fR one command with an example.",
        ]
        for group in CommandGroup.allCases {
            lines.append(".SS \"" + Self.escaped(group.rawValue) + " (help " + group.keyword + ")\"")
            for spec in CommandCatalog.all where spec.group == group {
                lines += [".TP", "\\fB" + Self.escaped(spec.usage) + "\\fR", Self.escaped(spec.summary.en)]
                for detail in spec.details { lines += [".br", Self.escaped(detail.en)] }
                if !spec.aliases.isEmpty {
                    lines += [".br", "Also: " + Self.escaped(spec.aliases.joined(separator: ", ")) + "."]
                }
            }
        }
        return lines
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// Text for a line of roff: a backslash as `\e`, a dash that starts a
    /// word (an option's) as `\-`, so that it is a hyphen-minus to copy,
    /// other than ASCII as `\[uXXXX]`, and
    /// a line that would start with a control character made plain text.
    static func escaped(_ text: String) -> String {
        var result = ""
        var previous: Character = " "
        for character in text {
            switch character {
            case "\\": result += "\\e"
            case "-" where !(previous.isLetter || previous.isNumber): result += "\\-"
            case _ where !character.isASCII:
                // Named by code point, so that any troff reads it, with or without preconv.
                for scalar in character.unicodeScalars {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                }
            default: result.append(character)
            }
            previous = character
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }
}
