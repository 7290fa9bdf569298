import SceneLabSession
import Testing

@testable import SceneLabCommandLine

/// Options may come before a subcommand as well as after it: the program reads
/// `scenelab --ephemeral open PATH` as `scenelab open --ephemeral PATH`, and `open`'s
/// path is its first argument that is no option, wherever the options are.
struct SubcommandOrderTests {
    @Test func aFlagBeforeOpenFollowsIt() {
        #expect(Main.subcommandFirst(["--ephemeral", "open", "Demo"]) == ["open", "--ephemeral", "Demo"])
        #expect(
            Main.subcommandFirst(["--format", "jsonl", "--ephemeral", "open", "Demo", "walk.scn"])
                == ["open", "--format", "jsonl", "--ephemeral", "Demo", "walk.scn"])
        #expect(Main.subcommandFirst(["--ephemeral", "open"]) == ["open", "--ephemeral"])
    }

    @Test func openTakesItsPathWhereverTheOptionsAre() throws {
        let expected = ["--open", "Demo", "--lang", "ru", "walk.scn"]
        #expect(try Main.openArguments(["--lang", "ru", "Demo", "walk.scn"]).get() == expected)
        #expect(try Main.openArguments(["Demo", "--lang", "ru", "walk.scn"]).get() == ["--open", "Demo", "--lang", "ru", "walk.scn"])
        #expect(try Main.openArguments(["--lang=ru", "Demo"]).get() == ["--open", "Demo", "--lang=ru"])
        #expect(try Main.openArguments(["--ephemeral", "Demo"]).get() == ["--open", "Demo", "--ephemeral"])
        // An option's value is never the path, even one that looks like a path.
        #expect(try Main.openArguments(["--data-dir", "/tmp/d", "Demo"]).get() == ["--open", "Demo", "--data-dir", "/tmp/d"])
        // After `--`, a path may start with a dash.
        #expect(try Main.openArguments(["--", "-Odd", "walk.scn"]).get() == ["--open", "-Odd", "--", "walk.scn"])
        #expect(try Main.openArguments(["Demo", "-"]).get() == ["--open", "Demo", "-"])
        // An option the root command does not know is left for it to refuse.
        #expect(try Main.openArguments(["--no-such", "Demo"]).get() == ["--open", "Demo", "--no-such"])
        #expect(try Main.openArguments(["--open", "Demo"]).get() == ["--open", "Demo"])
        #expect(try Main.openArguments(["--open=Demo"]).get() == ["--open=Demo"])
        #expect(try Main.openArguments(["--help"]).get() == ["--help"])
    }

    @Test func openWithoutAPathOrWithTwoIsRefused() {
        for arguments in [[], ["--ephemeral"], ["--lang", "ru"]] as [[String]] {
            #expect(throws: UsageError(.cliOpenNeedsPath)) { try Main.openArguments(arguments).get() }
        }
        #expect(throws: UsageError(.cliOpenTwice, "A", "B")) { try Main.openArguments(["A", "--open", "B"]).get() }
        #expect(throws: UsageError(.cliOpenTwice, "A", "B")) { try Main.openArguments(["--open", "B", "A"]).get() }
        #expect(throws: UsageError(.cliOpenTwice, "A", "B")) { try Main.openArguments(["A", "--open=B"]).get() }
    }

    @Test func optionsBeforeOtherSubcommandsFollowTheirName() {
        #expect(Main.subcommandFirst(["--lang", "ru", "check", "a.t"]) == ["check", "--lang", "ru", "a.t"])
        #expect(Main.subcommandFirst(["--lang=ru", "check", "a.t"]) == ["check", "--lang=ru", "a.t"])
        #expect(Main.subcommandFirst(["--lang", "ru", "quiz", "a.t"]) == ["quiz", "--lang", "ru", "a.t"])
    }

    @Test func anOptionsValueIsNeverTakenForASubcommand() {
        // `--open check` opens a folder called check; nothing is moved.
        #expect(Main.subcommandFirst(["--open", "check", "x.scn"]) == ["--open", "check", "x.scn"])
    }

    @Test func whatIsNoSubcommandIsLeftAlone() {
        #expect(Main.subcommandFirst(["open", "Demo"]) == ["open", "Demo"])
        #expect(Main.subcommandFirst(["--echo", "walk.scn"]) == ["--echo", "walk.scn"])
        #expect(Main.subcommandFirst(["--no-such-option", "open", "Demo"]) == ["--no-such-option", "open", "Demo"])
        #expect(Main.subcommandFirst(["--", "open", "Demo"]) == ["--", "open", "Demo"])
    }
}
