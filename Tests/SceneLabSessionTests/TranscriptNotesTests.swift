import Testing

@testable import SceneLabCore
@testable import SceneLabSession

/// What a lesson reads from a transcript's comments: each step's note, the
/// steps a quiz does not ask, and the language it runs in.
@Suite struct TranscriptNotesTests {
    let text = """
        # Lesson 9: a title
        #: lang ru
        #
        # The header.

        #: not quizzed
        # Launching first.
        > launch
        ...
        # Not this line: a blank line follows.

        # Pushing A:
        # the new one appears before the old one disappears.
        > push A
          x
        > pop
          y
        """

    @Test func eachStepHasTheNoteDirectlyAboveIt() throws {
        let transcript = try Transcript(parsing: text)
        #expect(transcript.blocks.map(\.note) == [
            ["Launching first."],
            ["Pushing A:", "the new one appears before the old one disappears."],
            [],
        ])
    }

    @Test func aMarkedStepAndADotsStepAreNotQuizzed() throws {
        var transcript = try Transcript(parsing: text)
        #expect(transcript.blocks.map(\.isQuizzed) == [false, true, true])
        transcript.blocks[0].expected = ["z"]
        #expect(transcript.blocks[0].isQuizzed == false)
        transcript = try Transcript(parsing: "> launch\n  z\n")
        #expect(transcript.blocks[0].isQuizzed)
        // `...` alone, with no marker above, is enough.
        transcript = try Transcript(parsing: "> launch\n...\n> push A\n  x\n")
        #expect(transcript.blocks.map(\.isQuizzed) == [false, true])
    }

    @Test func aScriptPlaysWithItsCommentsAsNotesIndentedOrNot() throws {
        let transcript = try Transcript(parsing: Transcript.fromScript("  # Set up first.\nlaunch\n\n    # A goes on.\n  push A\n"))
        #expect(transcript.blocks.map(\.command) == ["launch", "push A"])
        #expect(transcript.blocks.map(\.note) == [["Set up first."], ["A goes on."]])
        #expect(transcript.blocks.allSatisfy { $0.expected.isEmpty })
    }

    @Test func theLanguageDirectiveSetsTheLanguageAndIsHidden() throws {
        let transcript = try Transcript(parsing: text)
        #expect(transcript.language == .ru)
        #expect(transcript.preamble.filter(Transcript.isShown).contains("#: lang ru") == false)
        #expect(throws: TranscriptError.self) { try Transcript(parsing: "#: lang fr\n> launch\n") }
    }

    @Test func aRussianTranscriptRunsInRussianWithoutAStep() {
        let russian = TranscriptChecker.check("#: lang ru\n> lang\n  приложения говорят по-русски (ru)\n", name: "t")
        #expect(russian.passed, "\(russian.diff)")
        let english = TranscriptChecker.check("> lang\n  приложения говорят по-русски (ru)\n", name: "t")
        #expect(!english.passed)
    }
}
