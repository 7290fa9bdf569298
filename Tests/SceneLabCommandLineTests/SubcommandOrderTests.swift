import Testing

@testable import SceneLabCommandLine

/// Options may come before a subcommand as well as after it: the program reads
/// `scenelab --ephemeral open PATH` as `scenelab open PATH --ephemeral`.
struct SubcommandOrderTests {
    @Test func aFlagBeforeOpenGoesAfterItsPath() {
        #expect(Main.subcommandFirst(["--ephemeral", "open", "Demo"]) == ["open", "Demo", "--ephemeral"])
        #expect(
            Main.subcommandFirst(["--format", "jsonl", "--ephemeral", "open", "Demo", "walk.scn"])
                == ["open", "Demo", "--format", "jsonl", "--ephemeral", "walk.scn"])
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
        #expect(Main.subcommandFirst(["--ephemeral", "open"]) == ["--ephemeral", "open"])
        #expect(Main.subcommandFirst(["--", "open", "Demo"]) == ["--", "open", "Demo"])
    }
}
