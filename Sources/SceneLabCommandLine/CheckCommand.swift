import CommandGrammar
import SceneLabFileStore
import SceneLabSession
import SceneLabCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `scenelab check FILE...`: runs transcripts and reports `N passed, N failed`.
struct CheckCommand: Command {
    static let syntax = CommandSyntax(
        name: "scenelab check",
        abstract: "Verify transcripts: run each from a fresh ephemeral device and compare its output.",
        russianAbstract: "Проверить транскрипты: выполнить каждый на новом временном устройстве и сравнить вывод.",
        positional: .init(name: "files", help: "Transcript files (.t).", ru: "Файлы транскриптов (.t).", count: .any, extensions: ["t"]),
        options: [
            .flag(
                "update",
                help: "Show how each file's expected output differs from what the commands print now, and "
                    + "rewrite it (comments are kept) once you answer y, or at once with --yes.", ru: "Показать, чем ожидаемый вывод каждого файла отличается от того, что команды печатают сейчас, и переписать его (комментарии сохраняются) после ответа y или сразу с --yes."),
            .flag("yes", help: "With --update: rewrite without asking (needed where no terminal can ask).", ru: "С --update: переписать, не спрашивая (нужно там, где спросить негде)."),
            .option(
                "lang", Language.self,
                help: "The language of the summary and the per-file lines: en or ru (default: from LC_ALL, "
                    + "LC_MESSAGES or LANG, as the REPL picks it).", ru: "Язык итога и строк по файлам: en или ru (по умолчанию — из LC_ALL, LC_MESSAGES или LANG, как в REPL)."),
        ],
        exitStatus: [
            .init(name: "0", text: "Every transcript passed (or was updated).", ru: "Все транскрипты прошли проверку (или обновлены)."),
            .init(name: "1", text: "A transcript failed, or could not be read or rewritten.", ru: "Транскрипт не прошёл проверку, или его не удалось прочитать или переписать."),
            .init(name: "64", text: "The command line was wrong (EX_USAGE).", ru: "Неверная командная строка (EX_USAGE)."),
        ])

    /// The transcripts, in the order given.
    let files: [String]
    let update: Bool
    let yes: Bool
    /// The language of check's own lines; a transcript's output keeps its own `lang`.
    let language: Language

    init(_ arguments: ParsedArguments) throws(UsageError) {
        files = arguments.positionals
        update = arguments.flag("update")
        yes = arguments.flag("yes")
        language = DeviceOptions.language(try arguments.value("lang"))
        if files.isEmpty { throw UsageError(.usageNoTranscript) }
        if yes && !update { throw UsageError(.usageYesNeedsUpdate) }
    }

    func run() -> ExitStatus {
        let output = OutputStream(descriptor: 1)
        var passed = 0
        var failed = 0
        for path in files {
            // Each transcript's events are rendered into text before the next
            // runs: their free text (in the run's arena) can go with it.
            defer { Console.eventText.reset() }
            let shownPath = VisibleText.escaping(path)
            let text: String
            switch Self.readText(atPath: path) {
            case .success(let read):
                text = read
            case .failure(let problem):
                output.writeLine(Phrase.checkCannotRead(language, shownPath, VisibleText.escaping(problem.reason)))
                failed += 1
                continue
            }
            if update {
                let language = language
                let confirm: (String) -> Bool = yes ? { _ in true } : { Self.askOnTerminal($0, language: language) }
                switch Self.update(path, text, output: output, language: language, confirm: confirm) {
                case .success(.unchanged), .success(.updated): passed += 1
                case .success(.declined): failed += 1
                case .failure(let problem):
                    output.writeLine("\(shownPath): error: \(problem.reason)")
                    failed += 1
                }
                continue
            }
            let setup: TranscriptDevice
            switch Self.device(for: text, at: path) {
            case .success(let found): setup = found
            case .failure(let problem):
                output.writeLine("\(shownPath): error: \(VisibleText.escaping(problem.reason))")
                failed += 1
                continue
            }
            let result = TranscriptChecker.check(
                text, name: path, catalog: setup.catalog, platform: setup.platform, unreadCode: setup.unreadCode)
            if result.passed {
                passed += 1
            } else {
                failed += 1
                output.writeLine(Phrase.checkFail(language, shownPath))
                // A transcript may hold anything; its lines are shown, never obeyed by the terminal.
                for line in result.diff.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
                    output.writeLine(VisibleText.escaping(String(line)))
                }
            }
        }
        output.writeLine(Phrase.checkSummary(language, String(passed), String(failed)))
        output.flush()
        return failed > 0 ? .failure : .success
    }

    /// What `--update` did with one transcript.
    enum UpdateOutcome {
        case unchanged, updated, declined
    }

    /// Shows how a transcript's expected output differs from today's, and
    /// rewrites it if `confirm` agrees.
    static func update(
        _ path: String, _ text: String, output: OutputStream, language: Language = .en, confirm: (String) -> Bool
    ) -> Result<UpdateOutcome, Unreadable> {
        let updated: String
        do {
            let setup = try Self.device(for: text, at: path).get()
            updated = try TranscriptChecker.updated(
                text, catalog: setup.catalog, platform: setup.platform, unreadCode: setup.unreadCode)
        } catch let error as TranscriptError {
            return .failure(Unreadable(reason: error.description))
        } catch let error as Unreadable {
            return .failure(error)
        } catch {
            return .failure(Unreadable(reason: "\(error)"))
        }
        guard updated != text else { return .success(.unchanged) }
        let shownPath = VisibleText.escaping(path)
        let lines = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        for line in UnifiedDiff.lines(from: lines(text), to: lines(updated), fromName: path, toName: path + " (now)") {
            output.writeLine(VisibleText.escaping(line))
        }
        output.flush()
        guard confirm(path) else {
            output.writeLine(Phrase.checkNotUpdated(language, shownPath))
            return .success(.declined)
        }
        do {
            // The person named the transcript to rewrite: replacing it is the point.
            try RequestedFile(path).write(Array(updated.utf8), replacing: true)
        } catch {
            return .failure(Unreadable(reason: error.description))
        }
        output.writeLine(Phrase.checkUpdated(language, shownPath))
        return .success(.updated)
    }

    /// Asks at the terminal whether to rewrite `path`; `false` with no terminal to ask.
    static func askOnTerminal(_ path: String, language: Language = .en) -> Bool {
        guard Terminal.inputIsTerminal else { return false }
        OutputStream.writeImmediately(Phrase.checkUpdateAsk(language, VisibleText.escaping(path)), to: 1)
        guard let answer = readLine() else { return false }
        return answer.trimmingBlanks.lowercased().hasPrefix("y")
    }

    /// Why a transcript could not be read.
    struct Unreadable: Error {
        let reason: String
    }

    /// The largest transcript read: far beyond any lesson, small enough to hold.
    static let maximumTranscriptSize = 16 << 20

    /// A transcript's text: a regular file, opened without blocking and read with a bound.
    /// The apps and platform a transcript runs with: the books', or, after
    /// `#: open PATH` (relative to the transcript's folder), the opened
    /// project's app first, with its lifecycle.
    static func device(for text: String, at path: String) -> Result<TranscriptDevice, Unreadable> {
        device(opening: (try? Transcript(parsing: text))?.openPath, from: path)
    }

    /// The apps and platform for a transcript at `path` that opens `openPath` (nil: none).
    static func device(opening openPath: String?, from path: String)
        -> Result<TranscriptDevice, Unreadable>
    {
        guard let openPath else { return .success(.books) }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let resolved = openPath.hasPrefix("/") || folder.isEmpty ? openPath : folder + "/" + openPath
        switch OpenedProject.open(resolved, language: .en) {
        case .failure(let failure): return .failure(Unreadable(reason: failure.message))
        case .success(let opened): return .success(opened.device)
        }
    }

    /// The apps and platform for a built-in transcript at `path` that opens `openPath`, from
    /// the built-in copy of that project.
    static func device(opening openPath: String?, fromBuiltIn path: String)
        -> Result<TranscriptDevice, Unreadable>
    {
        guard let openPath else { return .success(.books) }
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        guard let resolved = BuiltInFiles.resolve(openPath, from: folder), BuiltInFiles.hasFolder(resolved) else {
            return .failure(Unreadable(reason: "\(openPath): no such built-in project"))
        }
        let name = String(resolved.split(separator: "/").last ?? "App")
        let files = BuiltInFiles.projectFiles(under: resolved)
        switch OpenedProject.make(files: files, name: name, path: BuiltInFiles.marker + resolved, language: .en) {
        case .failure(let failure): return .failure(Unreadable(reason: failure.message))
        case .success(let opened): return .success(opened.device)
        }
    }

    static func readText(atPath path: String) -> Result<String, Unreadable> {
        let file: OpenedFile
        switch OpenedFile.reading(path) {
        case .success(let opened): file = opened
        case .failure(let refusal): return .failure(Unreadable(reason: String(cString: strerror(refusal.code))))
        }
        defer { file.close() }
        guard file.kind.isRegular else { return .failure(Unreadable(reason: "not a regular file")) }
        switch file.read(limit: maximumTranscriptSize) {
        case .bytes(let bytes): return .success(String(decoding: bytes, as: UTF8.self))
        case .tooLong: return .failure(Unreadable(reason: "larger than \(maximumTranscriptSize >> 20) MiB"))
        case .failed(let code): return .failure(Unreadable(reason: String(cString: strerror(code))))
        }
    }
}
