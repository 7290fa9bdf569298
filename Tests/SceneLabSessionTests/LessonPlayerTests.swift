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

        init(typing typed: [String], readsLines: Bool = true) {
            self.typed = typed
            self.readsLines = readsLines
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

    func play(_ mode: LessonPlayer.Mode, typing typed: [String]) throws -> (ScriptedHost, QuizResult) {
        let host = ScriptedHost(typing: typed)
        let player = LessonPlayer(
            host: host, transcript: try Transcript(parsing: Self.lesson), mode: mode, language: .en, label: "lesson 0",
            result: QuizResult(lesson: "00-push", number: 0, title: "a push", language: .en, student: "Ann"), seed: 1)
        return (host, player.play())
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
