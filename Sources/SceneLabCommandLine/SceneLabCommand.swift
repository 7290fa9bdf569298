import CommandGrammar
import CEditLine
import SceneLabFileStore
import SceneLabSession
import PropertyLists
import SceneLabStore
import SceneLabCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entry point: `scenelab check …` verifies transcripts; anything else is
/// the REPL or a script.
///
/// The dispatch is by hand because a root command with a positional FILE
/// would otherwise take `check` for a file name.
public enum Main {
    /// Runs scenelab with the process's arguments and exits with its status.
    public static func main() {
        // Past a file size limit (ulimit -f) the kernel would kill the process
        // with SIGXFSZ mid-write; ignored, the write fails with EFBIG instead,
        // which the store reports like a full disk, keeping the change.
        signal(SIGXFSZ, SIG_IGN)
        let arguments = subcommandFirst(Array(CommandLine.arguments.dropFirst()))
        // Events' free text goes to the console's arena for the whole run,
        // freed after each line's events are written (`Console.eventText`).
        TextArena.$current.withValue(Console.eventText) {
            // `open` alone runs a script of that name when there is one, as it did before `open` was a word.
            if arguments.first == "open", arguments.count >= 2 || access("open", F_OK) != 0 {
                // `scenelab open PATH [FILE]` is `scenelab --open PATH [FILE]`, options anywhere.
                switch openArguments(Array(arguments.dropFirst())) {
                case .success(let rewritten): SceneLabCommand.main(rewritten)
                case .failure(let error): refuse(error)
                }
            } else if arguments.first == "serve", arguments.count >= 2 || access("serve", F_OK) != 0 {
                // `scenelab serve [--listen ADDRESS] [OPTIONS] [FILE]` is the REPL (or a script) with
                // `--serve ADDRESS`, the loopback address's port 8080 unless one is given.
                SceneLabCommand.main(serveArguments(Array(arguments.dropFirst())))
            } else if arguments.first == "check" {
                CheckCommand.main(Array(arguments.dropFirst()))
            } else if arguments.first == "quiz" {
                QuizCommand.main(Array(arguments.dropFirst()))
            } else if arguments.first == "results" {
                ResultsCommand.main(Array(arguments.dropFirst()))
            } else if let first = arguments.first, let subcommand = mistypedSubcommand(first) {
                refuse(UsageError(.cliNoSuchSubcommand, VisibleText.escaping(first), subcommand))
            } else {
                SceneLabCommand.main(arguments)
            }
        }
    }

    /// The words that name a subcommand rather than a script.
    static let subcommands = ["open", "serve", "check", "quiz", "results"]

    /// `scenelab serve`'s arguments as the root command takes them: `--listen ADDRESS` (or
    /// `--serve ADDRESS`) kept as `--serve ADDRESS`, else `--serve 127.0.0.1:8080` added.
    static func serveArguments(_ arguments: [String]) -> [String] {
        var rewritten: [String] = []
        var address: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                rewritten += arguments[(index - 1)...]
                break
            }
            if argument == "--listen" || argument == "--serve", index < arguments.count {
                address = arguments[index]
                index += 1
            } else if argument.hasPrefix("--listen=") || argument.hasPrefix("--serve=") {
                address = String(argument.drop { $0 != "=" }.dropFirst())
            } else {
                rewritten.append(argument)
            }
        }
        return ["--serve", address ?? "127.0.0.1:8080"] + rewritten
    }

    /// `arguments` with a subcommand given after options moved to the front, so that
    /// `scenelab --ephemeral open PATH` means `scenelab open PATH --ephemeral` and
    /// `scenelab --lang ru check FILE` means `scenelab check --lang ru FILE`. Only options
    /// scenelab knows are stepped over, each with its value; any other word ends the search,
    /// so a script named like a subcommand after an option it does not know still runs.
    static func subcommandFirst(_ arguments: [String]) -> [String] {
        var index = 0
        while index < arguments.count, arguments[index].hasPrefix("--"), arguments[index] != "--" {
            let spelled = arguments[index].dropFirst(2)
            let name = String(spelled.prefix { $0 != "=" })
            guard let option = SceneLabCommand.syntax.option(named: name) else { return arguments }
            index += option.valueName != nil && !spelled.contains("=") ? 2 : 1
        }
        guard index > 0, index < arguments.count, subcommands.contains(arguments[index]) else { return arguments }
        let options = arguments[..<index]
        let rest = arguments[(index + 1)...]
        return [arguments[index]] + options + rest
    }

    /// The root command's arguments for `open`'s (what follows the word): its first
    /// argument that is neither an option nor an option's value is the path, given as
    /// `--open PATH`, so that `open --lang ru PATH`, `open PATH --lang ru` and
    /// `open -- -odd-name` all open PATH; a second one is the script to run. Options the
    /// root command does not know are left for it to refuse with its own message.
    static func openArguments(_ arguments: [String]) -> Result<[String], UsageError> {
        var others: [String] = []
        var path: String?
        var secondPath: String?
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                if path == nil { path = argument } else { others.append(argument) }
                continue
            }
            others.append(argument)
            if argument == "--" {
                optionsEnded = true
                continue
            }
            guard argument.hasPrefix("--") else { continue }
            let spelled = argument.dropFirst(2)
            let name = String(spelled.prefix { $0 != "=" })
            guard let option = SceneLabCommand.syntax.option(named: name), option.valueName != nil,
                !spelled.contains("=")
            else { continue }
            // The option's value, whatever it looks like, as the parser takes it.
            if index < arguments.count {
                if name == "open" { secondPath = arguments[index] }
                others.append(arguments[index])
                index += 1
            }
        }
        // Help asked for anywhere is help, with or without a path.
        if others.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            return .success((path.map { ["--open", $0] } ?? []) + others)
        }
        if let attached = others.prefix(while: { $0 != "--" }).last(where: { $0.hasPrefix("--open=") }) {
            secondPath = String(attached.dropFirst("--open=".count))
        }
        guard let path else {
            // `open --open PATH` (or `--open=PATH`) says it twice, but names one project.
            return secondPath == nil ? .failure(UsageError(.cliOpenNeedsPath)) : .success(others)
        }
        // `open A --open B` would open B without a word (the last option wins): two projects are refused.
        if let secondPath {
            return .failure(UsageError(.cliOpenTwice, VisibleText.escaping(path), VisibleText.escaping(secondPath)))
        }
        return .success(["--open", path] + others)
    }

    /// Says why the command line cannot run, with the usage, and ends with EX_USAGE (64).
    static func refuse(_ error: UsageError) -> Never {
        let language = CommandLineLanguage.current
        OutputStream.writeImmediately(
            Phrase.labelError(language) + " " + error.text(in: language) + "\n"
                + Phrase.cliUsage(language, SceneLabCommand.syntax.usage) + "\n"
                + Phrase.cliSeeHelp(language, "scenelab") + "\n", to: 2)
        exit(ExitStatus.usage.rawValue)
    }

    /// The subcommand `word` is a likely typo of (`chek` → `check`), when it
    /// names no file: a script called `chek` still runs. A word that looks
    /// like a path or an option is never taken for a subcommand.
    static func mistypedSubcommand(_ word: String) -> String? {
        guard !word.hasPrefix("-"), !word.contains("/"), !word.contains("."), access(word, F_OK) != 0 else {
            return nil
        }
        return Suggestion.closest(to: word, in: ["check", "quiz", "results", "serve"])
    }

    /// Every command line scenelab reads, for the shells' completion scripts.
    static let completion = CompletionScript(
        root: SceneLabCommand.syntax, subcommands: [
            ("check", CheckCommand.syntax), ("quiz", QuizCommand.syntax), ("results", ResultsCommand.syntax),
        ])

    /// The manual page, from the same syntax and the session's command specs.
    static let manual = ManualPage(root: SceneLabCommand.syntax, subcommands: completion.subcommands)
}

/// `scenelab [FILE]`: the REPL, or a command script.
struct SceneLabCommand: Command {
    static let syntax = CommandSyntax(
        name: "scenelab",
        abstract: "Watch the UIKit app, scene and view-controller lifecycle, one callback at a time.",
        russianAbstract: "Жизненный цикл приложения, сцен и контроллеров UIKit — вызов за вызовом.",
        discussion: """
            With no FILE and a terminal on both ends, scenelab starts an interactive REPL. \
            Otherwise it runs a command script from FILE (or standard input, or '-').

            'scenelab check FILE.t...' verifies transcripts (see 'scenelab check --help'); \
            'scenelab quiz FILE.t' plays one as a quiz (see 'scenelab quiz --help'); \
            'scenelab results FILE...' summarises a class's quiz results; \
            'scenelab serve [--listen ADDRESS]' is this session serving the class in a browser (--serve).
            """,
        russianDiscussion: """
            Без FILE и с терминалом на обоих концах scenelab запускает интерактивный REPL. \
            Иначе выполняет сценарий команд из FILE (или стандартного ввода, или '-').

            'scenelab check FILE.t...' проверяет транскрипты (см. 'scenelab check --help'); \
            'scenelab quiz FILE.t' проходит транскрипт как тест (см. 'scenelab quiz --help'); \
            'scenelab results FILE...' сводит результаты тестов группы; \
            'scenelab serve [--listen ADDRESS]' — этот сеанс, обслуживающий класс в браузере (--serve).
            """,
        version: "0.1.0",
        positional: .init(name: "file", help: "A command script to run; '-' reads standard input.", ru: "Сценарий команд для запуска; '-' читает стандартный ввод.", count: .optional),
        options: OutputOptions.syntax + DeviceOptions.syntax + [
            .flag("echo", help: "Print each command as '> command' before its output.", ru: "Печатать каждую команду как '> команда' перед её выводом."),
            .flag("bail", help: "Stop a script at its first error.", ru: "Остановить сценарий на первой ошибке."),
            .option(
                "lesson", Int.self, valueName: "N", completes: .lessonNumbers,
                help: "Start in lesson N (`lessons` lists them).", ru: "Начать с урока N (список: `lessons`)."),
            .flag("quiz", help: "With --lesson: play it as a quiz, predicting each step's callbacks.", ru: "С --lesson: пройти урок как тест, предсказывая вызовы каждого шага."),
            .flag("quiz-all", help: "With --lesson: a quiz that asks every step, the set-up steps too.", ru: "С --lesson: тест, который спрашивает каждый шаг, включая подготовительные."),
        ] + ResultsOptions.syntax + [
            .option(
                "logger", TraceStyle.self, valueName: "style",
                help: "How text output writes calls: scenelab (default); cs193p, the console of the CS193p "
                    + "lecture's VCLLoggingViewController; usov, the console of the print calls in Usov's "
                    + "book; or xcode, an opened project's own print lines (also 'trace style' in a session).",
                ru: "Как вывод пишет вызовы: scenelab (по умолчанию); cs193p — консоль "
                    + "VCLLoggingViewController лекции CS193p; usov — консоль print из книги Усова; "
                    + "xcode — строки print открытого проекта (в сеансе — 'trace style')."),
            .option(
                "open", String.self, valueName: "path", completes: .directory,
                help: "Open an Xcode project folder (or one .storyboard file) and play it: `launch` starts it "
                    + "(also 'scenelab open PATH').",
                ru: "Открыть папку проекта Xcode (или один файл .storyboard) и играть его: `launch` запускает "
                    + "его (также 'scenelab open PATH')."),
            .option(
                "serve", String.self, valueName: "address",
                help: "Serve the class from this session: a projector page of it live, and a sandbox for each "
                    + "student who joins with the printed code, on PORT, HOST:PORT or [IPv6]:PORT (127.0.0.1 "
                    + "unless a host is given; 0.0.0.0 is the room's network). Also 'scenelab serve'.",
                ru: "Обслуживать класс из этого сеанса: страница проектора с ним вживую и песочница каждому "
                    + "студенту, вошедшему с напечатанным кодом, на PORT, HOST:PORT или [IPv6]:PORT (127.0.0.1, "
                    + "если хост не указан; 0.0.0.0 — сеть класса). Также 'scenelab serve'."),
            .option(
                "console", TraceStyle.self, valueName: "style",
                help: "Like --logger; with 'xcode' standard output holds only what Xcode's console would: the "
                    + "opened project's own print lines; scenelab's notes, warnings and errors go to standard error.",
                ru: "Как --logger; с 'xcode' стандартный вывод — только строки print открытого проекта, как в "
                    + "консоли Xcode; примечания, предупреждения и ошибки scenelab идут в stderr."),
            .option(
                "generate-completion-script", Shell.self, valueName: "shell",
                help: "Print a completion script of scenelab's options for the shell, and exit.", ru: "Напечатать сценарий автодополнения параметров scenelab для оболочки и выйти."),
            .flag("man", help: "Print this manual page (roff, as scenelab.1 in the repository holds it), and exit.", ru: "Напечатать страницу руководства (roff, как scenelab.1 в репозитории; она на английском) и выйти."),
        ],
        exitStatus: [
            .init(name: "0", text: "Every command ran (or --help, --version, --man).", ru: "Все команды выполнены (или --help, --version, --man)."),
            .init(
                name: "1",
                text: "A command failed or UIKit would have ignored it, the script could not be read, or the "
                    + "--events file refused a write.", ru: "Команда не удалась или UIKit проигнорировал бы её, сценарий не удалось прочитать, или файл --events отказал в записи."),
            .init(name: "64", text: "The command line was wrong (EX_USAGE); the error says how.", ru: "Неверная командная строка (EX_USAGE); сообщение об ошибке скажет, что не так."),
        ])

    /// A command script to run; "-" reads standard input.
    let file: String?
    let output: OutputOptions
    let device: DeviceOptions
    let echo: Bool
    let bail: Bool
    let lesson: Int?
    let quiz: Bool
    /// `--quiz-all`: the quiz asks the steps a lesson marks as not quizzed too.
    let quizEveryStep: Bool
    let results: ResultsOptions
    let logger: TraceStyle?
    /// `--open PATH`: the project folder or storyboard to play.
    let openPath: String?
    /// `--serve ADDRESS`: where to serve the class from this session.
    let serveAddress: ServeAddress?
    /// Given, scenelab prints the shell's completion script instead of running.
    let completionShell: Shell?
    /// `--man`: print the manual page instead of running.
    let printsManual: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        file = arguments.positionals.first
        output = try OutputOptions(arguments)
        device = try DeviceOptions(arguments)
        echo = arguments.flag("echo")
        bail = arguments.flag("bail")
        lesson = try arguments.value("lesson")
        quizEveryStep = arguments.flag("quiz-all")
        quiz = arguments.flag("quiz") || quizEveryStep
        results = ResultsOptions(arguments)
        let console: TraceStyle? = try arguments.value("console")
        let named: TraceStyle? = try arguments.value("logger")
        logger = console ?? named
        openPath = arguments.text("open")
        serveAddress = try arguments.text("serve").map { text throws(UsageError) in
            guard let address = ServeAddress(text) else { throw UsageError(.usageServeAddress, VisibleText.escaping(text)) }
            return address
        }
        completionShell = try arguments.value("generate-completion-script")
        printsManual = arguments.flag("man")
        if quiz && lesson == nil {
            throw UsageError(.usageQuizNeedsLesson)
        }
        if lesson != nil && file != nil && file != "-" {
            throw UsageError(.usageLessonAndFile)
        }
    }

    func run() throws(UsageError) -> ExitStatus {
        if let completionShell {
            // The lessons' numbers as they are now: `--lesson` completes them.
            let numbers = (try? Lessons.all(in: .en).get())?.map { String($0.number) } ?? []
            OutputStream.writeImmediately(Main.completion.text(for: completionShell, lessonNumbers: numbers), to: 1)
            return .success
        }
        if printsManual {
            OutputStream.writeImmediately(Main.manual.text, to: 1)
            return .success
        }
        let eventLog = try output.openEventLog()
        let resultsFile = try results.open()
        let scriptOnStandardInput =
            file == "-" || (file == nil && !(Terminal.inputIsTerminal && Terminal.outputIsTerminal))
        var catalog = AppCatalog.books
        var platform = device.platform
        var openingLines: [String] = []
        var unreadCode: UnreadCode? = nil
        if let openPath {
            switch OpenedProject.open(openPath, language: device.language) {
            case .failure(let failure):
                let language = CommandLineLanguage.current
                OutputStream.writeImmediately(
                    Phrase.labelError(language) + " "
                        + VisibleText.escaping(failure.text(in: language)) + "\n", to: 2)
                return .failure
            case .success(let opened):
                catalog = AppCatalog(apps: [opened.app] + AppCatalog.books.apps)
                if opened.usesAppDelegateLifecycle { platform = Platform(iOSVersion: platform.iOSVersion, lifecycle: .app) }
                openingLines = opened.report
                unreadCode = opened.unreadCode
            }
        }
        var session = Session(
            simulator: Simulator(
                catalog: catalog,
                store: Store(storage: device.storage()),
                files: LocalFileAccess(standardInputAvailable: !scriptOnStandardInput),
                containers: device.containers(), language: device.language, randomSeed: device.seed,
                device: Device(model: device.model),
                platform: platform, code: device.code, chapter: device.chapter))
        session.echo = echo
        session.bail = bail
        session.unreadCode = unreadCode
        if let logger { session.traceStyle = logger }
        let console = Console(
            session: session, format: output.format, color: output.color, eventLog: eventLog)
        for line in openingLines { OutputStream.writeImmediately(line + "\n", to: 2) }
        if let serveAddress {
            let language = device.language
            switch ServingLibrary.start(
                host: serveAddress.host, port: serveAddress.port, language: language.rawValue, results: results.results)
            {
            case .failure(let failure):
                let reason: String
                switch failure {
                case .libraryMissing(let tried): reason = tried + " (scripts/run builds it)"
                case .notStarted(let why): reason = why
                }
                OutputStream.writeImmediately(
                    Phrase.labelError(language) + " " + VisibleText.escaping(Phrase.serveFailed(language, reason)) + "\n", to: 2)
                return .failure
            case .success(let served):
                let base = "http://\(serveAddress.urlHost):\(served.port)"
                var lines = [
                    Phrase.serveProjector(language, base + "/"),
                    Phrase.serveStudents(language, base + "/join", served.joinCode),
                    Phrase.serveTeacher(language, base + "/results?token=" + served.teacherToken),
                ]
                if serveAddress.isEverywhere { lines.append(Phrase.serveEverywhere(language)) }
                for line in lines { OutputStream.writeImmediately(line + "\n", to: 2) }
                console.classFeed = ClassFeed(served: served)
                console.publishToClass()
            }
        }
        console.quizResults = resultsFile
        console.quizStudent = results.studentName
        let status = run(console)
        // The last of the events reach their file only now: its failure is the run's too.
        console.flush()
        return console.eventLogFailed ? .failure : status
    }

    private func run(_ console: Console) -> ExitStatus {
        let lessonLine = lesson.map { "lesson \($0)" + (quizEveryStep ? " --quiz all" : quiz ? " --quiz" : "") }
        if let file, file != "-" {
            guard let descriptor = Self.openScript(file) else { return .failure }
            defer { close(descriptor) }
            let succeeded = ScriptRunner(name: file, console: console).run(reading: descriptor)
            return succeeded ? .success : .failure
        } else if file == nil && Terminal.inputIsTerminal && Terminal.outputIsTerminal {
            REPL(console: console, keepsHistory: !device.ephemeral, firstLine: lessonLine, endsAfterFirstLine: quiz).run()
        } else {
            if let lessonLine {
                // Without a terminal, the lesson reads its Enter presses (or answers) from standard input.
                console.readsLines(from: ScriptLines(descriptor: 0))
                _ = console.run(lessonLine, location: nil)
                console.flush()
                return console.failures > 0 ? .failure : .success
            }
            let succeeded = ScriptRunner(name: "<stdin>", console: console).run(reading: 0)
            return succeeded ? .success : .failure
        }
        return .success
    }

    /// A script that cannot be read is an error of the run (exit 1), not of its usage.
    private static func unreadable(_ error: FileError) -> Int32? {
        // `scenelab help` reads a script called help; someone who typed it wanted the option.
        let meant = ["help": "--help", "usage": "--help", "version": "--version"][error.path]
        let language = CommandLineLanguage.current
        let hint = meant.map { error.code == ENOENT ? Phrase.cliHelpHint(language, $0) : "" } ?? ""
        OutputStream.writeImmediately(
            Phrase.labelError(language) + " " + Phrase.cliCannotReadScript(language, error.description) + hint + "\n",
            to: 2)
        return nil
    }

    /// Opens a script without blocking on a FIFO that has no writer yet, and
    /// refuses what cannot be a script (a directory) before running anything.
    static func openScript(_ path: String) -> Int32? {
        if path.hasSuffix(".t") {
            let language = CommandLineLanguage.current
            OutputStream.writeImmediately(
                Phrase.labelError(language) + " "
                    + Phrase.cliScriptIsTranscript(language, VisibleText.escaping(path)) + "\n", to: 2)
            return nil
        }
        let file: OpenedFile
        switch OpenedFile.reading(path) {
        case .success(let opened): file = opened
        case .failure(let refusal): return Self.unreadable(FileError(path: path, code: refusal.code))
        }
        if file.kind.isDirectory {
            file.close()
            return Self.unreadable(FileError(path: path, code: EISDIR))
        }
        // A FIFO is read as `cat` reads it: waiting for its writer.
        switch file.waitingForWriter(path: path) {
        case .success(let readable): return readable.descriptor
        case .failure(let refusal): return Self.unreadable(FileError(path: path, code: refusal.code))
        }
    }
}

/// Options that shape what scenelab writes.
struct OutputOptions {
    static let syntax: [OptionSyntax] = [
        .option("format", OutputFormat.self, default: "text", help: "What standard output carries: text or jsonl.", ru: "Что идёт в стандартный вывод: text или jsonl."),
        .option(
            "events", String.self, valueName: "file", completes: .file,
            help: "Also write every event as JSON Lines to this file (appended to a file that exists).", ru: "Также писать каждое событие строкой JSON в этот файл (существующий файл дополняется)."),
        .flag("force", help: "With --events: empty an existing events file first instead of appending to it.", ru: "С --events: сначала очистить существующий файл событий, а не дописывать в него."),
        .flag("no-color", help: "No colour (also when NO_COLOR is set, TERM=dumb, or output is not a terminal).", ru: "Без цвета (также если задан NO_COLOR, TERM=dumb или вывод идёт не в терминал)."),
    ]

    let format: OutputFormat
    let eventsPath: String?
    /// `--force`: the events file is emptied first rather than appended to.
    let replacesEvents: Bool
    let noColor: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        format = try arguments.value("format") ?? .text
        eventsPath = arguments.text("events")
        replacesEvents = arguments.flag("force")
        noColor = arguments.flag("no-color")
        if replacesEvents && eventsPath == nil {
            throw UsageError(.usageForceNeedsEvents)
        }
    }

    var color: Bool { format == .text && Terminal.wantsColor(disabledByFlag: noColor) }

    /// Opens the events file before anything runs, so that a path that
    /// cannot be written stops the run before its first command.
    func openEventLog() throws(UsageError) -> OutputStream? {
        guard let eventsPath else { return nil }
        do {
            return OutputStream(file: try RequestedFile(eventsPath).openForAppending(truncating: replacesEvents))
        } catch {
            throw UsageError(.usageEventsFile, error.description)
        }
    }
}

extension OutputFormat: ArgumentValue {}

/// Options about the simulated device: where its disk is, and how files are written.
struct DeviceOptions {
    static let syntax: [OptionSyntax] = [
        .option(
            "data-dir", String.self, valueName: "dir", completes: .directory,
            help: "The simulated device's disk (default: ${XDG_DATA_HOME:-~/.local/share}/scenelab).", ru: "Диск симулируемого устройства (по умолчанию — ${XDG_DATA_HOME:-~/.local/share}/scenelab)."),
        .flag(
            "ephemeral",
            help: "Keep the store and the history in memory (only files you name, as in `defaults export`, are "
                + "written).", ru: "Держать хранилище и историю в памяти (записываются только названные вами файлы, как в `defaults export`)."),
        .option(
            "plist-format", PropertyListFormat.self, default: "xml",
            help: "The format the store writes: xml (readable) or binary.", ru: "Формат, в котором пишет хранилище: xml (читаемый) или binary."),
        .option(
            "lang", Language.self,
            help: "The language of scenelab's messages, --help and the simulated apps' UI: en or ru (default: from "
                + "LC_ALL, LC_MESSAGES or LANG).", ru: "Язык сообщений scenelab, --help и интерфейса симулируемых приложений: en или ru (по умолчанию — из LC_ALL, LC_MESSAGES или LANG)."),
        .option(
            "seed", UInt64.self, default: "1",
            help: "The seed of the apps' random numbers (the game's secret), so that runs replay.", ru: "Зерно случайных чисел приложений (загаданное в игре), чтобы прогоны повторялись."),
        .option(
            "device", Device.Model.self, default: "iphone",
            help: "The simulated device, in portrait: iphone (default), ipad, or the lecture's iphone-x or "
                + "ipad-pro-9.7.", ru: "Симулируемое устройство в портретной ориентации: iphone (по умолчанию), ipad или из лекции iphone-x и ipad-pro-9.7."),
        .option(
            "ios", Int.self, valueName: "version",
            help: "The iOS version apps run on: 9 to 12 play the app-delegate lifecycle of every app before "
                + "scenes; 13 or later (the default) plays today's UIKit.", ru: "Версия iOS, на которой работают приложения: с 9 по 12 — жизненный цикл через делегат приложения, как до сцен; 13 и новее (по умолчанию) — нынешний UIKit."),
        .option(
            "lifecycle", Platform.Lifecycle.self,
            help: "scene (default): the app has a scene manifest; app: an iOS 13+ app without one, whose app "
                + "delegate hears of its state.", ru: "scene (по умолчанию): у приложения есть манифест сцен; app: приложение iOS 13+ без него, о состоянии узнаёт делегат приложения."),
        .flag(
            "as-written",
            help: "Play the books' apps' code as the books print it, bugs included, instead of scenelab's fixed "
                + "code (the session's `book as-written`).",
            ru: "Играть код приложений из книг как напечатан, с ошибками, а не исправленный код scenelab "
                + "(в сеансе — команда `book as-written`)."),
        .option(
            "chapter", String.self, valueName: "n",
            help: "Play the books' apps as their readers have them at the end of chapter N of their book, or "
                + "up to Listing N.M (N.0: before its first; the session's `book chapter N`); without it, the finished apps.",
            ru: "Играть приложения книг такими, какими они у читателя в конце главы N или до листинга N.M "
                + "(N.0 — до первого; в сеансе — `book chapter N`); без него — готовые приложения."),
        .option(
            "lock-timeout", Double.self, valueName: "seconds", default: "\(LockWait.defaultTimeout)",
            help: "Seconds to wait for a domain another scenelab is writing before giving up.", ru: "Сколько секунд ждать домен, который пишет другой scenelab, прежде чем сдаться."),
    ]

    let dataDirectory: String?
    let ephemeral: Bool
    let plistFormat: PropertyListFormat
    let lang: Language?
    let seed: UInt64
    let model: Device.Model
    let platform: Platform
    let code: BookCode
    let chapter: BookChapter?
    let lockTimeout: Double

    init(_ arguments: ParsedArguments) throws(UsageError) {
        dataDirectory = arguments.text("data-dir")
        ephemeral = arguments.flag("ephemeral")
        plistFormat = try arguments.value("plist-format") ?? .xml
        lang = try arguments.value("lang")
        seed = try arguments.value("seed") ?? 1
        model = try arguments.value("device") ?? .iPhone
        let lifecycle: Platform.Lifecycle? = try arguments.value("lifecycle")
        platform = Platform(
            iOSVersion: try arguments.value("ios") ?? Platform.current.iOSVersion, lifecycle: lifecycle ?? .scene)
        code = arguments.flag("as-written") ? .asWritten : .fixed
        let chapterText = arguments.text("chapter")
        chapter = chapterText.flatMap { BookChapter(parsing: $0) }
        if chapterText != nil, chapter == nil {
            throw UsageError(.usageChapterRange)
        }
        lockTimeout = try arguments.value("lock-timeout") ?? LockWait.defaultTimeout
        if ephemeral && dataDirectory != nil {
            throw UsageError(.usageEphemeralDataDir)
        }
        guard Platform.versions.contains(platform.iOSVersion) else {
            throw UsageError(.usageIOSRange)
        }
        if platform.iOSVersion < 13 && lifecycle == .scene {
            throw UsageError(.usageIOS12Scenes)
        }
        guard lockTimeout.isFinite, lockTimeout >= 0, lockTimeout <= 86_400 else {
            throw UsageError(.usageLockTimeout)
        }
    }

    var language: Language { Self.language(lang) }

    /// `--lang` when given, else the locale's (LC_ALL, LC_MESSAGES, LANG):
    /// how the REPL and `scenelab check` both pick their language.
    static func language(_ lang: Language?) -> Language {
        lang
            ?? Language(
                locale: ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { Terminal.environment($0) }.first {
                    !$0.isEmpty
                })
    }

    func storage() -> any PreferencesStorage {
        if ephemeral { return InMemoryStorage() }
        return FileStorage(root: dataDirectory ?? Self.defaultDataDirectory, format: plistFormat, lockWait: lockWait)
    }

    /// The apps' containers: beside the preferences on disk, or in memory under `--ephemeral`.
    func containers() -> any ContainerStorage {
        if ephemeral { return InMemoryContainers() }
        return DiskContainers(root: dataDirectory ?? Self.defaultDataDirectory, lockWait: lockWait)
    }

    /// How the store's and the containers' locks are waited for (`--lock-timeout`). Said at
    /// once on standard error: the command is still waiting, so its events have not been printed.
    private var lockWait: LockWait {
        LockWait(timeout: lockTimeout) { notice in
            let message = notice.text(in: CommandLineLanguage.current)
            OutputStream.writeImmediately("scenelab: " + VisibleText.escaping(message) + "\n", to: 2)
        }
    }

    static var defaultDataDirectory: String {
        if let data = Terminal.environment("XDG_DATA_HOME"), !data.isEmpty { return data + "/scenelab" }
        return (Terminal.environment("HOME") ?? ".") + "/.local/share/scenelab"
    }
}

extension PropertyListFormat: ArgumentValue {}

extension Language: ArgumentValue {}

extension Platform.Lifecycle: ArgumentValue {}

extension Device.Model: ArgumentValue {}

extension BookCode: ArgumentValue {}

extension TraceStyle: ArgumentValue {}
