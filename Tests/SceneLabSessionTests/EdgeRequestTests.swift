import CommandGrammar
import Testing

@testable import SceneLabCore
@testable import SceneLabSession

/// The commands only the program around a session can carry out: the
/// session parses them and hands them over; a transcript says it cannot.
@Suite struct EdgeRequestTests {
    @Test func sourceRecordAndHistoryParseToRequests() throws {
        #expect(try Parser.parse("source setup.scn") == .edge(.source(path: "setup.scn")))
        #expect(try Parser.parse("record walk.t") == .edge(.record(path: "walk.t", replacing: false)))
        #expect(try Parser.parse("record walk.t --force") == .edge(.record(path: "walk.t", replacing: true)))
        #expect(try Parser.parse("export --force svg a.svg") == .edge(.export(.svg, path: "a.svg", replacing: true)))
        #expect(try Parser.parse("export html a.html") == .edge(.export(.html, path: "a.html", replacing: false)))
        #expect(try Parser.parse("record stop") == .edge(.stopRecording))
        #expect(try Parser.parse("history") == .edge(.history(count: nil)))
        #expect(try Parser.parse("history 5") == .edge(.history(count: 5)))
        #expect(
            try Parser.parse("history 5 --save h.scn") == .edge(.history(count: 5, savingTo: "h.scn", replacing: false))
        )
        #expect(
            try Parser.parse("history --save h.scn --force")
                == .edge(.history(count: nil, savingTo: "h.scn", replacing: true)))
        #expect(throws: CommandError.self) { try Parser.parse("history --force") }
        #expect(throws: CommandError.self) { try Parser.parse("history --save") }
        #expect(throws: CommandError.self) { try Parser.parse("history 0") }
        #expect(throws: CommandError.self) { try Parser.parse("source") }
    }

    @Test func theSessionHandsTheRequestOverAndDoesNothingElse() {
        var session = Session()
        let outcome = session.execute("source x.scn")
        #expect(outcome.request == .source(path: "x.scn"))
        #expect(!outcome.failed)
        #expect(outcome.events.allSatisfy { $0.kind == .command })
    }

    @Test func aTranscriptSaysItCannotSource() {
        let result = TranscriptChecker.check("> source x.scn\n", name: "t")
        #expect(!result.passed)
        #expect(result.diff.contains("+error: source is not available in a transcript"))
    }

    @Test(arguments: [
        (["a", "...", "d"], ["a", "b", "c", "d"], true),
        (["a", "...", "d"], ["a", "d"], true),
        (["..."], [], true),
        (["a", "...", "d"], ["a", "b", "c"], false),
        (["...", "x", "..."], ["a", "x", "b"], true),
        (["...", "x", "..."], ["a", "b"], false),
        (["a"], ["a", "b"], false),
    ])
    func dotsMatchAnyRunOfLines(expected: [String], lines: [String], matches: Bool) {
        #expect(TranscriptChecker.matches(expected, lines) == matches)
    }

    @Test func completionOffersFilesAfterSourceAndRecordOnly() {
        let session = Session()
        let files: (String) -> [String] = { partial in ["setup.scn", "lessons/"].filter { $0.hasPrefix(partial) } }
        #expect(Completion.candidates(forLine: "source s", in: session, files: files).candidates == ["setup.scn"])
        #expect(
            Completion.candidates(forLine: "record ", in: session, files: files).candidates == [
                "lessons/", "setup.scn", "stop",
            ])
        #expect(Completion.candidates(forLine: "push s", in: session, files: files).candidates.isEmpty)
        #expect(
            Completion.candidates(forLine: "defaults export com.example.ToDoManager s", in: session, files: files)
                .candidates == ["setup.scn"])
        // After the FILE, the flag that lets it replace an existing file.
        for line in ["record a.t --", "defaults export com.example.ToDoManager a.plist --"] {
            #expect(Completion.candidates(forLine: line, in: session, files: files).candidates == ["--force"])
        }
        // `export` also takes a range of commands.
        #expect(
            Completion.candidates(forLine: "export html a.html --f", in: session, files: files).candidates == [
                "--force", "--from",
            ])
    }
}
