import Testing

@testable import PropertyLists
@testable import SceneLabSession

/// `scenelab results` as a teacher reads it: a quiz stopped early ranked below every finished
/// one, a retake beside the quiz before it, scores in bands, one student's every step.
@Suite struct ClassResultsTests {
    let right = ["A#1 init(nibName:bundle:)", "A#1 loadView()", "A#1 viewDidLoad()"]
    var moved: [String] { Array(right[1...]) + [right[0]] }

    /// A results line with the points given, whatever the quiz's scoring makes of the answer.
    func line(
        _ student: String, _ time: String, _ answers: [(given: [String], points: Int)], finished: Bool = true,
        stoppedAt: Int? = nil, attempt: String? = nil
    ) -> String {
        var result = QuizResult(lesson: "03-push-pop", number: 3, title: "Push and pop", language: .en, student: student)
        result.steps = answers.enumerated().map { index, answer in
            .init(number: index + 2, command: "push A", expected: right, answer: answer.given, points: answer.points)
        }
        result.finished = finished
        result.lessonSteps = 7
        result.stoppedAt = stoppedAt
        result.attempt = attempt
        return result.jsonLine(time: "2026-11-28T" + time + ":00Z")
    }

    func results(_ lines: [String]) -> ClassResults {
        ClassResults(lines: lines.enumerated().map { ("f:\($0.offset + 1)", $0.element) })
    }

    @Test func aQuizStoppedEarlyRanksBelowEveryFinishedOneAndSaysHowFarItGot() {
        let results = results([
            line("amy", "09:00", [(right, 3)], finished: false, stoppedAt: 3),
            line("bob", "09:05", [(moved, 2), (right, 3)]),
            line("cat", "09:06", [(moved, 1), (moved, 1)]),
        ])
        #expect(results.ranked.map(\.student) == ["bob", "cat", "amy"])
        #expect(results.ranked.map(\.rank) == [1, 2, 3])
        #expect(results.ranked.map(\.answered) == [2, 2, 1])
        let amy = results.text(in: .en).split(separator: "\n").first { $0.contains("amy") }
        #expect(amy?.hasSuffix("3/3  100%  stopped at step 3 of 7, steps answered: 1") == true)
        #expect(amy?.hasPrefix("  3  amy") == true)
        let russian = results.text(in: .ru).split(separator: "\n").first { $0.contains("amy") }
        #expect(russian?.hasSuffix("остановился на шаге 3 из 7, отвечено шагов: 1") == true)
    }

    @Test func aRetakeIsRankedByItselfAndSitsRightAfterTheQuizBeforeIt() {
        let results = results([
            line("bob", "09:05", [(moved, 2)]),
            line("amy", "09:00", [(moved, 1)]),
            line("amy", "09:40", [(right, 3)]),
        ])
        #expect(results.ranked.map(\.student) == ["amy", "amy", "bob"])
        #expect(results.ranked.map(\.isRetake) == [false, true, false])
        #expect(results.ranked.map(\.rank) == [1, 1, 2])
        let rows = results.text(in: .en).split(separator: "\n").filter { $0.contains("03-push-pop") }
        #expect(rows[0].hasPrefix("  1  amy"))
        // The rank is said once for a student's quizzes of a lesson.
        #expect(rows[1].hasPrefix("     amy      03-push-pop (retake 09:40)"))
        #expect(rows[2].hasPrefix("  2  bob"))
    }

    @Test func tiesShareAPlaceAndTheNextPlaceCountsThem() {
        let results = results([
            line("amy", "09:00", [(right, 3)]), line("bob", "09:01", [(right, 3)]),
            line("cat", "09:02", [(moved, 2)]), line("dan", "09:03", [(right, 3)], finished: false, stoppedAt: 4),
            line("eve", "09:04", [(right, 3)], finished: false, stoppedAt: 4),
            line("fay", "09:05", [(moved, 2)], finished: false, stoppedAt: 4),
        ])
        #expect(results.ranked.map(\.rank) == [1, 1, 3, 4, 4, 6])
    }

    @Test func scoresFallInBandsThatTheTerminalAndThePagePaint() {
        #expect(ClassResults.Band(share: 1) == .high)
        #expect(ClassResults.Band(share: 0.8) == .high)
        #expect(ClassResults.Band(share: 0.79) == .middle)
        #expect(ClassResults.Band(share: 0.5) == .middle)
        #expect(ClassResults.Band(share: 0.49) == .low)
        #expect(ClassResults.Band(share: 1, finished: false) == .unfinished)
        let results = results([
            line("amy", "09:00", [(right, 3)]), line("bob", "09:05", [(moved, 2)]),
            line("cat", "09:06", [(moved, 1)]), line("dan", "09:07", [(right, 3)], finished: false, stoppedAt: 3),
        ])
        #expect(!results.text(in: .en).contains("\u{1B}"))
        let painted = results.text(in: .en, colored: true)
        for (student, colour) in [("amy", "32"), ("bob", "33"), ("cat", "31"), ("dan", "90")] {
            let row = painted.split(separator: "\n").first { $0.contains(student) }
            #expect(row?.contains("\u{1B}[\(colour)m") == true, "\(student)")
        }
        // The colours are explained once, in the language of the rest.
        #expect(painted.contains("\u{1B}[31munder 50%\u{1B}[0m"))
        #expect(results.text(in: .ru, colored: true).contains("\u{1B}[31mменьше 50%\u{1B}[0m"))
        let page = results.html(in: .en)
        #expect(page.contains("class=\"bar mid\" style=\"width:80px\""))
        #expect(page.contains("class=\"bar low\" style=\"width:40px\""))
        #expect(page.contains(".low{background:#ff3b30}"))
    }

    @Test func oneStudentsEveryStepGivenRightAndPoints() {
        let results = results([
            line("amy", "09:00", [(moved, 2), (right, 3)]), line("bob", "09:05", [(right, 3)]),
            line("amy", "09:40", [(right, 3)], finished: false, stoppedAt: 3),
        ])
        let amy = results.text(ofStudent: "amy", in: .en).split(separator: "\n")
        #expect(
            amy == [
                "amy, 03-push-pop: 5/6 (83%), finished: yes",
                "  step 2 (push A): 2 of 3 points",
                "      given: A.loadView A.didLoad A.init",
                "      right: A.init A.loadView A.didLoad",
                "  step 3 (push A): 3 of 3 points",
                "      given: A.init A.loadView A.didLoad",
                "      right: A.init A.loadView A.didLoad",
                "amy, 03-push-pop (retake 09:40): 3/3 (100%), finished: stopped at step 3 of 7, steps answered: 1",
                "  step 2 (push A): 3 of 3 points",
                "      given: A.init A.loadView A.didLoad",
                "      right: A.init A.loadView A.didLoad",
            ])
        let russian = results.text(ofStudent: "amy", in: .ru)
        #expect(russian.contains("  шаг 2 (push A): баллов 2 из 3\n      ответ: A.loadView A.didLoad A.init\n      верно: A.init"))
        #expect(results.text(ofStudent: "eve", in: .en).isEmpty)
        // The page has the same under a disclosure per quiz, a retake marked there too.
        let page = results.html(in: .en)
        #expect(page.contains("<summary>amy · 03-push-pop (retake 09:40) · 3/3 · stopped at step 3 of 7, steps answered: 1</summary>"))
        #expect(page.contains("<td><code>A.loadView A.didLoad A.init</code></td><td><code>A.init A.loadView A.didLoad</code></td><td class=\"n\">2/3</td>"))
    }

    @Test func jsonAndCSVCarryTheRankAndTheStepsAnswered() throws {
        let results = results([
            line("amy", "09:00", [(right, 3)], finished: false, stoppedAt: 3),
            line("bob", "09:05", [(moved, 2), (right, 3)]),
        ])
        let summary = try JSONValue.parse(Array(results.json.utf8))
        guard case .array(let attempts)? = summary["attempts"] else {
            Issue.record("no attempts")
            return
        }
        #expect(attempts.map { $0["student"] } == [.string("bob"), .string("amy")])
        #expect(attempts.map { $0["rank"] } == [.number(1), .number(2)])
        #expect(attempts.map { $0["answered"] } == [.number(2), .number(1)])
        let rows = results.csv(.students).split(separator: "\r\n").map { $0.split(separator: ",").map(String.init) }
        #expect(Array(rows[0].suffix(2)) == ["rank", "answered"])
        #expect(rows[1].first == "bob" && Array(rows[1].suffix(2)) == ["1", "2"])
        #expect(rows[2].first == "amy" && Array(rows[2].suffix(2)) == ["2", "1"])
    }

    @Test func theLastLineOfAnAttemptIsItsQuiz() {
        let results = results([
            line("amy", "09:00", [(right, 3)], finished: false, stoppedAt: 3, attempt: "a1"),
            line("bob", "09:01", [(moved, 2)], finished: false, stoppedAt: 3, attempt: "b1"),
            line("amy", "09:02", [(right, 3), (moved, 2)], attempt: "a1"),
            // A retake is another attempt: it stays a retake.
            line("bob", "09:10", [(right, 3), (right, 3)], attempt: "b2"),
            line("bob", "09:20", [(right, 3), (right, 3)]),
        ])
        let amy = results.attempts.filter { $0.student == "amy" }
        #expect(amy.count == 1)
        #expect(amy.first?.answered == 2 && amy.first?.finished == true)
        #expect(results.attempts.filter { $0.student == "bob" }.count == 3)
        // The replaced line's step is not counted twice in the step summaries: amy once, bob three times.
        #expect(results.steps.first { $0.step == 2 }?.answers == 4)
    }
}
