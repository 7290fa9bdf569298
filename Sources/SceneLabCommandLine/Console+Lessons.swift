import SceneLabFileStore
import SceneLabSession
import SceneLabStore
import SceneLabCore

extension Console {
    /// `lessons`: one line per lesson, in the apps' language.
    func listLessons(location: ScriptLocation?) -> Result {
        switch Lessons.all(in: session.simulator.language) {
        case .failure(let problem):
            fail("lessons: \(problem.reason)", location: location)
            return Result(failed: true, quit: false)
        case .success(let lessons):
            let language = session.simulator.language
            if lessons.isEmpty { say(Phrase.lessonsNone(language)) }
            for lesson in lessons {
                say((lesson.number < 10 ? " " : "") + "\(lesson.number)  \(lesson.title)")
            }
            if !lessons.isEmpty { say(Phrase.lessonsFooter(language)) }
            return Result(failed: false, quit: false)
        }
    }

    /// `lesson N [--quiz]`: plays a lesson on a fresh device in memory, the
    /// session's own device untouched, with the session's language.
    func playLesson(_ number: Int, mode: LessonPlayer.Mode, location: ScriptLocation?) -> Result {
        let lessons: [Lessons.Lesson]
        switch Lessons.all(in: session.simulator.language) {
        case .failure(let problem):
            fail("lesson: \(problem.reason)", location: location)
            return Result(failed: true, quit: false)
        case .success(let found): lessons = found
        }
        guard let lesson = lessons.first(where: { $0.number == number }) else {
            let language = session.simulator.language
            let range =
                lessons.isEmpty
                ? Phrase.lessonNoneAtAll(language)
                : Phrase.lessonTheyAre(language, lessons.map(\.number).map(String.init).joined(separator: ", "))
            fail("lesson: " + Phrase.lessonNoSuch(language, String(number), range), location: location)
            return Result(failed: true, quit: false)
        }
        return play(lesson, mode: mode, location: location)
    }

    /// Plays a lesson file (`lesson N`, `scenelab --lesson N`, `scenelab quiz FILE.t`).
    func play(_ lesson: Lessons.Lesson, mode: LessonPlayer.Mode, location: ScriptLocation?) -> Result {
        let transcript: Transcript
        do {
            transcript = try Transcript(parsing: lesson.text)
        } catch {
            fail("lesson: \(lesson.path):\(error.line): \(error.message)", location: location)
            return Result(failed: true, quit: false)
        }
        // A lesson that opens a project (`#: open PATH`) plays that project's app; a built-in
        // lesson, the built-in copy of it.
        let device: TranscriptDevice
        let opened =
            lesson.builtInPath.map { CheckCommand.device(opening: transcript.openPath, fromBuiltIn: $0) }
            ?? CheckCommand.device(opening: transcript.openPath, from: lesson.path)
        switch opened {
        case .success(let found): device = found
        case .failure(let problem):
            fail("lesson: \(lesson.path): \(problem.reason)", location: location)
            return Result(failed: true, quit: false)
        }
        var fresh = Session(
            simulator: Simulator(
                catalog: device.catalog, containers: InMemoryContainers(),
                language: transcript.language ?? session.simulator.language, platform: device.platform))
        fresh.unreadCode = device.unreadCode
        // The lists are shuffled with this session's seed (`--seed`); the
        // player is made inside the fresh session, whose language it speaks.
        let seed = session.simulator.randomSeed
        let result = withSession(fresh) { lessonPlayer(lesson, transcript: transcript, mode: mode, seed: seed).play() }
        // The projector leaves the lesson with the session: no step's note, the session's own state.
        if classFeed != nil {
            classFeed?.note = []
            publishToClass()
        }
        let language = fresh.simulator.language
        let name = lesson.displayName(in: language)
        guard mode.isQuiz else {
            say(Phrase.lessonEnd(language, name))
            return Result(failed: false, quit: false)
        }
        say(Phrase.quizEnd(language, name) + (result.finished ? "" : Phrase.quizStoppedEarly(language)))
        say(Phrase.quizScore(language, String(result.points), String(result.total)))
        if let quizResults { return Result(failed: !appendResult(result, to: quizResults), quit: false) }
        return Result(failed: false, quit: false)
    }

    /// Appends one JSON line for a student's quiz to the results file.
    private func appendResult(_ result: QuizResult, to results: QuizResults) -> Bool {
        let line = result.jsonLine(time: WallClock.iso8601Now()) + "\n"
        do {
            try results.file.append(Array(line.utf8))
        } catch {
            fail(Phrase.consoleQuizCannotWrite(language, error.description), location: nil)
            return false
        }
        return true
    }
}
