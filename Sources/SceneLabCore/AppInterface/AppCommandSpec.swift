import CommandGrammar
/// One of an app's own model commands (`task …`), as the app declares it:
/// what `help`, completion and `explain` say of it and how its line is read.
///
/// The session lists these beside its built-in commands and parses a line
/// through `parse`, so it never needs to know which apps there are. A class,
/// since the session keeps one reference to it per command it lists.
public final class AppCommandSpec: Sendable {
    /// The command's name and usage.
    public let heading: CommandHeading
    /// The word that starts the command's lines.
    public var name: String { heading.name }
    /// The command's grammar, as `help` prints it after `usage:`.
    public var usage: String { heading.usage }
    /// One sentence for `help`'s list.
    public let summary: Wording
    /// A line that runs.
    public let example: String
    /// The words the command takes first, each with the words that may
    /// follow it, for completion.
    public let verbs: [String: [String]]
    /// What `explain NAME` prints, a line each.
    public let explanation: [Wording]
    /// Reads the words after the name into the app's command.
    public let parse: @Sendable (inout CommandWords) throws(CommandError) -> ModelCommand

    public init(
        name: String, usage: String, summary: Wording, example: String, verbs: [String: [String]],
        explanation: [Wording], parse: @escaping @Sendable (inout CommandWords) throws(CommandError) -> ModelCommand
    ) {
        self.heading = CommandHeading(name: name, usage: usage)
        self.summary = summary
        self.example = example
        self.verbs = verbs
        self.explanation = explanation
        self.parse = parse
    }
}
