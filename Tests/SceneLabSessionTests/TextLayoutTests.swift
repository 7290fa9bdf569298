import Testing

@testable import SceneLabSession
@testable import SceneLabCore

/// Completion lists in columns and long lines wrapped, for a terminal's width.
@Suite struct TextLayoutTests {
    @Test func columnsFillDownThenAcrossWithinTheWidth() {
        let items = ["alpha", "beta", "gamma", "delta", "epsilon"]
        let lines = TextLayout.columns(items, width: 30)
        #expect(lines == ["alpha    gamma    epsilon", "beta     delta"])
        #expect(lines.allSatisfy { $0.count <= 30 })
        #expect(TextLayout.columns(items, width: 8) == items)
        #expect(TextLayout.columns([], width: 80).isEmpty)
    }

    @Test func wrapBreaksAtSpacesAndIndentsWhatFollows() {
        let line = "  usage: defaults read|read-type|write|delete [DOMAIN] [KEY] [VALUE] and more words here"
        let pieces = TextLayout.wrap(line, width: 40)
        #expect(pieces.count > 1)
        #expect(pieces.allSatisfy { $0.count <= 40 || !$0.dropFirst(4).contains(" ") })
        #expect(pieces.dropFirst().allSatisfy { $0.hasPrefix("    ") })
        #expect(
            pieces.map { $0.trimmingPrefix(while: { $0 == " " }) }.joined(separator: " ")
                == line.trimmingPrefix(while: { $0 == " " }))
        #expect(TextLayout.wrap("short", width: 40) == ["short"])
    }

    @Test func wrapHangsWhatFollowsFromTheContinuationItIsGiven() {
        let column = String(repeating: " ", count: 12)
        let pieces = TextLayout.wrap("  --name   one two three four five six", width: 24, continuation: column)
        #expect(pieces == ["  --name   one two three", column + "four five", column + "six"])
        #expect(
            TextLayout.wrap("OVERVIEW: a b c d e f g h i j", width: 16, continuation: "") == [
                "OVERVIEW: a b c", "d e f g h i j",
            ])
    }

    @Test func swipeCompletesRowsThenTheRowsActions() {
        var session = Session()
        _ = session.execute("launch")
        _ = session.execute("task add Milk")
        #expect(Completion.candidates(forLine: "swipe ", in: session).candidates == ["1"])
        #expect(Completion.candidates(forLine: "swipe 1 ", in: session).candidates == ["delete", "edit"])
        #expect(Completion.candidates(forLine: "move 1 ", in: session).candidates == ["1", "2"])
        #expect(Completion.candidates(forLine: "delete ", in: session).candidates == ["1"])
    }

    @Test func tapOffersLabelsInTheScreensLanguage() {
        var session = Session(simulator: Simulator(language: .ru))
        _ = session.execute("launch")
        _ = session.execute("tap +")
        let candidates = Completion.candidates(forLine: "tap ", in: session).candidates
        #expect(candidates.contains("save"))
        #expect(candidates.contains("Сохранить"))
    }
}

/// Completion of model commands' second words and of `--decode json`.
@Suite struct VerbCompletionTests {
    @Test func snakeWiringAndConcentrationReuseCompleteTheirValues() {
        let session = Session()
        #expect(Completion.candidates(forLine: "snake ", in: session).candidates == ["records", "wiring"])
        #expect(Completion.candidates(forLine: "snake wiring ", in: session).candidates == ["closure", "delegate"])
        #expect(Completion.candidates(forLine: "concentration reuse o", in: session).candidates == ["off", "on"])
    }

    @Test func defaultsReadOfAKeyOffersDecodeJSON() {
        var session = Session()
        _ = session.execute("defaults write com.example.Snake records -data 5b5d")
        #expect(
            Completion.candidates(forLine: "defaults read com.example.Snake records --", in: session).candidates == [
                "--decode"
            ])
        #expect(
            Completion.candidates(forLine: "defaults read com.example.Snake records --decode ", in: session).candidates
                == ["json"])
    }
}
