import CommandGrammar
import Testing

@testable import SceneLabCore
@testable import SceneLabSession

/// A lesson and its quiz played without a terminal: the host keeps what is
/// said and types scripted lines, the steps run in a real session, and the
/// quiz's calls are the events the steps made.
@Suite struct LessonPlayerTests {
    /// A host over a session of its own, with the lines a person would type.
    final class ScriptedHost: LessonHost {
        var session = Session()
        var typed: [String]
        var said: [String] = []
        var prompts: [String] = []
        var ran: [String] = []
        var wordsWhileAsked: [[String]] = []
        var quizWords: [String]? {
            didSet { if let quizWords { wordsWhileAsked.append(quizWords) } }
        }
        let readsLines: Bool

        init(typing typed: [String], readsLines: Bool = true, lineWidth: Int? = nil) {
            self.typed = typed
            self.readsLines = readsLines
            self.lineWidth = lineWidth
        }

        func say(_ line: String) { said.append(line) }
        func sayMarked(_ mark: QuizMark, _ line: String) { said.append(mark.symbol + " " + line) }
        var lineWidth: Int?

        func run(_ line: String) {
            ran.append(line)
            said += TranscriptChecker.lines(of: session.execute(line).events, channels: session.channels)
        }

        func execute(_ line: String) -> [(event: Event, lines: [String])] {
            ran.append(line)
            return session.execute(line).events.filter { $0.kind != .command }.map {
                ($0, TranscriptChecker.lines(of: [$0], channels: session.channels))
            }
        }

        func readLine(_ prompt: String) -> String? {
            prompts.append(prompt)
            return typed.isEmpty ? nil : typed.removeFirst()
        }
    }

    static let lesson = """
        # Lesson: a push
        #: not quizzed
        > launch

        # A loads first, then the two will-calls, then the two did-calls.
        > push A
        """

    static let pushInUIKitsOrder =
        "A.init A.loadView A.didLoad TaskListController.willDisappear A.willAppear TaskListController.didDisappear A.didAppear"

    func play(
        _ mode: LessonPlayer.Mode, typing typed: [String], lesson: String = lesson, language: Language = .en,
        lineWidth: Int? = nil
    ) throws -> (ScriptedHost, QuizResult) {
        let host = ScriptedHost(typing: typed, lineWidth: lineWidth)
        host.session = Session(simulator: Simulator(language: language))
        let player = LessonPlayer(
            host: host, transcript: try Transcript(parsing: lesson), mode: mode, language: language, label: "lesson 0",
            result: QuizResult(lesson: "00-push", number: 0, title: "a push", language: language, student: "Ann"),
            seed: 1)
        return (host, player.play())
    }

    /// A pop to root over two controllers: three deinits whose order no source settles (a published
    /// console settles it over one).
    static let popToRoot = """
        # Lesson: pop to root
        #: not quizzed
        > launch

        #: not quizzed
        > push A

        #: not quizzed
        > push B

        #: not quizzed
        > push C

        # Only C and the root hear appearance calls; A, B and C deinit, in an order no source gives.
        > pop-to-root
        """

    static let popToRootInUIKitsOrder =
        "C.willDisappear TaskListController.willAppear C.didDisappear TaskListController.didAppear"

    @Test func callsNoSourceSettlesCostNothingAndAreShownTogether() throws {
        // The deinits reversed: no point lost, where today's order puts A's first.
        let (host, result) = try play(
            .quiz, typing: [Self.popToRootInUIKitsOrder + " C.deinit B.deinit A.deinit"], lesson: Self.popToRoot)
        let step = try #require(result.steps.first)
        #expect(step.points == 4)
        #expect(step.total == 4)
        #expect(result.total == 4)
        #expect(host.said.contains("  4 of 4 points: the exact order"))
        // The student's order of the unsettled calls is kept, marked as scoring nothing.
        #expect(host.said.contains("· 5. C#1 deinit [uncertain]"))
        #expect(host.said.contains("· 6. B#1 deinit [uncertain]"))
        #expect(host.said.contains("· 7. A#1 deinit [uncertain]"))
        let together = try #require(host.said.firstIndex { $0.contains("no source settles this order") })
        #expect(host.said[together + 1] == "    A#1 deinit [uncertain]")
        #expect(host.said[together + 2] == "    B#1 deinit [uncertain]")
        #expect(host.said[together + 3] == "    C#1 deinit [uncertain]")
        #expect(!host.said.contains { $0.contains("why") })
    }

    @Test func aSwappedSettledPairStillCostsAPointWithItsOwnReason() throws {
        let swapped = "TaskListController.willAppear C.willDisappear C.didDisappear TaskListController.didAppear"
        let (host, result) = try play(.quiz, typing: [swapped + " A.deinit B.deinit C.deinit"], lesson: Self.popToRoot)
        #expect(result.steps.first?.points == 3)
        // UIKit's order lists the settled calls; the reason is for the pair swapped, earlier first.
        #expect(host.said.contains("    1. C#1 viewWillDisappear(animated: true)"))
        #expect(!host.said.contains { $0.hasPrefix("    5.") })
        let why = host.said.filter { $0.contains("why ") }
        #expect(why == ["  why C.willDisappear before TaskListController.willAppear: " + (Explanations.lines(for: "order-leaving-first") ?? []).joined(separator: " ")])
    }

    static let cancelledSwipe = """
        # Lesson: a swipe cancelled
        #: not quizzed
        > launch

        #: not quizzed
        > push A

        #: not quizzed
        > swipe-back

        # Every call of a cancelled swipe is uncertain.
        > cancel
        """

    @Test func aStepWhereNothingIsSettledIsPlayedNotAsked() throws {
        let (host, result) = try play(.quiz, typing: [], lesson: Self.cancelledSwipe)
        #expect(result.finished)
        #expect(result.steps.isEmpty)
        #expect(host.prompts.isEmpty)
        let note = try #require(host.said.firstIndex(of: "Every call of a cancelled swipe is uncertain."))
        #expect(host.said[note + 1] == "> cancel")
        #expect(host.said.contains("  A#1 viewDidAppear(animated: true) [uncertain]"))
        #expect(!host.said.contains { $0.contains("In what order?") && host.said.last == $0 })
    }

    @Test func theHintNamesACallOfTheStep() throws {
        let (host, _) = try play(.quiz, typing: ["q"], lesson: Self.popToRoot)
        let prompt = try #require(host.prompts.first)
        #expect(!prompt.contains("A.willAppear"))
        let named = [
            "C.willDisappear", "TaskListController.willAppear", "C.didDisappear", "TaskListController.didAppear", "A.deinit",
            "B.deinit", "C.deinit",
        ]
        #expect(named.contains { prompt.contains("(\($0))") }, "\(prompt)")
    }

    @Test func nothingOfTheStepIsSaidAfterQ() throws {
        let (host, _) = try play(.quiz, typing: ["q"])
        let asked = try #require(host.said.lastIndex { $0.contains(") ") })
        #expect(host.said[(asked + 1)...].isEmpty, "\(host.said[(asked + 1)...])")
    }

    /// Notes and reasons at a terminal of 80 columns: wrapped at spaces, the
    /// prefix said once, the pieces after it indented, in both languages.
    @Test(arguments: [Language.en, .ru])
    func notesAndReasonsWrapAtTheWidthWithOnePrefix(_ language: Language) throws {
        let lesson = """
            # Lesson: a push

            # The opening note is long enough that it cannot fit on one line of eighty columns, so it wraps at a
            # space and goes on.
            #: not quizzed
            > launch

            # A loads first, then the two will-calls, then the two did-calls, as the books and the logs agree; this
            # note is long enough to need three lines at eighty columns, and each of them carries no second prefix.
            > push A
            """
        let moved = "A.loadView A.didLoad TaskListController.willDisappear A.willAppear TaskListController.didDisappear A.didAppear A.init"
        let (host, _) = try play(.quiz, typing: [moved], lesson: lesson, language: language, lineWidth: 80)
        for line in host.said { #expect(line.count <= 80, "\(line)") }
        let about = Phrase.quizAboutStep(language, "")
        #expect(host.said.filter { $0.contains(about) }.count == 1)
        let start = try #require(host.said.firstIndex { $0.contains(about) })
        #expect(host.said[start + 1].hasPrefix("    "))
        #expect(host.said[start + 1].contains("note is long enough") || host.said[start + 1].contains("two did-calls"))
        let why = try #require(host.said.firstIndex { $0.hasPrefix("  " + Phrase.quizWhy(language, "A.init", "A.loadView", "")) })
        #expect(host.said[why + 1].hasPrefix("    "))
        // Every word of the reason is whole: the pieces joined give it back.
        let reason = OrderReasons.reason(
            earlier: QuizCall(printed: "A#1 init(nibName:bundle:)"), later: QuizCall(printed: "A#1 loadView()"),
            language: language)
        var joined = host.said[why]
        var next = why + 1
        while next < host.said.count && host.said[next].hasPrefix("    ") {
            joined += " " + host.said[next].drop { $0 == " " }
            next += 1
        }
        #expect(joined.hasSuffix(reason))
        #expect(host.said.contains { $0.hasPrefix("The opening note is long enough") }, "\(host.said)")
        #expect(host.said.contains("space and goes on.") || host.said.contains { $0.hasSuffix("and goes on.") })
    }

    @Test func anAnswerInUIKitsOrderScoresEveryCall() throws {
        let (host, result) = try play(.quiz, typing: [Self.pushInUIKitsOrder])
        #expect(result.finished)
        #expect(result.steps.count == 1)
        let step = try #require(result.steps.first)
        #expect(step.command == "push A")
        #expect(step.points == 7)
        // The calls are the session's: the engine's push, as text prints it.
        #expect(
            step.expected == [
                "A#1 init(nibName:bundle:)", "A#1 loadView()", "A#1 viewDidLoad()",
                "TaskListController#1 viewWillDisappear(animated: true)", "A#1 viewWillAppear(animated: true)",
                "TaskListController#1 viewDidDisappear(animated: true)", "A#1 viewDidAppear(animated: true)",
            ])
        #expect(step.answer == step.expected)
        #expect(host.said.contains("  7 of 7 points: the exact order"))
        // Tab offered the shown calls' short names while the question waited, and nothing after.
        #expect(host.wordsWhileAsked.count == 1)
        #expect(Set(host.wordsWhileAsked[0]) == Set(Self.pushInUIKitsOrder.split(separator: " ").map(String.init)))
        #expect(host.quizWords == nil)
        // The launch is not quizzed: it ran without a question.
        #expect(host.ran == ["launch", "push A"])
        #expect(host.prompts.count == 1)
    }

    @Test func aRefusedAnswerIsAskedAgainAndAMovedCallCostsAPointWithItsReason() throws {
        let moved = "A.loadView A.didLoad TaskListController.willDisappear A.willAppear TaskListController.didDisappear A.didAppear A.init"
        let (host, result) = try play(.quiz, typing: ["1 1 2", moved])
        #expect(host.prompts.count == 2)
        #expect(host.said.contains { $0.contains("try again") && $0.contains("given twice") })
        let step = try #require(result.steps.first)
        #expect(step.points == 6)
        #expect(step.answer.last == "A#1 init(nibName:bundle:)")
        #expect(host.said.contains("✗ 7. A#1 init(nibName:bundle:)"))
        #expect(host.said.contains("✓ 1. A#1 loadView()"))
        // The pair the answer swapped is explained with explain's order-creation topic.
        let creation = try #require(Explanations.lines(for: "order-creation")).joined(separator: " ")
        #expect(host.said.contains { $0.contains("A.init") && $0.contains(creation) })
        // The step's note comes after the answer, not before the question.
        let note = try #require(host.said.firstIndex { $0.contains("A loads first") })
        let points = try #require(host.said.firstIndex { $0.contains("6 of 7 points") })
        #expect(note > points)
    }

    @Test func qStopsTheQuizUnfinished() throws {
        let (host, result) = try play(.quiz, typing: ["q"])
        #expect(!result.finished)
        #expect(result.steps.isEmpty)
        #expect(host.quizWords == nil)
        // The results line says where it stopped, of how many steps.
        #expect(result.stoppedAt == 2 && result.lessonSteps == 2)
        #expect(result.jsonLine(time: "T").contains("\"lessonSteps\":2,\"stoppedAt\":2"))
    }

    @Test func stepsWithNobodyToTypePlayStraightThrough() throws {
        let host = ScriptedHost(typing: [], readsLines: false)
        let player = LessonPlayer(
            host: host, transcript: try Transcript(parsing: Self.lesson), mode: .steps, language: .en, label: "lesson 0",
            result: QuizResult(lesson: "00-push", number: 0, title: "a push", language: .en, student: "Ann"), seed: 1)
        let result = player.play()
        #expect(result.finished)
        #expect(host.ran == ["launch", "push A"])
        #expect(host.prompts.isEmpty)
        #expect(host.said.contains("> push A"))
        #expect(host.said.contains("  A#1 viewDidAppear(animated: true)"))
    }

    @Test func aLineTypedBeforeEnterRunsFirst() throws {
        let (host, result) = try play(.steps, typing: ["", "tree", ""])
        #expect(result.finished)
        #expect(host.ran == ["launch", "tree", "push A"])
    }
}
