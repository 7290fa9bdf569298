import SceneLabCore
import Testing

@testable import SceneLabCommandLine

/// The command line read against each command's syntax: values, flags,
/// positional arguments, and an error that names what to change.
struct CommandLineTests {
    private struct NotARun: Error {}

    private func parsed(
        _ arguments: [String], _ syntax: CommandSyntax = SceneLabCommand.syntax
    ) throws
        -> ParsedArguments
    {
        guard case .run(let parsed) = try ParsedArguments.parse(arguments, for: syntax) else { throw NotARun() }
        return parsed
    }

    /// The usage error of `arguments`, read as `command` reads them (parsed, then the command made), if any.
    private func error(_ arguments: [String], _ command: any Command.Type = SceneLabCommand.self) -> String? {
        do {
            let request = try ParsedArguments.parse(arguments, for: command.syntax)
            guard case .run(let parsed) = request else { return nil }
            _ = try command.init(parsed)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func optionsTakeTheirValueAfterASpaceOrAnEqualsSign() throws {
        let spaced = try parsed(["--format", "jsonl", "--seed", "7", "script.scn"])
        let joined = try parsed(["--format=jsonl", "--seed=7", "script.scn"])
        #expect(spaced == joined)
        let command = try SceneLabCommand(spaced)
        #expect(command.output.format == .jsonl)
        #expect(command.device.seed == 7)
        #expect(command.file == "script.scn")
    }

    @Test func defaultsHoldWhenAnOptionIsNotGiven() throws {
        let command = try SceneLabCommand(try parsed([]))
        #expect(command.output.format == .text)
        #expect(command.device.model == .iPhone)
        #expect(command.device.plistFormat == .xml)
        #expect(command.device.seed == 1)
        #expect(command.file == nil)
        #expect(!command.echo)
    }

    @Test func theLastValueGivenWins() throws {
        let command = try SceneLabCommand(try parsed(["--device", "ipad", "--device", "iphone-x"]))
        #expect(command.device.model == .iPhoneX)
    }

    @Test func aLoneDashIsStandardInputAndADoubleDashEndsTheOptions() throws {
        #expect(try parsed(["--echo", "-"]).positionals == ["-"])
        #expect(try parsed(["--", "--echo"]).positionals == ["--echo"])
        #expect(try !parsed(["--", "--echo"]).flag("echo"))
    }

    @Test func helpAndVersionWinOverMistakes() throws {
        #expect(try ParsedArguments.parse(["--nonsense", "-h"], for: SceneLabCommand.syntax) == .help)
        #expect(try ParsedArguments.parse(["--version"], for: SceneLabCommand.syntax) == .version)
        // `check` has no version: the word is an unknown option there.
        #expect(error(["--version"], CheckCommand.self)?.hasPrefix("unknown option '--version'") == true)
    }

    @Test func wrongValuesNameTheOptionAndWhatItTakes() {
        #expect(error(["--format", "xml"]) == "--format takes text or jsonl, not 'xml'")
        #expect(error(["--device", "watch"]) == "--device takes iphone, iphone-x, ipad or ipad-pro-9.7, not 'watch'")
        #expect(error(["--seed", "-1"]) == "--seed takes a whole number from 0, not '-1'")
        #expect(error(["--lesson", "two"]) == "--lesson takes a whole number, not 'two'")
        #expect(error(["--seed"]) == "--seed needs a value: --seed <seed>")
        #expect(error(["--echo=yes"]) == "--echo is a flag; it takes no value")
    }

    @Test func unknownOptionsAreShownSafelyWithASuggestion() {
        #expect(error(["--formt"]) == "unknown option '--formt'; did you mean '--format'?")
        #expect(error(["--zzz"]) == "unknown option '--zzz' (see --help)")
        #expect(error(["-x"]) == "unknown option '-x' (see --help)")
        #expect(error(["--\u{1B}[2J"]) == "unknown option '--\\u{1b}[2J' (see --help)")
    }

    @Test func positionalArgumentsAreCounted() {
        #expect(error(["a.scn", "b.scn"]) == "one <file> only; unexpected 'b.scn'")
        #expect(error([], CheckCommand.self) == "name at least one transcript file")
        #expect(error([], QuizCommand.self) == "name the <file>")
        #expect(error(["a.t", "b.t"], CheckCommand.self) == nil)
    }

    @Test func optionsThatDoNotGoTogetherAreRefused() {
        #expect(error(["--quiz"])?.contains("give --lesson N too") == true)
        #expect(error(["--lesson", "2", "x.scn"])?.contains("drop the script FILE") == true)
        #expect(error(["--ephemeral", "--data-dir", "/tmp/x"])?.contains("drop --data-dir") == true)
        #expect(error(["--ios", "8"])?.hasPrefix("--ios takes a version from 9 to 26") == true)
        #expect(error(["--ios", "12", "--lifecycle", "scene"])?.hasPrefix("iOS 12 and earlier have no scenes") == true)
        #expect(error(["--lock-timeout", "nan"]) == "--lock-timeout takes seconds from 0 to 86400")
        for refused in ["abc", "21", "7.", "7.100", "7.-1"] {
            #expect(error(["--chapter", refused])?.hasPrefix("--chapter takes a chapter number from 1 to 20") == true)
        }
        #expect(error(["--chapter", "7.4"]) == nil && error(["--chapter", "15"]) == nil && error(["--chapter", "9.0"]) == nil)
    }

    @Test func helpListsEveryOptionWithItsValuesAndDefault() {
        let help = HelpText.of(SceneLabCommand.syntax)
        for option in SceneLabCommand.syntax.options { #expect(help.contains("--" + option.name)) }
        #expect(help.contains("USAGE: scenelab [<options>] [<file>]"))
        let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            words.contains(
                "--format <format> What standard output carries: text or jsonl. (values: text, jsonl; default: text)"))
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= HelpText.width })
    }

    @Test(arguments: Shell.allCases)
    func completionScriptsOfferEveryOptionAndItsChoices(shell: Shell) {
        let text = Main.completion.text(for: shell)
        for syntax in [SceneLabCommand.syntax, CheckCommand.syntax, QuizCommand.syntax] {
            for option in syntax.options {
                // fish names an option without its dashes (`-l format`).
                #expect(text.contains(shell == .fish ? "-l \(option.name)" : "--\(option.name)"))
                if !option.choices.isEmpty { #expect(text.contains(option.choices.joined(separator: " "))) }
            }
        }
        #expect(text.contains("check") && text.contains("quiz"))
    }

    /// Hostile command lines: every mix of odd words either parses or is
    /// refused with a one-line message that shows no control character raw.
    @Test func anyMixOfWordsParsesOrIsRefusedInOneVisibleLine() {
        let vocabulary = [
            "--", "-", "", "=", "--=", "--=x", "---format", "--format", "--format=", "--format=jsonl", "jsonl",
            "--echo", "--echo=", "--seed", "99999999999999999999", "-1", "--ios", "12", "--lifecycle", "scene",
            "--lesson", "3", "--quiz", "x.scn", "--data-dir", "--ephemeral", "\u{1B}[2J", "--\u{7}", "--lang",
            "ру", "--lock-timeout", "1e400", "--generate-completion-script", "tcsh", "-x", "--results",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            // xorshift64*: a fixed sequence, so that a failure replays.
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return Int((state &* 0x2545_F491_4F6C_DD1D) >> 33) % bound
        }
        for _ in 0..<3_000 {
            let words = (0..<next(6)).map { _ in vocabulary[next(vocabulary.count)] }
            for command: any Command.Type in [SceneLabCommand.self, CheckCommand.self, QuizCommand.self] {
                guard let message = error(words, command) else { continue }
                #expect(!message.isEmpty)
                #expect(!message.contains("\n"))
                #expect(!VisibleText.needsEscaping(message), "\(words): \(message)")
            }
        }
    }
}
