import CommandGrammar
import SceneLabCore

/// Plays a lesson on a fresh device: each step's comment, then its command,
/// one step per Enter when a person is at the keyboard; or, as a quiz, asks
/// for the order of each step's calls first and scores the answers.
///
/// The player decides what is said and asked; its `LessonHost` prints,
/// runs the steps and reads the answers. The quiz's calls are the events
/// the step made (`QuizCall`), with the lines text output gives them.
public struct LessonPlayer {
    /// Step by step, or as a quiz that asks the steps a transcript marks as
    /// quizzed, or every step.
    public enum Mode: Equatable, Sendable {
        case steps
        case quiz
        case quizEveryStep

        public var isQuiz: Bool { self != .steps }
    }

    let host: LessonHost
    let transcript: Transcript
    let mode: Mode
    /// The language the player speaks: the transcript's `lang`, else the session's.
    let language: Language
    /// How the step prompt names what is played: `lesson 3`, or a file's name.
    let label: String
    /// The results line the answers are added to: which lesson, whose.
    let blankResult: QuizResult
    /// With the student's name, what each step's list is shuffled with.
    let seed: UInt64

    public init(
        host: LessonHost, transcript: Transcript, mode: Mode, language: Language, label: String,
        result: QuizResult, seed: UInt64
    ) {
        self.host = host
        self.transcript = transcript
        self.mode = mode
        self.language = language
        self.label = label
        self.blankResult = result
        self.seed = seed
    }

    /// Plays the lesson; returns the quiz's result (no steps when not a quiz).
    public func play() -> QuizResult {
        var result = blankResult
        result.lessonSteps = transcript.blocks.count
        for (index, block) in transcript.blocks.enumerated() {
            // The comments above the step: a quiz keeps a quizzed step's note for after the answer.
            let above = (index == 0 ? transcript.preamble : transcript.blocks[index - 1].comments)
                .filter(Transcript.isShown)
            let asked = mode == .quizEveryStep || (mode == .quiz && block.isQuizzed)
            if index == 0 && mode.isQuiz {
                // A quiz opens with the lesson's title alone: its introduction tells the orders asked.
                sayNote(above.prefix(1).map(Self.uncommented))
                if !asked { sayNote(above.suffix(block.note.count).map(Self.uncommented)) }
            } else {
                sayNote((asked ? above.dropLast(block.note.count) : above[...]).map(Self.uncommented))
            }
            let step = Phrase.lessonStep(language, String(index + 1), String(transcript.blocks.count))
            guard mode.isQuiz else {
                host.classLessonStep(
                    step, note: (index == 0 ? above : above.suffix(block.note.count)).map(Self.uncommented),
                    command: block.command)
                guard waitForEnter(block.command, step: step) else { return result.stopped(at: index + 1) }
                host.say("> " + block.command)
                host.run(block.command)
                continue
            }
            guard asked else {
                host.say("> " + block.command)
                host.run(block.command)
                continue
            }
            switch ask(block, number: index + 1, step: step) {
            case .stopped: return result.stopped(at: index + 1)
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
        guard host.readsLines else { return true }
        while true {
            guard let typed = host.readLine(Phrase.lessonPrompt(language, label, step, command)) else {
                return false
            }
            let answer = typed.trimmingBlanks
            if answer.isEmpty { return true }
            // `q`, or the session's own way to quit (`quit`, `exit`).
            if answer == "q" || (try? Parser.parse(answer)) == .session(.quit) { return false }
            host.run(typed)
        }
    }

    /// One quiz question: the step's calls shuffled for this student, the
    /// student's order (asked again until it is one), the points for the
    /// settled calls, each wrong pair with its reason, and the step's note.
    /// A step with fewer than two settled calls has no order to ask: it is
    /// played, its note first, as a step that is not asked.
    private func ask(_ block: Transcript.Block, number: Int, step: String) -> Asked {
        let events = host.execute(block.command)
        let (truth, others) = QuizCall.calls(from: events)
        let question = QuizQuestion(truth: truth, seed: seed, student: blankResult.student, step: number)
        guard question.hasSettledOrder else {
            sayNote(block.note.map(Self.uncommented))
            host.say("> " + block.command)
            for (_, lines) in events { for line in lines { sayWrapped(line) } }
            return .nothingToOrder
        }
        host.classQuizAsked(
            ClassQuizStep(
                lesson: blankResult.lesson, number: blankResult.number, title: blankResult.title, language: language,
                step: number, lessonSteps: transcript.blocks.count, command: block.command, calls: truth.map(\.line),
                note: block.note.map(Self.uncommented).joined(separator: " "), seed: seed))
        host.say("> " + block.command)
        host.say("  " + Phrase.quizInWhatOrder(language))
        for (offset, call) in question.shownCalls.enumerated() { host.say("    \(offset + 1)) \(call.line)") }
        host.quizWords = question.shownCalls.map(\.shortName)
        defer { host.quizWords = nil }
        // The hint names a call of this step: the shortest name, so that the prompt stays short.
        let names = question.shownCalls.map(\.shortName)
        let example = names.min { $0.count < $1.count } ?? ""
        var answer: [Int]?
        while answer == nil {
            guard host.readsLines, let typed = host.readLine(Phrase.quizPrompt(language, step, example)) else {
                return .stopped
            }
            if typed.trimmingBlanks == "q" { return .stopped }
            switch QuizAnswer.read(typed, for: question, language: language) {
            case .success(let order): answer = order
            case .failure(let refusal): host.say("  " + Phrase.quizTryAgain(language, refusal.message))
            }
        }
        let given = answer ?? []
        let settled = question.settled
        let kept = QuizScore.inOrder(given, settled: settled)
        let points = kept.count
        for (place, call) in given.enumerated() {
            let mark: QuizMark = !settled.contains(call) ? .unsettled : kept.contains(call) ? .inPlace : .outOfPlace
            host.sayMarked(mark, "\(place + 1). \(truth[call].line)")
        }
        host.say(
            "  " + Phrase.quizPoints(language, String(points), String(settled.count))
                + (points == settled.count ? Phrase.quizExactOrder(language) : ""))
        if points < settled.count {
            host.say("  " + Phrase.quizUIKitOrder(language))
            let inOrder = truth.filter(\.isSettled)
            for (place, call) in inOrder.enumerated() { host.say("    \(place + 1). \(call.line)") }
        }
        let unsettled = truth.filter { !$0.isSettled }
        if !unsettled.isEmpty {
            sayWrapped("  " + Phrase.quizUnsettled(language))
            for call in unsettled { host.say("    " + call.line) }
        }
        var reasons: [String] = []
        for pair in QuizScore.wrongPairs(given, settled: settled) {
            let earlier = truth[pair.earlier]
            let later = truth[pair.later]
            let reason = OrderReasons.reason(earlier: earlier, later: later, language: language)
            guard !reasons.contains(reason) else { continue }
            reasons.append(reason)
            sayWrapped("  " + Phrase.quizWhy(language, earlier.shortName, later.shortName, reason))
            if reasons.count == 3 { break }
        }
        for line in others { sayWrapped(line) }
        let note = block.note.map(Self.uncommented).joined(separator: " ")
        if !note.isEmpty { sayWrapped("  " + Phrase.quizAboutStep(language, note)) }
        return .answered(
            QuizResult.Step(
                number: number, command: block.command, expected: truth.map(\.line),
                answer: given.map { truth[$0].line }, points: points, total: settled.count))
    }

    /// A note as the lesson says it: at a terminal each paragraph (lines up
    /// to an empty one) wrapped at word boundaries to its width; else line by
    /// line as written.
    private func sayNote(_ lines: [String]) {
        guard host.lineWidth != nil else { return lines.forEach(host.say) }
        var paragraph: [String] = []
        for line in lines {
            if !line.isEmpty {
                paragraph.append(line)
                continue
            }
            if !paragraph.isEmpty { sayWrapped(paragraph.joined(separator: " "), continuation: "") }
            paragraph = []
            host.say("")
        }
        if !paragraph.isEmpty { sayWrapped(paragraph.joined(separator: " "), continuation: "") }
    }

    /// A line wrapped at word boundaries to the host's width, the pieces
    /// after the first starting with `continuation` (by default indented two
    /// more than the line); whole when there is no width.
    private func sayWrapped(_ line: String, continuation: String? = nil) {
        guard let width = host.lineWidth else { return host.say(line) }
        for piece in TextLayout.wrap(line, width: width, continuation: continuation) { host.say(piece) }
    }

    /// What became of one quiz question.
    private enum Asked {
        case answered(QuizResult.Step)
        /// A step of at most one call: it just ran.
        case nothingToOrder
        /// The student stopped the quiz (`q`, Ctrl-D).
        case stopped
    }

    /// A comment line as the lesson says it: without its `#`.
    static func uncommented(_ line: String) -> String {
        if line.hasPrefix("# ") { return String(line.dropFirst(2)) }
        if line.hasPrefix("#") { return String(line.dropFirst()) }
        return line
    }
}
