/// A command's command line as data: its name, the words of its help, the
/// options it takes and what comes after them.
struct CommandSyntax: Sendable {
    /// How many of the positional arguments a command takes.
    enum Count: Sendable {
        case optional
        case one
        case any
    }

    /// The arguments after the options: a script, transcripts.
    struct Positional: Sendable {
        let name: String
        let help: String
        let count: Count
    }

    /// As typed: `scenelab` or `scenelab check`.
    let name: String
    let abstract: String
    var discussion: String? = nil
    /// Given, `--version` prints it.
    var version: String? = nil
    let positional: Positional
    let options: [OptionSyntax]

    /// The option called `name`, if the command takes one.
    func option(named name: String) -> OptionSyntax? {
        options.first { $0.name == name }
    }

    /// `scenelab [<options>] [<file>]`.
    var usage: String {
        let argument: String
        switch positional.count {
        case .optional: argument = "[<\(positional.name)>]"
        case .one: argument = "<\(positional.name)>"
        case .any: argument = "<\(positional.name)> ..."
        }
        return "\(name) [<options>] \(argument)"
    }
}
