import CommandGrammar
import PropertyLists
import SceneLabCore

/// One student's quiz on one lesson, as the results file keeps it: one JSON
/// line, appended, so that a class can share one file.
///
/// The line's fields (schema 1):
/// `schema` 1; `time`, ISO 8601 UTC; `lesson`, the lesson's id (its file
/// name without `.t`, the same in every language); `number` and `title`;
/// `language`, `en` or `ru`; `student`; `finished`, whether every asked step
/// was answered; `points` and `total`; `steps`, one object per step asked:
/// `step` (its number in the lesson), `command`, `expected` (the calls in
/// UIKit's order), `answer` (the calls in the student's order), `points` and
/// `total` (the settled calls: an `[uncertain]` one scores nothing). A step the quiz stopped at is not among them.
/// `lessonSteps`, how many steps the lesson has, and for a quiz stopped early `stoppedAt`, the
/// step it stopped at: the steps from there on were not reached (both absent in older lines).
/// `attempt`, in lines a served class writes as answers arrive: the last line of an attempt is its quiz.
public struct QuizResult: Sendable, Equatable {
    /// One asked step.
    public struct Step: Sendable, Equatable {
        public var number: Int
        public var command: String
        public var expected: [String]
        /// The calls in the student's order.
        public var answer: [String]
        public var points: Int
        /// The points there were: the settled calls (`[uncertain]` ones score nothing).
        public var total: Int

        /// A step whose `total` is its settled calls; every call by default.
        public init(
            number: Int, command: String, expected: [String], answer: [String], points: Int, total: Int? = nil
        ) {
            self.number = number
            self.command = command
            self.expected = expected
            self.answer = answer
            self.points = points
            self.total = total ?? expected.count
        }
    }

    public static let schema = 1

    public var lesson: String
    public var number: Int
    public var title: String
    public var language: Language
    public var student: String
    public var steps: [Step] = []
    /// Whether the student answered every step the quiz asks.
    public var finished = false
    /// How many steps the lesson has.
    public var lessonSteps = 0
    /// The step the student stopped at, for a quiz not finished.
    public var stoppedAt: Int?
    /// Names one quiz written more than once as it goes (a class in a browser writes it after
    /// each answer): the last line of an attempt is the quiz (`ClassResults`).
    public var attempt: String?

    public init(lesson: String, number: Int, title: String, language: Language, student: String) {
        self.lesson = lesson
        self.number = number
        self.title = title
        self.language = language
        self.student = student
    }

    public var points: Int { steps.reduce(0) { $0 + $1.points } }

    /// The same result, the quiz stopped at step `number`.
    func stopped(at number: Int) -> QuizResult {
        var stopped = self
        stopped.stoppedAt = number
        return stopped
    }
    public var total: Int { steps.reduce(0) { $0 + $1.total } }

    /// The results line, stamped with `time` (ISO 8601, given by the edge: the core reads no clock).
    public func jsonLine(time: String) -> String {
        var fields: [(key: String, value: JSONValue)] = [
            ("schema", .number(Double(Self.schema))),
            ("time", .string(time)),
            ("lesson", .string(lesson)),
            ("number", .number(Double(number))),
            ("title", .string(title)),
            ("language", .string(language.rawValue)),
            ("student", .string(student)),
            ("finished", .bool(finished)),
            ("lessonSteps", .number(Double(lessonSteps))),
        ]
        if let stoppedAt { fields.append(("stoppedAt", .number(Double(stoppedAt)))) }
        if let attempt { fields.append(("attempt", .string(attempt))) }
        fields += [
            ("points", .number(Double(points))),
            ("total", .number(Double(total))),
            ("steps", .array(steps.map(\.json))),
        ]
        let value = JSONValue.object(fields)
        return String(decoding: value.serialized, as: UTF8.self)
    }
}

extension QuizResult.Step {
    var json: JSONValue {
        .object([
            ("step", .number(Double(number))),
            ("command", .string(command)),
            ("expected", .array(expected.map(JSONValue.string))),
            ("answer", .array(answer.map(JSONValue.string))),
            ("points", .number(Double(points))),
            ("total", .number(Double(total))),
        ])
    }
}
