import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

@Suite struct TranscriptCheckerTests {
    static let shortPassing = """
        # A transcript starts with comments.

        > pop
        error: no app is running; type `launch` first
        > trace none
        > launch
        # nothing shows: every channel is off
        > push Foo
          note: Foo is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
        > trace lifecycle on
        > pop
          Foo#1 viewWillDisappear(animated: true)
          TaskListController#1 viewWillAppear(animated: true)
          Foo#1 viewDidDisappear(animated: true)
          TaskListController#1 viewDidAppear(animated: true)

        """

    @Test func handWrittenTranscriptPasses() {
        let result = TranscriptChecker.check(Self.shortPassing, name: "short.t")
        #expect(result.passed, "\(result.diff)")
        #expect(result.diff == "")
    }

    @Test func eachCheckStartsFromAFreshSession() {
        // The transcript launches; a second run would be refused if state leaked between checks.
        #expect(TranscriptChecker.check(Self.shortPassing, name: "a.t").passed)
        #expect(TranscriptChecker.check(Self.shortPassing, name: "b.t").passed)
    }

    @Test func transcriptOfTheRealOutputPasses() {
        var session = Session()
        var text = "# generated\n"
        for command in ["launch", "push TaskEditController", "present M --style full-screen", "dismiss", "pop", "kill"]
        {
            text += "> \(command)\n"
            for line in TranscriptChecker.output(of: command, in: &session) { text += line + "\n" }
        }
        #expect(text.contains("  TaskEditController#1 deinit"))
        let result = TranscriptChecker.check(text, name: "real.t")
        #expect(result.passed, "\(result.diff)")
    }

    @Test func failingTranscriptDiffShowsExpectedAndActual() {
        let text = """
            > pop
            error: something else
            > trace none

            """
        let result = TranscriptChecker.check(text, name: "wrong.t")
        #expect(!result.passed)
        let lines = result.diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "--- wrong.t")
        #expect(lines.dropFirst().first == "+++ wrong.t (actual)")
        #expect(lines.contains("-error: something else"))
        #expect(lines.contains("+error: no app is running; type `launch` first"))
        #expect(lines.contains(" > pop"))
        #expect(result.diff.hasSuffix("\n"))
    }

    @Test func missingOutputIsAFailure() {
        let result = TranscriptChecker.check("> launch\n", name: "short.t")
        #expect(!result.passed)
        #expect(result.diff.contains("+  SceneDelegate#1 sceneDidBecomeActive(_:)"))
        #expect(!result.diff.contains("\n-"))
    }

    @Test func extraExpectedOutputIsAFailure() {
        let result = TranscriptChecker.check("> trace none\n  ghost line\n", name: "extra.t")
        #expect(!result.passed)
        #expect(result.diff.contains("\n-  ghost line\n"))
    }

    @Test func outputBeforeTheFirstCommandIsAnError() {
        let result = TranscriptChecker.check("# fine\nstray output\n> launch\n", name: "bad.t")
        #expect(!result.passed)
        #expect(result.diff == "bad.t:2: error: output before the first `> command` line\n")
    }

    @Test func outputOfRendersErrorsInlineAndHidesFilteredChannels() {
        var session = Session()
        #expect(TranscriptChecker.output(of: "pop", in: &session) == ["error: no app is running; type `launch` first"])
        #expect(
            TranscriptChecker.output(of: "psuh", in: &session)
                == ["error: column 1: unknown command 'psuh'; did you mean 'push'?"])
        let launch = TranscriptChecker.output(of: "launch", in: &session)
        #expect(!launch.contains { $0.contains("viewWillLayoutSubviews") })
        #expect(!launch.contains { $0.hasPrefix(">") })
        #expect(launch.allSatisfy { $0.hasPrefix("  ") })
    }
}

@Suite struct TranscriptParsingTests {
    @Test func readsPreambleBlocksAndComments() throws {
        let text = "# title\n\n> launch\n  line 1\n# note\n  line 2\n>\n> home\n"
        let transcript = try Transcript(parsing: text)
        #expect(transcript.preamble == ["# title", ""])
        #expect(transcript.blocks.map(\.command) == ["launch", "", "home"])
        #expect(transcript.blocks.map(\.line) == [3, 7, 8])
        #expect(transcript.blocks[0].expected == ["  line 1", "  line 2"])
        #expect(transcript.blocks[0].comments == ["# note"])
        #expect(transcript.blocks[2].expected.isEmpty)
    }

    /// Windows line endings split like Unix ones.
    @Test func acceptsWindowsLineEndings() throws {
        let transcript = try Transcript(parsing: "> pop\r\nerror: x\r\n")
        #expect(transcript.blocks.count == 1)
        #expect(transcript.blocks.first?.command == "pop")
        #expect(transcript.blocks.first?.expected == ["error: x"])
    }

    /// A CRLF transcript that opens with a comment is still read line by line and checked.
    @Test func crlfTranscriptIsCheckedLikeItsLFTwin() throws {
        let lf = "# wrong on purpose\n> pop\nerror: not what scenelab prints\n"
        let crlf = lf.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        #expect(!TranscriptChecker.check(lf, name: "lf.t").passed)
        #expect(try Transcript(parsing: lf).blocks.count == 1)
        let crlfBlocks = try Transcript(parsing: crlf).blocks.count
        #expect(crlfBlocks == 1)
        #expect(!TranscriptChecker.check(crlf, name: "crlf.t").passed)
    }

    @Test func outputBeforeTheFirstCommandNamesItsLine() {
        #expect(throws: TranscriptError(line: 3, "output before the first `> command` line")) {
            try Transcript(parsing: "# a\n\n  stray\n> launch\n")
        }
    }

    @Test func renderingRoundTripsTheBlocks() throws {
        let text = "# t\n> launch\n  a\n  b\n> home\n"
        let transcript = try Transcript(parsing: text)
        #expect(transcript.rendered() == ["# t", "> launch", "  a", "  b", "> home"])
        #expect(transcript.rendered(outputs: [["  x"], []]) == ["# t", "> launch", "  x", "> home"])
    }
}
