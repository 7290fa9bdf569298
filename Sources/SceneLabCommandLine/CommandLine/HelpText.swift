import CommandGrammar
import SceneLabSession
import SceneLabCore

/// The `--help` of a command, written from its syntax: overview, usage,
/// arguments and options, each help wrapped to 80 columns beside its name.
enum HelpText {
    static let width = 80
    /// Where each help column starts; a longer name puts its help on the next line.
    static let helpColumn = 26

    /// The help in `language`: English, or Russian for `--lang ru` and a
    /// Russian locale. Names, options and values stay as typed.
    static func of(_ syntax: CommandSyntax, in language: Language = .en) -> String {
        let russian: Bool
        switch language {
        case .en: russian = false
        case .ru: russian = true
        }
        var lines = TextLayout.wrap(
            Phrase.helpOverview(language) + (russian ? syntax.russianAbstract : syntax.abstract), width: width,
            continuation: "")
        if let discussion = russian ? syntax.russianDiscussion : syntax.discussion {
            for paragraph in discussion.split(separator: "\n\n") {
                lines.append("")
                for line in paragraph.split(separator: "\n") {
                    lines += TextLayout.wrap(String(line), width: width, continuation: "")
                }
            }
        }
        lines += ["", Phrase.helpUsageHeading(language) + syntax.usage, "", Phrase.helpArguments(language)]
        lines += entry("<\(syntax.positional.name)>", russian ? syntax.positional.ru : syntax.positional.help)
        lines += ["", Phrase.helpOptions(language)]
        for option in syntax.options {
            var notes: [String] = []
            if !option.choices.isEmpty {
                notes.append(Phrase.helpValues(language) + option.choices.joined(separator: ", "))
            }
            if let defaultValue = option.defaultValue { notes.append(Phrase.helpDefault(language) + defaultValue) }
            let text = russian ? option.russianHelp : option.help
            let help = notes.isEmpty ? text : text + " (" + notes.joined(separator: "; ") + ")"
            lines += entry(option.spelled, help)
        }
        if syntax.version != nil { lines += entry("--version", Phrase.helpVersion(language)) }
        lines += entry("-h, --help", Phrase.helpHelp(language))
        if !syntax.exitStatus.isEmpty {
            lines += ["", Phrase.helpExitStatus(language)]
            for status in syntax.exitStatus { lines += entry(status.name, russian ? status.ru : status.text) }
        }
        if !syntax.environment.isEmpty {
            lines += ["", Phrase.helpEnvironment(language)]
            for variable in syntax.environment { lines += entry(variable.name, russian ? variable.ru : variable.text) }
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
