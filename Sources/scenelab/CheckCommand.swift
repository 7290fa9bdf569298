import SceneLabFileStore
import SceneLabSession

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
        positional: .init(name: "files", help: "Transcript files (.t).", count: .any),
        options: [
            .flag(
                "update",
                help: "Rewrite each file's expected output with what the commands print now (comments are kept).")
        ])

    /// The transcripts, in the order given.
    let files: [String]
    let update: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        files = arguments.positionals
        update = arguments.flag("update")
        if files.isEmpty { throw UsageError("name at least one transcript file") }
    }

    func run() -> ExitStatus {
        let output = OutputStream(descriptor: 1)
        var passed = 0
        var failed = 0
        for path in files {
            let shownPath = VisibleText.escaping(path)
            let text: String
            switch Self.readText(atPath: path) {
            case .success(let read):
                text = read
            case .failure(let problem):
                output.writeLine("\(shownPath): error: cannot read the transcript: \(problem.reason)")
                failed += 1
                continue
            }
            if update {
                switch Self.update(path, text) {
                case .success(let changed):
                    if changed { output.writeLine("updated \(shownPath)") }
                    passed += 1
                case .failure(let problem):
                    output.writeLine("\(shownPath): error: \(problem.reason)")
                    failed += 1
                }
                continue
            }
            let result = TranscriptChecker.check(text, name: path)
            if result.passed {
                passed += 1
            } else {
                failed += 1
                output.writeLine("FAIL \(shownPath)")
                // A transcript may hold anything; its lines are shown, never obeyed by the terminal.
                for line in result.diff.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
                    output.writeLine(VisibleText.escaping(String(line)))
                }
            }
        }
        output.writeLine("\(passed) passed, \(failed) failed")
        output.flush()
        return failed > 0 ? .failure : .success
    }

    /// Rewrites a transcript with today's output; says whether it changed.
    static func update(_ path: String, _ text: String) -> Result<Bool, Unreadable> {
        let updated: String
        do {
            updated = try TranscriptChecker.updated(text)
        } catch {
            return .failure(Unreadable(reason: error.description))
        }
        guard updated != text else { return .success(false) }
        do {
            // The person named the transcript to rewrite: replacing it is the point.
            try RequestedFile(path).write(Array(updated.utf8), replacing: true)
        } catch {
            return .failure(Unreadable(reason: error.description))
        }
        return .success(true)
    }

    /// Why a transcript could not be read.
    struct Unreadable: Error {
        let reason: String
    }

    /// The largest transcript read: far beyond any lesson, small enough to hold.
    static let maximumTranscriptSize = 16 << 20

    /// A transcript's text: a regular file, opened without blocking and read with a bound.
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
