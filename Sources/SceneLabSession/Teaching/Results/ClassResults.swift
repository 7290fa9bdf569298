import CommandGrammar
import PropertyLists
import SceneLabCore

/// A class's quiz results, summarised from the JSON lines of one or more
/// results files (`QuizResult`): a row per quiz taken, each step's mean
/// score (the hardest first), and the wrong orders given most often.
public struct ClassResults: Sendable, Equatable {
    /// One quiz a student took.
    public struct Attempt: Sendable, Equatable {
        public var student: String
        public var lesson: String
        public var title: String
        public var language: String
        public var time: String
        public var points: Int
        public var total: Int
        public var finished: Bool
        /// How many steps the lesson has; nil in a line written before it was kept.
        public var lessonSteps: Int?
        /// The step a quiz not finished stopped at: from there on, nothing was reached.
        public var stoppedAt: Int?
        /// A later quiz of the same student on the same lesson.
        public var isRetake = false
        /// The place of the student's last quiz of this lesson among the class's (1 the best, ties
        /// sharing one), given to each of their quizzes of it: a retake counts, not the quiz before it.
        public var rank = 0
        /// Each step answered: what was given and expected, and its points.
        public var answers: [StepAnswer] = []
        /// Points as a share of the total of the steps answered, 0 when nothing was answered.
        public var share: Double { total == 0 ? 0 : Double(points) / Double(total) }
        /// How many steps were answered.
        public var answered: Int { answers.count }
    }

    /// One step as one student answered it.
    public struct StepAnswer: Sendable, Equatable {
        public var step: Int
        public var command: String
        /// The calls in the student's order and in UIKit's, as short names (`A.willAppear`).
        public var given: [String]
        public var expected: [String]
        public var points: Int
        public var total: Int
    }

    /// One step of a lesson over every student who answered it.
    public struct StepSummary: Sendable, Equatable {
        public var lesson: String
        public var step: Int
        public var command: String
        public var answers: Int
        /// How many answered it in exactly the right order.
        public var exact: Int
        /// The mean of points / total over the answers.
        public var mean: Double
    }

    /// An order given by more than one student, or by one, for a step, that was not the right one.
    public struct WrongOrder: Sendable, Equatable {
        public var lesson: String
        public var step: Int
        public var command: String
        /// The calls in the order given, as short names (`A.willAppear`).
        public var order: [String]
        /// UIKit's order of the same calls.
        public var right: [String]
        public var count: Int
        /// Who gave it, each once, in the order of the results.
        public var students: [String]
    }

    public private(set) var attempts: [Attempt] = []
    /// The hardest step first.
    public private(set) var steps: [StepSummary] = []
    /// The most common first.
    public private(set) var wrongOrders: [WrongOrder] = []
    /// Lines that are no results line, as `SOURCE: why`.
    public private(set) var skipped: [String] = []

    /// Reads results lines, each with where it came from (`FILE:LINE`).
    ///
    /// A line with an `attempt` is one quiz as it stood when the line was written (a class served
    /// in a browser writes one after each answer): a later line of the same attempt replaces it.
    public init(lines: [(source: String, text: String)]) {
        var sums: [String: (summary: StepSummary, shares: Double)] = [:]
        var wrong: [String: WrongOrder] = [:]
        var parsed: [(source: String, value: JSONValue)] = []
        var lastOfAttempt: [String: Int] = [:]
        for (source, text) in lines where !text.trimmingBlanks.isEmpty {
            do {
                let value = try JSONValue.parse(Array(text.utf8))
                if let attempt = value["attempt"]?.text { lastOfAttempt[attempt] = parsed.count }
                parsed.append((source, value))
            } catch {
                skipped.append("\(source): not JSON (\(error.reason))")
            }
        }
        for (offset, (source, value)) in parsed.enumerated() {
            if let attempt = value["attempt"]?.text, lastOfAttempt[attempt] != offset { continue }
            guard case .number(let schema)? = value["schema"], Int(schema) == QuizResult.schema,
                let student = value["student"]?.text, let lesson = value["lesson"]?.text,
                let points = value["points"]?.integer, let total = value["total"]?.integer,
                case .array(let steps)? = value["steps"]
            else {
                skipped.append("\(source): not a results line of schema \(QuizResult.schema)")
                continue
            }
            let finished: Bool
            if case .bool(let flag)? = value["finished"] { finished = flag } else { finished = false }
            var answers: [StepAnswer] = []
            attempts.append(
                Attempt(
                    student: student, lesson: lesson, title: value["title"]?.text ?? lesson,
                    // Only a language scenelab speaks: the field is printed as it is.
                    language: value["language"]?.text.flatMap(Language.init(rawValue:))?.rawValue ?? "?",
                    time: value["time"]?.text ?? "", points: points,
                    total: total, finished: finished, lessonSteps: value["lessonSteps"]?.integer,
                    stoppedAt: finished ? nil : value["stoppedAt"]?.integer))
            for step in steps {
                guard let number = step["step"]?.integer, let command = step["command"]?.text,
                    let stepPoints = step["points"]?.integer, let stepTotal = step["total"]?.integer, stepTotal > 0,
                    case .array(let answer)? = step["answer"]
                else { continue }
                let key = lesson + "\u{0}" + String(number)
                var entry =
                    sums[key]
                    ?? (StepSummary(lesson: lesson, step: number, command: command, answers: 0, exact: 0, mean: 0), 0)
                entry.summary.answers += 1
                if stepPoints == stepTotal { entry.summary.exact += 1 }
                entry.shares += Double(stepPoints) / Double(stepTotal)
                sums[key] = entry
                let order = answer.compactMap(\.text).map(QuizAnswer.shortName)
                var right: [String] = []
                if case .array(let expected)? = step["expected"] { right = expected.compactMap(\.text).map(QuizAnswer.shortName) }
                answers.append(
                    StepAnswer(
                        step: number, command: command, given: order, expected: right, points: stepPoints,
                        total: stepTotal))
                guard stepPoints < stepTotal else { continue }
                let orderKey = key + "\u{0}" + order.joined(separator: " ")
                var given =
                    wrong[orderKey]
                    ?? WrongOrder(
                        lesson: lesson, step: number, command: command, order: order, right: right, count: 0,
                        students: [])
                given.count += 1
                if !given.students.contains(student) { given.students.append(student) }
                wrong[orderKey] = given
            }
            attempts[attempts.count - 1].answers = answers
        }
        attempts.sort { ($0.student, $0.lesson, $0.time) < ($1.student, $1.lesson, $1.time) }
        // A student's later quizzes on a lesson are retakes: the first is the one that counts first.
        for index in attempts.indices.dropFirst()
        where attempts[index].student == attempts[index - 1].student && attempts[index].lesson == attempts[index - 1].lesson {
            attempts[index].isRetake = true
        }
        rankAttempts()
        steps = sums.values.map { entry in
            var summary = entry.summary
            summary.mean = entry.shares / Double(summary.answers)
            return summary
        }.sorted { ($0.mean, $0.lesson, $0.step) < ($1.mean, $1.lesson, $1.step) }
        wrongOrders = wrong.values.sorted { ($1.count, $0.lesson, $0.step) < ($0.count, $1.lesson, $1.step) }
    }

    /// The quizzes as a teacher reads them: lesson by lesson, the best first (`Attempt.rank`),
    /// a student's quizzes of a lesson together, the earlier first.
    public var ranked: [Attempt] {
        attempts.enumerated().sorted {
            ($0.element.lesson, $0.element.rank, $0.offset) < ($1.element.lesson, $1.element.rank, $1.offset)
        }.map(\.element)
    }

    /// Ranks each lesson's students by their last quiz of it. A finished quiz comes before one
    /// stopped early, whatever its share: a share of the steps answered says nothing of the steps
    /// not reached. Among finished quizzes the larger share comes first; among stopped ones, the
    /// one that reached further, then the larger share.
    private mutating func rankAttempts() {
        // Sorted by student, lesson and time: a student's last quiz of a lesson is the last of its run.
        var last: [String: Attempt] = [:]
        for attempt in attempts { last[attempt.lesson + "\u{0}" + attempt.student] = attempt }
        func key(_ attempt: Attempt) -> (Int, Double, Double) {
            attempt.finished ? (0, -attempt.share, 0) : (1, -Double(attempt.stoppedAt ?? 0), -attempt.share)
        }
        var ranks: [String: Int] = [:]
        // Sorted best first, a quiz's place is its position in its lesson; a tie keeps the place before it.
        let sorted = last.map { (name: $0.key, lesson: $0.value.lesson, key: key($0.value)) }
            .sorted { ($0.lesson, $0.key.0, $0.key.1, $0.key.2) < ($1.lesson, $1.key.0, $1.key.1, $1.key.2) }
        var lessonStart = 0
        var place = 0
        for (index, entry) in sorted.enumerated() {
            let previous = index > 0 ? sorted[index - 1] : nil
            if previous?.lesson != entry.lesson {
                lessonStart = index
                place = 1
            } else if let previous, previous.key != entry.key {
                place = index - lessonStart + 1
            }
            ranks[entry.name] = place
        }
        for index in attempts.indices {
            attempts[index].rank = ranks[attempts[index].lesson + "\u{0}" + attempts[index].student] ?? 0
        }
    }

    /// The students, each once, in order.
    public var students: [String] {
        var seen: Set<String> = []
        return attempts.map(\.student).filter { seen.insert($0).inserted }
    }
}

extension JSONValue {
    /// The string, if this is one.
    var text: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The whole number, if this is one.
    var integer: Int? {
        guard case .number(let value) = self, value.rounded() == value, abs(value) < 1e15 else { return nil }
        return Int(value)
    }
}
