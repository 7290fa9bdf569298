import CommandGrammar
import SceneLabFileStore
import SceneLabSession
import SceneLabCore

/// Plays a lesson on a fresh device: each step's comment, then its command,
/// one step per Enter when a person is at the keyboard; or, as a quiz, asks
/// for the order of each step's calls first and scores the answers.
struct LessonPlayer {
    let console: Console
    let lesson: Lessons.Lesson
    let transcript: Transcript
    /// Reads a line with a prompt; `nil` when no person is there (a script):
    /// the lesson then plays straight through.
    let readLine: ((String) -> String?)?
    /// How the lesson is played.
    let mode: Mode
    /// How the step prompt names what is played: `lesson 3`, or a file's name.
    var label: String
    /// Whose quiz this is, and the seed the lists are shuffled with.
    var student = "student"
    var seed: UInt64 = 1

    /// Step by step, or as a quiz that asks the steps a transcript marks as
    /// quizzed, or every step.
    enum Mode: Equatable {
        case steps
        case quiz
        case quizEveryStep

        var isQuiz: Bool { self != .steps }
    }

    init(
        console: Console, lesson: Lessons.Lesson, transcript: Transcript, readLine: ((String) -> String?)?,
        mode: Mode, label: String? = nil
    ) {
        self.console = console
        self.lesson = lesson
        self.transcript = transcript
        self.readLine = readLine
        self.mode = mode
        self.label = label ?? lesson.displayName(in: transcript.language ?? console.session.simulator.language)
    }

    /// The language the player speaks: the transcript's `lang`, else the session's.
    var language: Language { transcript.language ?? console.session.simulator.language }

    /// Plays the lesson; returns the quiz's result (no steps when not a quiz).
    func play() -> QuizResult {
        var result = QuizResult(
            lesson: lesson.id, number: lesson.number, title: lesson.title,
            language: language, student: student)
        for (index, block) in transcript.blocks.enumerated() {
            // The comments above the step: a quiz keeps a quizzed step's note for after the answer.
            let above = (index == 0 ? transcript.preamble : transcript.blocks[index - 1].comments)
                .filter(Transcript.isShown)
            let asked = mode == .quizEveryStep || (mode == .quiz && block.isQuizzed)
            var shown = asked ? above.dropLast(block.note.count) : above[...]
            if index == 0 && mode.isQuiz {
                // A quiz opens with the lesson's title alone: its introduction tells the orders asked.
                shown = above.prefix(1) + (asked ? [] : above.suffix(block.note.count))
            }
            for line in shown { console.say(Self.uncommented(line)) }
            let step = Phrase.lessonStep(language, String(index + 1), String(transcript.blocks.count))
            guard mode.isQuiz else {
                guard waitForEnter(block.command, step: step) else { return result }
                console.say("> " + block.command)
                console.run(block.command, location: nil)
                continue
            }
            guard asked else {
                console.say("> " + block.command)
                console.run(block.command, location: nil)
                continue
            }
            switch ask(block, number: index + 1, step: step) {
            case .stopped: return result
            case .nothingToOrder: break
            case .answered(let answered): result.steps.append(answered)
            }
        }
        result.finished = true
        return result
    }

    /// Waits for Enter before a step; anything else typed runs as a command
    /// first. Returns false when the person stops (`q`, Ctrl-D).
    private func waitForEnter(_ command: String, step: String) -> Bool {
        guard let readLine else { return true }
        while true {
            guard let typed = readLine(Phrase.lessonPrompt(language, label, step, command)) else {
                return false
            }
            let answer = typed.trimmingBlanks
            if answer.isEmpty { return true }
            if answer == "q" || answer == "quit" { return false }
            console.run(typed, location: nil)
        }
    }

    /// One quiz question: the step's calls shuffled for this student, the
    /// student's order (asked again until it is one), the points, each wrong
    /// pair with its reason, and the step's note.
    private func ask(_ block: Transcript.Block, number: Int, step: String) -> Asked {
        let (truth, others) = console.callLines(of: block.command)
        console.say("> " + block.command)
        defer { for line in others { console.say(line) } }
        guard truth.count > 1 else {
            // Nothing to order: the step just runs.
            for line in truth { console.say("  " + line) }
            return .nothingToOrder
        }
        let question = QuizQuestion(truth: truth, seed: seed, student: student, step: number)
        console.say("  " + Phrase.quizInWhatOrder(language))
        for (offset, line) in question.shownCalls.enumerated() { console.say("    \(offset + 1)) \(line)") }
        console.quizWords = question.shownCalls.map(QuizAnswer.shortName)
        defer { console.quizWords = nil }
        var answer: [Int]?
        while answer == nil {
            let prompt = Phrase.quizPrompt(language, step)
            guard let readLine, let typed = readLine(prompt) else { return .stopped }
            if typed.trimmingBlanks == "q" { return .stopped }
            switch QuizAnswer.read(typed, for: question, language: language) {
            case .success(let order): answer = order
            case .failure(let refusal): console.say("  " + Phrase.quizTryAgain(language, refusal.message))
            }
        }
        let given = answer ?? []
        let kept = QuizScore.inOrder(given)
        let points = kept.count
        for (place, call) in given.enumerated() {
            console.sayMarked(kept.contains(call), "\(place + 1). \(truth[call])")
        }
        console.say(
            "  " + Phrase.quizPoints(language, String(points), String(truth.count))
                + (points == truth.count ? Phrase.quizExactOrder(language) : ""))
        if points < truth.count {
            console.say("  " + Phrase.quizUIKitOrder(language))
            for (place, line) in truth.enumerated() { console.say("    \(place + 1). \(line)") }
            let commandTopic = Explanations.topic(forLine: block.command)
            var reasons: [String] = []
            for pair in QuizScore.wrongPairs(given) {
                let reason = OrderReasons.reason(
                    earlier: truth[pair.earlier], later: truth[pair.later], topic: commandTopic, language: language)
                guard !reasons.contains(reason) else { continue }
                reasons.append(reason)
                console.say(
                    "  "
                        + Phrase.quizWhy(
                            language, QuizAnswer.shortName(truth[pair.earlier]),
                            QuizAnswer.shortName(truth[pair.later]), reason))
                if reasons.count == 3 { break }
            }
        }
        for line in block.note { console.say("  " + Phrase.quizAboutStep(language, line)) }
        return .answered(
            QuizResult.Step(
                number: number, command: block.command, expected: truth, answer: given.map { truth[$0] },
                points: points))
    }

    /// What became of one quiz question.
    private enum Asked {
        case answered(QuizResult.Step)
        /// A step of at most one call: it just ran.
        case nothingToOrder
        /// The student stopped the quiz (`q`, Ctrl-D).
        case stopped
    }

    static func uncommented(_ line: String) -> String {
        if line.hasPrefix("# ") { return String(line.dropFirst(2)) }
        if line.hasPrefix("#") { return String(line.dropFirst()) }
        return line
    }
}
