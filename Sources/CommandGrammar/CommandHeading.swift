/// A command's name and usage, which its errors quote
/// (`push needs a CLASS; usage: push CLASS`).
///
/// A class: every line read carries its command's heading in its
/// `CommandWords`, which is then one reference rather than two strings.
public final class CommandHeading: Sendable {
    /// The word the command is typed as.
    public let name: String
    /// The command's grammar, as `help` prints it after `usage:`.
    public let usage: String

    public init(name: String, usage: String) {
        self.name = name
        self.usage = usage
    }
}
