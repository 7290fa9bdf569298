import CommandGrammar
import SceneLabCore
import SceneLabSession
import Synchronization

/// A class served from the teacher's machine: the code students join with, the teacher's
/// token, what the projector shows, and each student's sandbox. Every method is safe from any
/// thread and holds the room's lock only for a lookup or an update, never while a command runs.
public final class ClassRoom: Sendable {
    /// The six digits students type to join.
    public let joinCode: String
    /// What the teacher's pages carry to read the results.
    public let teacherToken: String
    /// The language the pages speak.
    public let language: Language

    /// Students at most.
    public static let maximumStudents = 200
    /// The longest name.
    public static let maximumNameLength = 40
    /// Wrong codes or tokens one address may send before it waits.
    public static let attemptsAllowed = 10
    /// How long an address that sent too many waits, in seconds.
    public static let penaltySeconds = 30

    private let state = Mutex(State())

    private struct State: Sendable {
        var projector = ProjectorFeed()
        var quiz = ClassQuiz()
        /// Counts the quiz's changes (a step asked), for the students' pages waiting for one.
        var quizVersion = 0
        var students: [String: StudentSandbox] = [:]
        var tokensByName: [String: String] = [:]
        var failures: [String: (count: Int, since: UInt64)] = [:]
    }

    /// What the teacher's session last published, and its number.
    struct ProjectorFeed: Sendable {
        var version = 0
        var json: [UInt8] = Array("{}".utf8)
    }

    /// A room with a fresh code and token, or the given ones (tests).
    public init(language: Language, joinCode: String? = nil, teacherToken: String? = nil) {
        var generator = SystemRandomNumberGenerator()
        self.language = language
        self.joinCode = joinCode ?? String((0..<6).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
        self.teacherToken = teacherToken ?? Self.randomHex(16, using: &generator)
    }

    static func randomHex(_ bytes: Int, using generator: inout some RandomNumberGenerator) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<bytes * 2).map { _ in digits[Int.random(in: 0..<16, using: &generator)] })
    }

    // MARK: The projector

    /// The teacher's session as the projector shows it: `json` is the snapshot the program wrote.
    public func publish(_ json: [UInt8]) {
        state.withLock { state in
            state.projector.version += 1
            state.projector.json = json
        }
    }

    /// The snapshot, its number, how many students have joined and the quiz step asked now,
    /// when newer than `version`.
    public func projector(after version: Int) -> ProjectorUpdate? {
        state.withLock { state in
            guard state.projector.version > version else { return nil }
            let quiz = state.quiz.current.map { step in
                ProjectorUpdate.Quiz(
                    step: step.step, lessonSteps: step.lessonSteps, title: step.title, command: step.command,
                    answered: state.quiz.answeredCurrent)
            }
            return ProjectorUpdate(
                version: state.projector.version, json: state.projector.json, students: state.students.count, quiz: quiz)
        }
    }

    /// What the projector's page is handed.
    public struct ProjectorUpdate: Sendable {
        public struct Quiz: Sendable, Encodable {
            public var step: Int
            public var lessonSteps: Int
            public var title: String
            public var command: String
            public var answered: Int
        }
        public var version: Int
        public var json: [UInt8]
        public var students: Int
        public var quiz: Quiz?
    }

    // MARK: The quiz

    /// Asks `step` of every student, in place of the step asked before.
    public func ask(_ step: ClassQuizStep) {
        state.withLock { state in
            state.quiz.current = step
            state.quiz.answeredCurrent = 0
            state.quizVersion += 1
            state.projector.version += 1
        }
    }

    /// What a student's page waiting for the quiz hears.
    public enum QuestionUpdate: Sendable, Equatable {
        /// The token names no student.
        case unknownStudent
        /// Nothing asked since the version the page has.
        case unchanged
        /// The step asked now (none, before the first) as the student sees it, and the quiz's version.
        case asked(version: Int, question: StudentQuestion?)
    }

    /// The step asked now as the student `token` sees it, when the quiz changed after `version`.
    public func question(for token: String, after version: Int) -> QuestionUpdate {
        state.withLock { state in
            guard let student = state.students[token] else { return .unknownStudent }
            guard state.quizVersion > version else { return .unchanged }
            return .asked(version: state.quizVersion, question: state.quiz.question(for: token, name: student.name))
        }
    }

    /// Scores the student's answer and hands back what the page shows, after `record` (the
    /// results file's append) has returned: an answer the page shows as recorded is on disk.
    public func answer(
        _ order: [Int], step: Int, token: String, record: (QuizResult) -> Void
    ) -> Result<AnswerFeedback, ClassRefusal> {
        state.withLock { state -> Result<AnswerFeedback, ClassRefusal> in
            guard let student = state.students[token] else { return .failure(.unknownStudent) }
            switch state.quiz.answer(order, step: step, token: token, name: student.name) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let (feedback, result)):
                // Under the lock, so that a student's lines reach the file in the order of their answers.
                record(result)
                state.projector.version += 1
                return .success(feedback)
            }
        }
    }

    // MARK: Students

    /// Lets a student in under `name` with `code`, from `address`, at `now` (nanoseconds of a
    /// monotonic clock): their token, or why not. A wrong code counts against the address.
    public func join(name: String, code: String, from address: String, now: UInt64) -> Result<String, ClassRefusal> {
        if let waiting = penalty(for: address, now: now) { return .failure(.tooManyAttempts(seconds: waiting)) }
        guard Self.constantTimeEquals(code, joinCode) else {
            countFailure(from: address, now: now)
            return .failure(.wrongCode)
        }
        let trimmed = name.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        guard !trimmed.isEmpty, trimmed.count <= Self.maximumNameLength,
            trimmed.unicodeScalars.allSatisfy({ ![.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory) })
        else { return .failure(.badName(maximum: Self.maximumNameLength)) }
        var generator = SystemRandomNumberGenerator()
        let token = Self.randomHex(16, using: &generator)
        let sandbox = StudentSandbox(name: trimmed, language: language)
        return state.withLock { state -> Result<String, ClassRefusal> in
            let key = trimmed.lowercased()
            guard state.tokensByName[key] == nil else { return .failure(.nameTaken(trimmed)) }
            guard state.students.count < Self.maximumStudents else {
                return .failure(.classFull(maximum: Self.maximumStudents))
            }
            state.students[token] = sandbox
            state.tokensByName[key] = token
            // The projector counts the class: a join is news to it too.
            state.projector.version += 1
            return .success(token)
        }
    }

    /// The student `token` names, or nil.
    public func student(_ token: String) -> StudentSandbox? {
        state.withLock { $0.students[token] }
    }

    /// The students' names, in the order of their names.
    public var studentNames: [String] {
        state.withLock { $0.students.values.map(\.name) }.sorted()
    }

    /// Whether `token` is the teacher's, counting a wrong one against `address`.
    public func isTeacher(_ token: String, from address: String, now: UInt64) -> Result<Void, ClassRefusal> {
        if let waiting = penalty(for: address, now: now) { return .failure(.tooManyAttempts(seconds: waiting)) }
        guard Self.constantTimeEquals(token, teacherToken) else {
            countFailure(from: address, now: now)
            return .failure(.wrongTeacherToken)
        }
        return .success(())
    }

    /// The class's results as `scenelab results` reads them: each student's quiz of each lesson as
    /// it stands, one line each.
    public func resultLines() -> [String] {
        state.withLock { state in
            state.quiz.results.values.flatMap(\.values).map { $0.jsonLine(time: "") }
        }
    }

    // MARK: Attempts

    private func penalty(for address: String, now: UInt64) -> Int? {
        state.withLock { state in
            guard let failure = state.failures[address], failure.count >= Self.attemptsAllowed else { return nil }
            let elapsed = Int((now &- failure.since) / 1_000_000_000)
            if elapsed >= Self.penaltySeconds {
                state.failures[address] = nil
                return nil
            }
            return Self.penaltySeconds - elapsed
        }
    }

    private func countFailure(from address: String, now: UInt64) {
        state.withLock { state in
            // Bounded: a flood from many addresses forgets the oldest rather than growing.
            if state.failures.count > 10_000 { state.failures.removeAll() }
            let previous = state.failures[address] ?? (0, now)
            state.failures[address] = (previous.count + 1, now)
        }
    }

    /// Compares every byte whatever the first difference, so that the time a wrong guess takes
    /// does not tell how much of it was right.
    static func constantTimeEquals(_ given: String, _ expected: String) -> Bool {
        let left = Array(given.utf8)
        let right = Array(expected.utf8)
        var difference: UInt8 = left.count == right.count ? 0 : 1
        for index in 0..<right.count {
            difference |= right[index] ^ (index < left.count ? left[index] : 0)
        }
        return difference == 0
    }
}
