import CEditLine
import SceneLabFileStore
import SceneLabSession
import SceneLabCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libedit's native editline: line editing, history, Ctrl-R search and Tab
/// completion, with the bindings of `~/.editrc`.
final class LineEditor {
    /// What `readLine` got.
    enum Input {
        case line(String)
        /// Ctrl-C: the half-typed line is dropped.
        case interrupted
        /// Ctrl-D on an empty line, or the end of input.
        case endOfInput
    }

    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private var event = HistEvent()
    private let historyPath: String?
    private var historyEntries: [String] = []
    /// The history, oldest first, each line once (its latest use).
    var entries: [String] { historyEntries }
    private let historyLimit = 1000
    /// Whether saving the history failed (and was said) already.
    private var historyFailed = false
    private var promptText: UnsafeMutablePointer<CChar>?
    /// Answers Tab: the candidates for the line up to the cursor.
    var complete: (String) -> Completion = { _ in Completion(partial: "", candidates: []) }

    /// Reads the environment's character type, or UTF-8 where it names only C.
    private static func useUTF8Locale() {
        let locale = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? "C"
        if locale == "C" || locale == "POSIX" { setlocale(LC_CTYPE, "C.UTF-8") }
    }

    init?(programName: String, historyPath: String?) {
        // Every editor, the REPL's and `scenelab quiz`'s: libedit drops non-ASCII
        // input under the C locale, and crashes drawing a Russian prompt there.
        Self.useUTF8Locale()
        guard let editLine = el_init(programName, scenelab_stdin(), scenelab_stdout(), scenelab_stderr()) else {
            return nil
        }
        guard let history = history_init() else {
            el_end(editLine)
            return nil
        }
        self.editLine = editLine
        self.history = history
        // Ctrl-\ (SIGQUIT) is ignored as an interactive shell ignores it: it
        // would otherwise end the session with the Swift runtime's crash report.
        signal(SIGQUIT, SIG_IGN)
        self.historyPath = historyPath
        _ = scenelab_history_set_size(history, &event, Int32(historyLimit))
        _ = scenelab_history_set_unique(history, &event, 1)
        loadHistory()

        _ = scenelab_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
        _ = scenelab_el_set_prompt(editLine, promptCallback)
        _ = scenelab_el_set_editor(editLine, "emacs")
        _ = scenelab_el_set_signal(editLine, 1)
        _ = scenelab_el_set_history(editLine, history)
        _ = scenelab_el_add_function(editLine, "scenelab-complete", "Complete the word at the cursor", completeCallback)
        _ = scenelab_el_bind(editLine, "^I", "scenelab-complete")
        _ = scenelab_el_bind(editLine, "^R", "em-inc-search-prev")
        // ~/.editrc (or $EDITRC) may rebind any of this.
        _ = el_source(editLine, nil)
    }

    deinit {
        el_end(editLine)
        history_end(history)
        free(promptText)
    }

    /// Reads one line with `prompt`, and records it in the history.
    func readLine(prompt: String) -> Input {
        free(promptText)
        promptText = strdup(prompt)
        var count: Int32 = 0
        guard let bytes = el_gets(editLine, &count), count > 0 else {
            if count == -1 && errno == EINTR { return .interrupted }
            return .endOfInput
        }
        var line = String(cString: bytes)
        while line.hasSuffix("\n") { line.removeLast() }
        if line.contains(where: { $0 != " " && $0 != "\t" }) { remember(line) }
        return .line(line)
    }

    fileprivate var currentPrompt: UnsafeMutablePointer<CChar>? { promptText }

    /// Answers Tab by inserting the completion, or listing the choices.
    fileprivate func completeAtCursor() -> UInt8 {
        guard let info = el_line(editLine)?.pointee, let start = info.buffer else { return UInt8(CC_ERROR) }
        let length = info.cursor - start
        let before = String(
            decoding: UnsafeRawBufferPointer(start: UnsafeRawPointer(start), count: length), as: UTF8.self)
        let completion = complete(before)
        switch completion.candidates.count {
        case 0:
            return UInt8(CC_REFRESH_BEEP)
        case 1:
            let candidate = completion.candidates[0]
            // A folder is completed to its slash, ready for a name inside it.
            let suffix = String(candidate.dropFirst(completion.partial.count)) + (candidate.hasSuffix("/") ? "" : " ")
            _ = el_insertstr(editLine, suffix)
            return UInt8(CC_REFRESH)
        default:
            let common = completion.commonPrefix
            if common.count > completion.partial.count {
                _ = el_insertstr(editLine, String(common.dropFirst(completion.partial.count)))
                return UInt8(CC_REFRESH)
            }
            // As bash asks (`completion-query-items`): a list longer than a screen is shown only when wanted.
            if completion.candidates.count > Self.listedWithoutAsking {
                fputs("\nDisplay all \(completion.candidates.count) possibilities? (y or n)", scenelab_stdout())
                fflush(scenelab_stdout())
                guard readYes() else {
                    fputs("\n", scenelab_stdout())
                    return UInt8(CC_REDISPLAY)
                }
            }
            let list =
                "\n" + TextLayout.columns(completion.candidates, width: Terminal.columns).joined(separator: "\n") + "\n"
            fputs(list, scenelab_stdout())
            return UInt8(CC_REDISPLAY)
        }
    }

    /// The most candidates Tab lists without asking first (bash's default).
    static let listedWithoutAsking = 100

    /// Reads keys until one answers the question: y, Y or space is yes; n, N,
    /// Delete, Ctrl-C, Ctrl-G or the end of input is no; others are ignored.
    private func readYes() -> Bool {
        while true {
            var key: CChar = 0
            guard el_getc(editLine, &key) == 1 else { return false }
            switch UInt8(bitPattern: key) {
            case UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: " "): return true
            case UInt8(ascii: "n"), UInt8(ascii: "N"), 0x7f, 0x03, 0x07: return false
            default: continue
            }
        }
    }

    // MARK: History, with every earlier copy of a line dropped

    private func loadHistory() {
        guard let historyPath else { return }
        _ = scenelab_history_load(history, &event, historyPath)
        var entries: [String] = []
        // H_FIRST is the newest entry; walk to the oldest.
        var status = scenelab_history_first(history, &event)
        while status != -1, let text = event.str {
            var line = String(cString: text)
            while line.hasSuffix("\n") { line.removeLast() }
            entries.append(line)
            status = scenelab_history_next(history, &event)
        }
        historyEntries = []
        for line in entries.reversed() where !historyEntries.contains(line) { historyEntries.append(line) }
        rebuildHistory()
    }

    private func remember(_ line: String) {
        historyEntries.removeAll { $0 == line }
        historyEntries.append(line)
        if historyEntries.count > historyLimit { historyEntries.removeFirst(historyEntries.count - historyLimit) }
        rebuildHistory()
        if let historyPath { saveHistory(to: historyPath) }
    }

    /// Saves the history in libedit's format through `RequestedFile`, as
    /// every file scenelab writes: libedit's own save would follow a link
    /// planted in its place, block on a FIFO and cut the file on a full disk.
    /// A new history file is private, as a shell's is. A failure is said once.
    private func saveHistory(to path: String) {
        // libedit writes its format only to a real file (it changes the
        // file's mode), so to an unnamed temporary one, read back here.
        guard let stream = tmpfile() else { return }
        defer { fclose(stream) }
        guard scenelab_history_save_fp(history, &event, stream) >= 0, fflush(stream) == 0 else { return }
        rewind(stream)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, stream) }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        do {
            try RequestedFile(path).write(bytes, replacing: true, newFileMode: 0o600, durably: false)
        } catch {
            guard !historyFailed else { return }
            historyFailed = true
            OutputStream.writeImmediately(
                "\nwarning: history: \(VisibleText.escaping(error.description)); this session's lines are not saved\n",
                to: 2)
        }
    }

    private func rebuildHistory() {
        _ = scenelab_history_clear(history, &event)
        for line in historyEntries { _ = scenelab_history_enter(history, &event, line) }
    }
}

private func editor(_ editLine: OpaquePointer?) -> LineEditor? {
    guard let editLine, let data = scenelab_el_client_data(editLine) else { return nil }
    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
}

private let promptCallback: scenelab_prompt_function = { editLine in
    editor(editLine)?.currentPrompt
}

private let completeCallback: scenelab_editor_function = { editLine, _ in
    editor(editLine)?.completeAtCursor() ?? UInt8(CC_ERROR)
}
