import SceneLabFileStore
import SceneLabSession
import SceneLabCore

/// Where quiz results go: `--results FILE`, one JSON line per student and lesson.
struct ResultsOptions {
    static let syntax: [OptionSyntax] = [
        .option(
            "results", String.self, valueName: "file", completes: .file,
            help: "Append each quiz's score to FILE as a JSON line (for a teacher to collect).", ru: "Дописывать итог каждого теста в FILE строкой JSON (чтобы преподаватель собрал их)."),
        .option("student", String.self, valueName: "name", help: "The name the results line gives (default: $USER, else the account's name).", ru: "Имя в строке результатов (по умолчанию — $USER, иначе имя учётной записи)."),
    ]

    let results: String?
    let student: String?

    init(_ arguments: ParsedArguments) {
        results = arguments.text("results")
        student = arguments.text("student")
    }

    /// The student a quiz is for: `--student`, else the user scenelab runs as (`$USER`, `$LOGNAME`,
    /// the account's name), else `student`. It seeds the shuffle of each step's list, results file or not.
    var studentName: String {
        if let student, !student.isEmpty { return student }
        return Terminal.userName ?? "student"
    }

    /// Opens the results file before any question is asked, so that a path
    /// that cannot be written is refused before the student's work, not after.
    func open() throws(UsageError) -> QuizResults? {
        guard let results else { return nil }
        do {
            let file = try RequestedFile(results).openForAppending(truncating: false)
            return QuizResults(file: file)
        } catch {
            throw UsageError(.usageResultsFile, error.description)
        }
    }
}

/// `scenelab quiz FILE.t`: a transcript played as a quiz. Before each step
/// runs, the student orders its callbacks; each position is marked and the
/// score kept.
struct QuizCommand: Command {
    static let syntax = CommandSyntax(
        name: "scenelab quiz",
        abstract: "Play a transcript as a quiz: predict each step's callbacks, then see them, with a score.",
        russianAbstract: "Пройти транскрипт как тест: предсказать вызовы каждого шага, затем увидеть их и получить баллы.",
        positional: .init(name: "file", help: "A transcript (.t), such as a lesson.", ru: "Транскрипт (.t), например урок.", count: .one, extensions: ["t"]),
        options: ResultsOptions.syntax + [
            .flag("all", help: "Ask every step, the ones the transcript marks as not quizzed too.", ru: "Спрашивать каждый шаг, в том числе отмеченные в транскрипте как не входящие в тест."),
            .option(
                "seed", UInt64.self, default: "1",
                help: "With the student's name, the seed each step's list is shuffled with.", ru: "Вместе с именем студента — зерно, с которым перемешивается список каждого шага."),
        ],
        exitStatus: [
            .init(name: "0", text: "The quiz was played (whatever the score).", ru: "Тест пройден (с любым итогом)."),
            .init(name: "1", text: "The transcript could not be read or run, or the results file refused a write.", ru: "Транскрипт не удалось прочитать или выполнить, или файл результатов отказал в записи."),
            .init(name: "64", text: "The command line was wrong (EX_USAGE).", ru: "Неверная командная строка (EX_USAGE)."),
        ])

    /// The transcript to play.
    let file: String
    let results: ResultsOptions
    let everyStep: Bool
    let seed: UInt64

    init(_ arguments: ParsedArguments) throws(UsageError) {
        file = arguments.positionals.first ?? ""
        results = ResultsOptions(arguments)
        everyStep = arguments.flag("all")
        seed = try arguments.value("seed") ?? 1
    }

    func run() throws(UsageError) -> ExitStatus {
        let resultsFile = try results.open()
        let console = Console(
            session: Session(simulator: Simulator(language: CommandLineLanguage.current, randomSeed: seed)),
            format: .text,
            color: Terminal.wantsColor(disabledByFlag: false), eventLog: nil)
        defer { console.flush() }
        console.quizResults = resultsFile
        console.quizStudent = results.studentName
        let lesson: Lessons.Lesson
        switch CheckCommand.readText(atPath: file) {
        case .failure(let problem):
            console.fail(Phrase.consoleQuizCannotRead(console.language, file, problem.reason), location: nil)
            return .failure
        case .success(let text): lesson = Lessons.Lesson(path: file, text: text)
        }
        if Terminal.inputIsTerminal && Terminal.outputIsTerminal,
            let editor = LineEditor(programName: "scenelab", historyPath: nil)
        {
            editor.complete = { [console] line in console.completion(forLine: line) }
            console.output.flushesEachWrite = true
            // Notes and reasons wrap at the terminal's width, as in the REPL.
            console.wrapWidth = { Terminal.columns }
            console.readsLines(from: editor)
        } else {
            console.readsLines(from: ScriptLines(descriptor: 0))
        }
        let result = console.play(lesson, mode: everyStep ? .quizEveryStep : .quiz, location: nil)
        return result.failed ? .failure : .success
    }
}
