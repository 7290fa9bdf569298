import ArgumentParser
import CEditLine
import SceneLabFileStore
import SceneLabSession

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
@main
enum Main {
    static func main() {
        // Past a file size limit (ulimit -f) the kernel would kill the process
        // with SIGXFSZ mid-write; ignored, the write fails with EFBIG instead,
        // which the store reports like a full disk, keeping the change.
        signal(SIGXFSZ, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "check" {
            CheckCommand.main(Array(arguments.dropFirst()))
        } else if arguments.first == "quiz" {
            QuizCommand.main(Array(arguments.dropFirst()))
        } else {
            SceneLabCommand.main(arguments)
        }
    }
}

/// `scenelab [FILE]`: the REPL, or a command script.
struct SceneLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenelab",
        abstract: "Watch the UIKit app, scene and view-controller lifecycle, one callback at a time.",
        discussion: """
            With no FILE and a terminal on both ends, scenelab starts an interactive REPL. \
            Otherwise it runs a command script from FILE (or standard input, or '-').

            'scenelab check FILE.t...' verifies transcripts (see 'scenelab check --help'); \
            'scenelab quiz FILE.t' plays one as a quiz (see 'scenelab quiz --help').
            """,
        version: "0.1.0"
    )

    @Argument(help: "A command script to run; '-' reads standard input.")
    var file: String?

    @OptionGroup var output: OutputOptions

    @OptionGroup var device: DeviceOptions

    @Flag(help: "Print each command as '> command' before its output.")
    var echo = false

    @Flag(help: "Stop a script at its first error.")
    var bail = false

    @Option(help: ArgumentHelp("Start in lesson N (`lessons` lists them).", valueName: "N"))
    var lesson: Int?

    @Flag(help: "With --lesson: play it as a quiz, predicting each step's callbacks.")
    var quiz = false

    @OptionGroup var results: ResultsOptions

    @Option(
        help: ArgumentHelp(
            "How text output writes calls: scenelab (default), or cs193p, the console of the CS193p lecture's "
                + "VCLLoggingViewController (also 'trace style' in a session).", valueName: "style"))
    var logger: TraceStyle?

    func validate() throws {
        if quiz && lesson == nil {
            throw ValidationError("--quiz plays a lesson as a quiz: give --lesson N too (or `scenelab quiz FILE.t`)")
        }
        if lesson != nil && file != nil && file != "-" {
            throw ValidationError("--lesson starts a session in a lesson; drop the script FILE, or --lesson")
        }
    }

    func run() throws {
        let eventLog = try output.openEventLog()
        let scriptOnStandardInput =
            file == "-" || (file == nil && !(Terminal.inputIsTerminal && Terminal.outputIsTerminal))
        var session = Session(
            simulator: Simulator(
                store: Store(storage: device.storage()),
                files: LocalFileAccess(standardInputAvailable: !scriptOnStandardInput),
                containers: device.containers(), language: device.language, randomSeed: device.seed,
                device: Device(model: device.model),
                platform: device.platform))
        session.echo = echo
        session.bail = bail
        if let logger { session.traceStyle = logger }
        let console = Console(
            session: session, format: output.format, color: output.color, eventLog: eventLog)
        defer { console.flush() }
        console.quizResults = results.destination
        let lessonLine = lesson.map { "lesson \($0)" + (quiz ? " --quiz" : "") }

        if let file, file != "-" {
            let descriptor = try Self.openScript(file)
            defer { close(descriptor) }
            let succeeded = ScriptRunner(name: file, console: console).run(reading: descriptor)
            if !succeeded { throw ExitCode(1) }
        } else if file == nil && Terminal.inputIsTerminal && Terminal.outputIsTerminal {
            REPL(console: console, keepsHistory: !device.ephemeral, firstLine: lessonLine).run()
        } else {
            if let lessonLine {
                // Without a terminal, the lesson reads its Enter presses (or answers) from standard input.
                console.readsLines(from: ScriptLines(descriptor: 0))
                _ = console.run(lessonLine, location: nil)
                console.flush()
                if console.failures > 0 { throw ExitCode(1) }
                return
            }
            let succeeded = ScriptRunner(name: "<stdin>", console: console).run(reading: 0)
            if !succeeded { throw ExitCode(1) }
        }
    }

    /// A script that cannot be read is an error of the run (exit 1), not of its usage.
    private static func unreadable(_ error: FileError) -> ExitCode {
        OutputStream.writeImmediately("error: cannot read the script \(error.description)\n", to: 2)
        return ExitCode(1)
    }

    /// Opens a script without blocking on a FIFO that has no writer yet, and
    /// refuses what cannot be a script (a directory) before running anything.
    static func openScript(_ path: String) throws -> Int32 {
        if path.hasSuffix(".t") {
            OutputStream.writeImmediately(
                "error: \(VisibleText.escaping(path)) is a transcript (commands with their expected output); "
                    + "check it with `scenelab check \(VisibleText.escaping(path))`\n", to: 2)
            throw ExitCode(1)
        }
        let file: OpenedFile
        switch OpenedFile.reading(path) {
        case .success(let opened): file = opened
        case .failure(let refusal): throw Self.unreadable(FileError(path: path, code: refusal.code))
        }
        if file.kind.isDirectory {
            file.close()
            throw Self.unreadable(FileError(path: path, code: EISDIR))
        }
        file.blockingReads()
        return file.descriptor
    }
}

/// Options that shape what scenelab writes.
struct OutputOptions: ParsableArguments {
    @Option(help: "What standard output carries: text or jsonl.")
    var format: OutputFormat = .text

    @Option(name: .customLong("events"), help: "Also write every event as JSON Lines to this file.")
    var eventsPath: String?

    @Flag(help: "No colour (also when NO_COLOR is set, TERM=dumb, or output is not a terminal).")
    var noColor = false

    var color: Bool { format == .text && Terminal.wantsColor(disabledByFlag: noColor) }

    func openEventLog() throws -> OutputStream? {
        guard let eventsPath else { return nil }
        do {
            return try OutputStream.file(atPath: eventsPath)
        } catch {
            throw ValidationError("--events \(error.description)")
        }
    }
}

extension OutputFormat: ExpressibleByArgument {}

/// Options about the simulated device: where its disk is, and how files are written.
struct DeviceOptions: ParsableArguments {
    @Option(
        name: .customLong("data-dir"),
        help: "The simulated device's disk (default: ${XDG_DATA_HOME:-~/.local/share}/scenelab).")
    var dataDirectory: String?

    @Flag(help: "Keep the store and the history in memory (only files you name, as in `defaults export`, are written).")
    var ephemeral = false

    @Option(help: "The format the store writes: xml (readable) or binary.")
    var plistFormat: PropertyListFormat = .xml

    @Option(help: "The language of the simulated apps' UI: en or ru (default: from LC_ALL, LC_MESSAGES or LANG).")
    var lang: Language?

    @Option(help: "The seed of the apps' random numbers (the game's secret), so that runs replay.")
    var seed: UInt64 = 1

    @Option(
        name: .customLong("device"),
        help: "The simulated device, in portrait: iphone (default), ipad, or the lecture's iphone-x or ipad-pro-9.7.")
    var model: Device.Model = .iPhone

    @Option(
        name: .customLong("ios"),
        help: ArgumentHelp(
            "The iOS version apps run on: 12 plays the app-delegate lifecycle of every app before scenes; "
                + "13 or later (the default) plays today's UIKit.", valueName: "version"))
    var iOSVersion: Int?

    @Option(
        help: ArgumentHelp(
            "scene (default): the app has a scene manifest; app: an iOS 13+ app without one, whose app delegate "
                + "hears of its state."))
    var lifecycle: Platform.Lifecycle?

    // No default value in the declaration: argument parser would describe it at every start.
    var platform: Platform {
        Platform(iOSVersion: iOSVersion ?? Platform.current.iOSVersion, lifecycle: lifecycle ?? .scene)
    }

    @Option(
        help: ArgumentHelp(
            "Seconds to wait for a domain another scenelab is writing before giving up.",
            valueName: "seconds"))
    var lockTimeout: Double = LockWait.defaultTimeout

    var language: Language {
        lang
            ?? Language(
                locale: ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { Terminal.environment($0) }.first {
                    !$0.isEmpty
                })
    }

    func validate() throws {
        if ephemeral && dataDirectory != nil {
            throw ValidationError("--ephemeral keeps nothing on disk; drop --data-dir, or --ephemeral")
        }
        let iOSVersion = platform.iOSVersion
        guard (12...26).contains(iOSVersion) else {
            throw ValidationError(
                "--ios takes a version from 12 to 26 (12: before scenes; 13 and later: today's UIKit)")
        }
        if iOSVersion < 13 && lifecycle == .scene {
            throw ValidationError("iOS 12 has no scenes: drop --lifecycle scene, or pick --ios 13 or later")
        }
        guard lockTimeout.isFinite, lockTimeout >= 0, lockTimeout <= 86_400 else {
            throw ValidationError("--lock-timeout takes seconds from 0 to 86400")
        }
    }

    func storage() -> any PreferencesStorage {
        if ephemeral { return InMemoryStorage() }
        // Said at once on standard error: the command is still waiting, so
        // its events (and warnings) have not been printed yet.
        let wait = LockWait(timeout: lockTimeout) { message in
            OutputStream.writeImmediately("scenelab: " + VisibleText.escaping(message) + "\n", to: 2)
        }
        return FileStorage(root: dataDirectory ?? Self.defaultDataDirectory, format: plistFormat, lockWait: wait)
    }

    /// The apps' containers: beside the preferences on disk, or in memory under `--ephemeral`.
    func containers() -> any ContainerStorage {
        if ephemeral { return InMemoryContainers() }
        return DiskContainers(root: dataDirectory ?? Self.defaultDataDirectory)
    }

    static var defaultDataDirectory: String {
        if let data = Terminal.environment("XDG_DATA_HOME"), !data.isEmpty { return data + "/scenelab" }
        return (Terminal.environment("HOME") ?? ".") + "/.local/share/scenelab"
    }
}

extension PropertyListFormat: ExpressibleByArgument {}

extension Language: ExpressibleByArgument {}

extension Platform.Lifecycle: ExpressibleByArgument {}

extension Device.Model: ExpressibleByArgument {}
extension TraceStyle: ExpressibleByArgument {}
