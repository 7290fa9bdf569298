import SceneLabSession
import SceneLabCore

/// The console as a lesson's host: lines go to the terminal, steps run in
/// the console's session, answers come from its line reader.
extension Console: LessonHost {
    func run(_ line: String) { run(line, location: nil) }

    var readsLines: Bool { !lineReaders.isEmpty }

    func readLine(_ prompt: String) -> String? { lineReaders.last?(prompt) }

    /// A served class is asked the step too (`ClassFeed`), each student on their page.
    func classQuizAsked(_ step: ClassQuizStep) {
        classFeed?.served.ask(ClassFeed.json(of: step))
    }

    /// The projector shows the step's note while the lesson waits for the teacher's Enter.
    func classLessonStep(_ step: String, note: [String], command: String) {
        guard classFeed != nil else { return }
        classFeed?.note = [step + ": > " + command] + note
        publishToClass()
    }

    /// The terminal's width while a person reads (the REPL, a quiz at a terminal).
    var lineWidth: Int? { wrapWidth?() }

    /// A player for `transcript` in this console, with its language and the
    /// quiz's student; `seed` shuffles the lists (the session's own, not a
    /// fresh lesson device's).
    func lessonPlayer(
        _ lesson: Lessons.Lesson, transcript: Transcript, mode: LessonPlayer.Mode, label: String? = nil,
        seed: UInt64
    ) -> LessonPlayer {
        let language = transcript.language ?? session.simulator.language
        return LessonPlayer(
            host: self, transcript: transcript, mode: mode, language: language,
            label: label ?? lesson.displayName(in: language),
            result: QuizResult(
                lesson: lesson.id, number: lesson.number, title: lesson.title, language: language,
                student: quizStudent),
            seed: seed)
    }
}
