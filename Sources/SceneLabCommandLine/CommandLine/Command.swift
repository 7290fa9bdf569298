import SceneLabSession
import SceneLabCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a command's process ends.
enum ExitStatus: Int32 {
    case success = 0
    case failure = 1
    /// EX_USAGE: the command line itself was wrong.
    case usage = 64
}

/// A command scenelab runs from its command line: its syntax as data, a
/// value made from the parsed arguments, and the run.
protocol Command {
    static var syntax: CommandSyntax { get }

    /// The command the arguments describe; an error says what to change.
    init(_ arguments: ParsedArguments) throws(UsageError)

    /// Does the work. A usage error found only now (an `--events` file that
    /// cannot be opened) ends the process as one found while parsing does.
    func run() throws(UsageError) -> ExitStatus
}

extension Command {
    /// Parses `arguments` (without the program's name), answers `--help` and
    /// `--version`, runs the command and ends the process with its status.
    static func main(_ arguments: [String]) -> Never {
        let status: ExitStatus
        do throws(UsageError) {
            switch try ParsedArguments.parse(arguments, for: syntax) {
            case .help:
                // At a terminal a help longer than the screen goes through the pager, as `git help` does.
                let text = HelpText.of(syntax, in: CommandLineLanguage.of(arguments))
                let lineCount = text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
                if !(Pager.isLong(lineCount: lineCount) && Pager.page(Array(text.utf8))) {
                    OutputStream.writeImmediately(text, to: 1)
                }
                status = .success
            case .version:
                OutputStream.writeImmediately((syntax.version ?? "") + "\n", to: 1)
                status = .success
            case .run(let parsed):
                status = try Self(parsed).run()
            }
        } catch {
            let language = CommandLineLanguage.of(arguments)
            OutputStream.writeImmediately(
                Phrase.labelError(language) + " " + error.text(in: language) + "\n"
                    + Phrase.cliUsage(language, syntax.usage) + "\n" + Phrase.cliSeeHelp(language, syntax.name) + "\n",
                to: 2)
            status = .usage
        }
        exitProcess(status.rawValue)
    }
}
