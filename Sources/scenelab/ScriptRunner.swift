#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command script line by line: no prompt, errors as `FILE:LINE: error: …`,
/// carrying on after an error unless bail is on.
struct ScriptRunner {
    /// Where the script comes from, for reading and for error messages.
    let name: String
    let console: Console

    /// Runs every line; returns whether every command succeeded.
    func run(reading file: UnsafeMutablePointer<FILE>) -> Bool {
        var lineNumber = 0
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        // A script in a file is read at once; a pipe may be a person or a
        // program waiting for each answer, so flush after every command.
        var status = stat()
        let flushEachCommand = fstat(fileno(file), &status) != 0 || (status.st_mode & S_IFMT) != S_IFREG
        while true {
            let length = getline(&line, &capacity, file)
            guard length >= 0, let bytes = line else { break }
            lineNumber += 1
            var count = length
            while count > 0, bytes[count - 1] == 10 || bytes[count - 1] == 13 { count -= 1 }
            var text = String(decoding: UnsafeRawBufferPointer(start: bytes, count: count), as: UTF8.self)
            if lineNumber == 1 && text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            let outcome = console.run(text, location: "\(name):\(lineNumber)")
            if flushEachCommand { console.flush() }
            if outcome.quit || (outcome.failed && console.session.bail) { break }
        }
        console.flush()
        return console.failures == 0
    }
}
