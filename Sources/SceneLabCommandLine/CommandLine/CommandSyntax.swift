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
        /// `help` in Russian, for `--help` under `--lang ru` or a Russian locale.
        let ru: String
        let count: Count
        /// The endings of the files a shell completes it with (`t` for
        /// transcripts); empty for any file.
        var extensions: [String] = []
    }

    /// A line of a list in help and the manual: an exit status and what it
    /// means, or an environment variable and what scenelab does with it.
    struct Entry: Sendable {
        let name: String
        let text: String
        /// `text` in Russian.
        let ru: String
    }

    /// As typed: `scenelab` or `scenelab check`.
    let name: String
    let abstract: String
    /// `abstract` in Russian.
    let russianAbstract: String
    var discussion: String? = nil
    /// `discussion` in Russian.
    var russianDiscussion: String? = nil
    /// Given, `--version` prints it.
    var version: String? = nil
    let positional: Positional
    let options: [OptionSyntax]
    /// What each exit status means, for help's EXIT STATUS.
    var exitStatus: [Entry] = []
    /// The environment variables the command reads, for help's ENVIRONMENT.
    var environment: [Entry] = EnvironmentVariables.all

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
