import CommandGrammar
import SceneLabSession

/// A quiz step as one student sees it: the step's calls shuffled for them (as the terminal's
/// quiz shuffles them for that name), and how they answered it once they have.
public struct StudentQuestion: Sendable, Equatable, Encodable {
    public var step: Int
    public var lessonSteps: Int
    public var title: String
    public var command: String
    /// The calls in the order shown, numbered from 1 on the page.
    public var shown: [String]
    public var feedback: AnswerFeedback?
}

/// What a student's answer earned, as the terminal's quiz says it: each call of their order
/// marked (in its place, out of it, or not scored), the points of the settled calls, UIKit's
/// order when it differs, the calls no source settles, the reasons for the pairs they swapped,
/// and the step's note.
public struct AnswerFeedback: Sendable, Equatable, Encodable {
    public struct Marked: Sendable, Equatable, Encodable {
        public var call: String
        /// `in-place`, `out-of-place` or `unsettled`.
        public var mark: String
    }
    public var marked: [Marked]
    public var points: Int
    public var total: Int
    public var expected: [String]
    public var unsettled: [String]
    public var reasons: [String]
    public var note: String
}

/// The class's quiz: the step asked now, and each student's quiz of each lesson so far.
struct ClassQuiz: Sendable {
    var current: ClassQuizStep?
    /// By student token, then lesson: the result the results file holds for them.
    var results: [String: [String: QuizResult]] = [:]
    /// By student token: the feedback of each step they answered, `lesson#step`.
    var feedback: [String: [String: AnswerFeedback]] = [:]
    /// How many answered the current step.
    var answeredCurrent = 0

    static func key(_ step: ClassQuizStep) -> String { step.lesson + "#" + String(step.step) }

    /// The current step as `student` (named `name`) sees it.
    func question(for token: String, name: String) -> StudentQuestion? {
        guard let step = current else { return nil }
        let question = QuizQuestion(
            truth: step.calls.map(QuizCall.init(printed:)), seed: step.seed, student: name, step: step.step)
        return StudentQuestion(
            step: step.step, lessonSteps: step.lessonSteps, title: step.title, command: step.command,
            shown: question.shownCalls.map(\.line), feedback: feedback[token]?[Self.key(step)])
    }

    /// Scores `order` (the shown list's numbers, from 1) of step `stepNumber` for the student:
    /// the feedback and the student's quiz so far, or why not.
    mutating func answer(
        _ order: [Int], step stepNumber: Int, token: String, name: String
    ) -> Result<(AnswerFeedback, QuizResult), ClassRefusal> {
        guard let step = current, step.step == stepNumber else { return .failure(.stepNotAsked) }
        let key = Self.key(step)
        guard feedback[token]?[key] == nil else { return .failure(.alreadyAnswered) }
        let truth = step.calls.map(QuizCall.init(printed:))
        let question = QuizQuestion(truth: truth, seed: step.seed, student: name, step: step.step)
        guard order.count == truth.count, Set(order) == Set(1...max(truth.count, 1)) else {
            return .failure(.notAnOrder(count: truth.count))
        }
        let given = order.map { question.shown[$0 - 1] }
        let settled = question.settled
        let kept = QuizScore.inOrder(given, settled: settled)
        var reasons: [String] = []
        for pair in QuizScore.wrongPairs(given, settled: settled) {
            let reason = OrderReasons.reason(earlier: truth[pair.earlier], later: truth[pair.later], language: step.language)
            guard !reasons.contains(reason) else { continue }
            reasons.append(reason)
            if reasons.count == 3 { break }
        }
        let answered = AnswerFeedback(
            marked: given.map { call in
                AnswerFeedback.Marked(
                    call: truth[call].line,
                    mark: !settled.contains(call) ? "unsettled" : kept.contains(call) ? "in-place" : "out-of-place")
            },
            points: kept.count, total: settled.count, expected: truth.filter(\.isSettled).map(\.line),
            unsettled: truth.filter { !$0.isSettled }.map(\.line), reasons: reasons, note: step.note)
        var result =
            results[token]?[step.lesson]
            ?? QuizResult(lesson: step.lesson, number: step.number, title: step.title, language: step.language, student: name)
        result.lessonSteps = step.lessonSteps
        result.attempt = token + "/" + step.lesson
        result.steps.append(
            QuizResult.Step(
                number: step.step, command: step.command, expected: truth.map(\.line),
                answer: given.map { truth[$0].line }, points: kept.count, total: settled.count))
        // Written as it stands: finished at the lesson's last step, else stopped before the next.
        result.finished = step.step >= step.lessonSteps
        result.stoppedAt = result.finished ? nil : step.step + 1
        results[token, default: [:]][step.lesson] = result
        feedback[token, default: [:]][key] = answered
        answeredCurrent += 1
        return .success((answered, result))
    }
}
