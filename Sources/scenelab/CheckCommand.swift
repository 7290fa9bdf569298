import ArgumentParser
import SceneLab

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `scenelab check FILE...`: runs transcripts and reports `N passed, N failed`.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenelab check",
        abstract: "Verify transcripts: run each from a fresh ephemeral device and compare its output."
    )

    @Argument(help: "Transcript files (.t).")
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("name at least one transcript file") }
    }

    func run() throws {
        let output = OutputStream(descriptor: 1)
        var passed = 0
        var failed = 0
        for path in files {
            guard let text = readText(atPath: path) else {
                output.writeLine("\(path): error: cannot read the file")
                failed += 1
                continue
            }
            let result = TranscriptChecker.check(text, name: path)
            if result.passed {
                passed += 1
            } else {
                failed += 1
                output.writeLine("FAIL \(path)")
                output.writeLine(String(result.diff.dropLast()))
            }
        }
        output.writeLine("\(passed) passed, \(failed) failed")
        output.flush()
        if failed > 0 { throw ExitCode(1) }
    }

    private func readText(atPath path: String) -> String? {
        guard let handle = fopen(path, "rb") else { return nil }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, handle)
            if count > 0 { bytes.append(contentsOf: chunk[..<count]) }
            if count < chunk.count { break }
        }
        if ferror(handle) != 0 { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
