import Testing

@testable import SceneLabSession
@testable import PropertyLists

/// The quiz's parts without a terminal: the shuffle per student, the
/// answers refused, the points by order, the reasons, the results line.
@Suite struct QuizTests {
    /// A push's calls as their lines print (the engine's own come in `LessonPlayerTests`).
    let pushLines = [
        "A#1 init(nibName:bundle:)", "A#1 loadView()", "A#1 viewDidLoad()",
        "TaskListController#1 viewWillDisappear(animated: true)", "A#1 viewWillAppear(animated: true)",
        "TaskListController#1 viewDidDisappear(animated: true)", "A#1 viewDidAppear(animated: true)",
    ]
    var push: [QuizCall] { pushLines.map(QuizCall.init(printed:)) }

    @Test func oneCallMovedCostsOnePointWhereverItWent() {
        #expect(QuizScore.points([0, 1, 2, 3, 4, 5, 6]) == 7)
        #expect(QuizScore.points([1, 2, 3, 4, 5, 6, 0]) == 6)
        #expect(QuizScore.points([0, 1, 2, 4, 3, 5, 6]) == 6)
        #expect(QuizScore.points([6, 5, 4, 3, 2, 1, 0]) == 1)
        #expect(QuizScore.inOrder([1, 2, 3, 4, 5, 6, 0]) == [1, 2, 3, 4, 5, 6])
    }

    @Test func theWrongPairsAreTheOnesTheAnswerSwapped() {
        #expect(QuizScore.wrongPairs([0, 1, 2]).isEmpty)
        #expect(QuizScore.wrongPairs([1, 0, 2]).map { [$0.earlier, $0.later] } == [[0, 1]])
        #expect(QuizScore.wrongPairs([1, 2, 0]).map { [$0.earlier, $0.later] } == [[0, 1], [0, 2]])
    }

    @Test func theListDiffersPerStudentAndStepAndRepeatsForTheSameSeed() {
        let ann = QuizQuestion(truth: push, seed: 7, student: "Ann", step: 2)
        #expect(Set(ann.shown) == Set(push.indices))
        #expect(ann.shown != Array(push.indices))
        #expect(QuizQuestion(truth: push, seed: 7, student: "Ann", step: 2) == ann)
        #expect(QuizQuestion(truth: push, seed: 7, student: "Bob", step: 2).shown != ann.shown)
        #expect(QuizQuestion(truth: push, seed: 7, student: "Ann", step: 3).shown != ann.shown)
        #expect(QuizQuestion(truth: push, seed: 8, student: "Ann", step: 2).shown != ann.shown)
    }

    private func refusal(_ typed: String, _ question: QuizQuestion) -> String? {
        guard case .failure(let refusal) = QuizAnswer.read(typed, for: question) else { return nil }
        return refusal.message
    }

    @Test func anAnswerThatIsNoOrderOfEveryCallIsRefused() {
        let question = QuizQuestion(truth: push, seed: 1, student: "s", step: 1)
        #expect(refusal("1 1 2 3 4 5 6", question)?.contains("given twice") == true)
        #expect(refusal("1 2 3 4 5 6 8", question)?.contains("numbered 1 to 7") == true)
        #expect(refusal("0 1 2 3 4 5 6", question)?.contains("numbered 1 to 7") == true)
        #expect(refusal("1 2 3", question) == "give all 7 calls, each once: you gave 3")
        #expect(refusal("1 2 3 4 5 6 7 1", question)?.contains("given twice") == true)
        #expect(refusal("Nobody.willAppear 1 2 3 4 5 6", question)?.contains("names none of the calls") == true)
        #expect(refusal("A.init A.init 1 2 3 4 5", question)?.contains("more times than there are") == true)
        #expect(refusal("", question) != nil)
    }

    @Test func numbersAndShortNamesGiveTheOrder() {
        let question = QuizQuestion(truth: push, seed: 1, student: "s", step: 1)
        let byNumber = (0..<7).map { call in String((question.shown.firstIndex(of: call) ?? 0) + 1) }
        #expect(QuizAnswer.read(byNumber.joined(separator: " "), for: question) == .success([0, 1, 2, 3, 4, 5, 6]))
        let byName =
            "A.init A.loadView A.didLoad TaskListController.willDisappear A.willAppear "
            + "TaskListController.didDisappear A.didAppear"
        #expect(QuizAnswer.read(byName, for: question) == .success([0, 1, 2, 3, 4, 5, 6]))
        #expect(QuizAnswer.shortName(pushLines[4]) == "A.willAppear")
    }

    @Test func aCallIsNamedByClassOrInstanceWithOrWithoutView() {
        let call = QuizCall(printed: "A#1 viewWillAppear(animated: true)")
        for word in ["A.willAppear", "a.WILLAPPEAR", "A#1.willAppear", "A.viewWillAppear"] {
            #expect(call.isNamed(by: word), "\(word)")
        }
        for word in ["B.willAppear", "A.didAppear", "A", "A.will"] { #expect(!call.isNamed(by: word), "\(word)") }
        #expect(QuizCall(printed: "AppDelegate application(_:didFinishLaunchingWithOptions:)").shortName == "AppDelegate.application")
        #expect(QuizCall(printed: "B#1 deinit").shortName == "B.deinit")
    }

    @Test func eachWrongPairHasAReasonFromExplain() {
        #expect(OrderReasons.topic(earlier: push[0], later: push[1]) == "order-creation")
        #expect(OrderReasons.topic(earlier: push[3], later: push[4]) == "order-leaving-first")
        #expect(OrderReasons.topic(earlier: push[4], later: push[5]) == "order-animation")
        #expect(OrderReasons.topic(
                earlier: QuizCall(printed: "B#1 viewDidDisappear(animated: true)"), later: QuizCall(printed: "B#1 deinit")) == "order-deinit")
        #expect(
            OrderReasons.topic(
                earlier: QuizCall(printed: "B#1 viewWillAppear(animated: false)"),
                later: QuizCall(printed: "A#1 viewWillDisappear(animated: false)"))
                == "order-tab-new-first")
        let reason = OrderReasons.reason(earlier: push[4], later: push[5])
        #expect(reason == Explanations.lines(for: "order-animation")?.joined(separator: " "))
        #expect(reason.contains("each will-call of a transition comes before its did-calls"))
    }

    @Test func theResultsLineHasEveryFieldOfSchemaOne() throws {
        var result = QuizResult(lesson: "03-push-pop", number: 3, title: "Push \"and\" pop", language: .ru, student: "Аня")
        result.steps = [
            .init(
                number: 2, command: "push A", expected: pushLines, answer: Array(pushLines[1...]) + [pushLines[0]],
                points: 6),
            .init(number: 5, command: "pop", expected: ["x", "y"], answer: ["x", "y"], points: 2),
        ]
        let line = result.jsonLine(time: "2026-11-26T10:00:00Z")
        let value = try JSONValue.parse(Array(line.utf8))
        #expect(value["schema"] == .number(1))
        #expect(value["lesson"] == .string("03-push-pop"))
        #expect(value["language"] == .string("ru"))
        #expect(value["student"] == .string("Аня"))
        #expect(value["title"] == .string("Push \"and\" pop"))
        #expect(value["finished"] == .bool(false))
        #expect(value["points"] == .number(8))
        #expect(value["total"] == .number(9))
        guard case .array(let steps)? = value["steps"] else {
            Issue.record("no steps")
            return
        }
        #expect(steps[0]["points"] == .number(6))
        #expect(steps[0]["answer"] == .array((Array(pushLines[1...]) + [pushLines[0]]).map(JSONValue.string)))
        #expect(steps[1]["expected"] == .array([.string("x"), .string("y")]))
        #expect(!line.contains("\n"))
    }

    @Test func aHostileResultsLineReachesNoTerminalOrPageRaw() {
        let line =
            #"{"schema":1,"time":"t","lesson":"l<b>","number":1,"title":"t","language":"\u001b]0;x\u0007","#
            + #""student":"\u001b[31mEve","finished":true,"points":0,"total":2,"steps":[{"step":1,"#
            + #""command":"<script>","expected":["a","b"],"answer":["b","a"],"points":1,"total":2}]}"#
        let results = ClassResults(lines: [("f:1", line)])
        #expect(results.attempts.count == 1)
        #expect(results.attempts.first?.language == "?")
        for text in [results.text(in: .en), results.text(in: .ru), results.csv(.students), results.csv(.steps), results.csv(.answers), results.html(in: .en)] {
            #expect(!text.contains("\u{1B}"))
            #expect(!text.contains("\u{07}"))
        }
        #expect(!results.html(in: .en).contains("<script>"))
        #expect(!results.html(in: .en).contains("<b>"))
    }

    @Test func aClassIsSummarisedPerStudentPerStepAndByWrongOrder() {
        func line(_ student: String, _ answer: [String], finished: Bool = true) -> String {
            var result = QuizResult(lesson: "03-push-pop", number: 3, title: "t", language: .en, student: student)
            let points = QuizScore.points(answer.compactMap { pushLines.firstIndex(of: $0) })
            result.steps = [.init(number: 2, command: "push A", expected: pushLines, answer: answer, points: points)]
            result.finished = finished
            return result.jsonLine(time: "2026-11-26T10:00:00Z")
        }
        let moved = Array(pushLines[1...]) + [pushLines[0]]
        let lines = [
            line("b", pushLines), line("a", moved), line("c", moved, finished: false), line("d", pushLines), "garbage",
            "{\"schema\":2}",
        ]
        let results = ClassResults(lines: lines.enumerated().map { ("f:\($0.offset + 1)", $0.element) })
        #expect(results.students == ["a", "b", "c", "d"])
        #expect(results.attempts.map(\.finished) == [true, true, false, true])
        #expect(results.steps.count == 1)
        #expect(results.steps[0].answers == 4)
        #expect(results.steps[0].exact == 2)
        #expect(abs(results.steps[0].mean - (1 + 1 + 6.0 / 7 + 6.0 / 7) / 4) < 1e-9)
        #expect(results.wrongOrders.count == 1)
        #expect(results.wrongOrders[0].count == 2)
        #expect(results.wrongOrders[0].order.last == "A.init")
        #expect(results.skipped.count == 2)
        #expect(results.csv(.students).split(separator: "\r\n").count == 5)
        #expect(ClassResults.field("=cmd()") == "\"'=cmd()\"")
        #expect(ClassResults.field("a,b") == "\"a,b\"")
        #expect(results.html(in: .en).contains("<table>"))
        #expect(!results.html(in: .en).contains("<script"))
    }
}
