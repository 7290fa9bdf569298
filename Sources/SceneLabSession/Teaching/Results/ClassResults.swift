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
        /// Points as a share of the total, 0 when nothing was answered.
        public var share: Double { total == 0 ? 0 : Double(points) / Double(total) }
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
        public var count: Int
    }

    public private(set) var attempts: [Attempt] = []
    /// The hardest step first.
    public private(set) var steps: [StepSummary] = []
    /// The most common first.
    public private(set) var wrongOrders: [WrongOrder] = []
    /// Lines that are no results line, as `SOURCE: why`.
    public private(set) var skipped: [String] = []

    /// Reads results lines, each with where it came from (`FILE:LINE`).
    public init(lines: [(source: String, text: String)]) {
        var sums: [String: (summary: StepSummary, shares: Double)] = [:]
        var wrong: [String: WrongOrder] = [:]
        for (source, text) in lines where !text.trimmingBlanks.isEmpty {
            let value: JSONValue
            do {
                value = try JSONValue.parse(Array(text.utf8))
            } catch {
                skipped.append("\(source): not JSON (\(error.reason))")
                continue
            }
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
            attempts.append(
                Attempt(
                    student: student, lesson: lesson, title: value["title"]?.text ?? lesson,
                    // Only a language scenelab speaks: the field is printed as it is.
                    language: value["language"]?.text.flatMap(Language.init(rawValue:))?.rawValue ?? "?",
                    time: value["time"]?.text ?? "", points: points,
                    total: total, finished: finished))
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
                guard stepPoints < stepTotal else { continue }
                let order = answer.compactMap(\.text).map(QuizAnswer.shortName)
                let orderKey = key + "\u{0}" + order.joined(separator: " ")
                wrong[orderKey, default: WrongOrder(lesson: lesson, step: number, command: command, order: order, count: 0)]
                    .count += 1
            }
        }
        attempts.sort { ($0.student, $0.lesson, $0.time) < ($1.student, $1.lesson, $1.time) }
        steps = sums.values.map { entry in
            var summary = entry.summary
            summary.mean = entry.shares / Double(summary.answers)
            return summary
        }.sorted { ($0.mean, $0.lesson, $0.step) < ($1.mean, $1.lesson, $1.step) }
        wrongOrders = wrong.values.sorted { ($1.count, $0.lesson, $0.step) < ($0.count, $1.lesson, $1.step) }
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
