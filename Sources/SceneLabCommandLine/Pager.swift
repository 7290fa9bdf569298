#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shows text longer than the terminal through `$PAGER`, as git and man do:
/// `less -FRX` when PAGER is not set (quits at once when the text fits, keeps
/// colours, leaves the text on the screen), none when it is set empty or to
/// `cat`. Only ever for a terminal; a pager that cannot be found or started
/// leaves the text to be printed as usual.
enum Pager {
    /// The default, when `PAGER` is not set.
    static let defaultCommand = "less -FRX"

    /// The shell command to page with, or nil for none.
    static var command: String? {
        guard let configured = Terminal.environment("PAGER") else { return defaultCommand }
        let trimmed = configured.trimmingCharacters(in: " \t")
        return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }

    /// Whether `lineCount` lines are too many for the terminal on standard output.
    static func isLong(lineCount: Int) -> Bool {
        Terminal.outputIsTerminal && lineCount > Terminal.rows - 1
    }

    /// Pipes `bytes` into the pager and waits for it. Returns false, having
    /// shown nothing, when there is no pager to run: the caller prints them.
    static func page(_ bytes: [UInt8]) -> Bool {
        guard Terminal.outputIsTerminal, let command, isRunnable(command) else { return false }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        let words: [String] = ["/bin/sh", "-c", command]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { word in word.withCString { strdup($0) } }
        defer { arguments.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = (arguments + [nil]).withUnsafeBufferPointer { argv -> Int32 in
            guard let base = argv.baseAddress else { return EINVAL }
            return posix_spawn(&pid, "/bin/sh", &actions, nil, base, environ)
        }
        close(readEnd)
        guard spawned == 0 else {
            close(writeEnd)
            return false
        }
        // A pager that quits before reading everything (q in less) closes the
        // pipe: the write then fails with EPIPE instead of killing scenelab.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var offset = 0
        bytes.withUnsafeBytes { raw in
            while offset < raw.count, let base = raw.baseAddress {
                let written = write(writeEnd, base + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    break
                }
                offset += written
            }
        }
        close(writeEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // 127: the shell found no such command after all; print the text instead.
        let exited = status & 0x7f == 0
        return !(exited && (status >> 8) & 0xff == 127)
    }

    /// Whether the command's first word is a program that can be run: a path
    /// that is executable, or a name found on PATH.
    static func isRunnable(_ command: String) -> Bool {
        guard let program = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) else {
            return false
        }
        if program.contains("/") { return access(program, X_OK) == 0 }
        // Anything the shell itself reads (a variable, a quote) is left for the shell to try.
        if program.contains(where: { "=$'\"\\`(".contains($0) }) { return true }
        let path = Terminal.environment("PATH") ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { folder in access("\(folder)/\(program)", X_OK) == 0 }
    }
}

extension String {
    /// The text without the given characters at either end.
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
