import SceneLabSession
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive loop: a prompt naming the app and scene, libedit for
/// editing, Ctrl-C to clear the line, Ctrl-D or `quit` to leave.
struct REPL {
    let console: Console
    /// Whether history is read from and saved to the state folder (not under `--ephemeral`).
    var keepsHistory = true
    /// A line to run before the first prompt (`--lesson N`).
    var firstLine: String?
    /// Whether the session ends once `firstLine` has run (`--lesson N --quiz`:
    /// a quiz taken from the command line ends with its score).
    var endsAfterFirstLine = false

    func run() {
        ignoreInterruptsOutsideReads()
        guard let editor = LineEditor(programName: "scenelab", historyPath: keepsHistory ? Self.historyPath() : nil)
        else {
            console.errors.writeLine(
                Phrase.labelError(console.language) + " " + Phrase.consoleEditorFailed(console.language))
            _ = ScriptRunner(name: "<stdin>", console: console).run(reading: 0)
            return
        }
        editor.complete = { [console] line in console.completion(forLine: line) }
        console.editorHistory = { [editor] in editor.entries }
        // A lesson reads its Enter presses and a quiz its answers here; Ctrl-C stops it.
        console.readsLines(from: editor)
        // A recording still on when the session ends is written, so that nothing typed is lost.
        defer { if console.recording != nil { console.saveRecording(location: nil) } }
        console.output.flushesEachWrite = true
        console.isInteractive = true
        console.wrapWidth = { Terminal.columns }
        terminalLine(Phrase.replBanner(console.language))
        if let firstLine {
            let result = console.run(firstLine, location: nil)
            if result.quit || endsAfterFirstLine { return }
        }
        while true {
            switch editor.readLine(prompt: console.prompt) {
            case .line(let line):
                if console.run(line, location: nil).quit { return }
            case .interrupted:
                terminalLine("^C")
            case .endOfInput:
                terminalLine("")
                return
            }
        }
    }

    /// A line for the person at the terminal, not an event: on standard
    /// output in text, on standard error under `--format jsonl`, whose
    /// standard output holds JSON lines only.
    private func terminalLine(_ text: String) {
        if console.format == .jsonl {
            console.errors.writeLine(text)
        } else {
            console.output.writeLine(text)
        }
    }

    /// `${XDG_STATE_HOME:-~/.local/state}/scenelab/history`, its folder created if need be.
    static func historyPath() -> String? {
        let base: String
        if let state = Terminal.environment("XDG_STATE_HOME"), !state.isEmpty {
            base = state
        } else if let home = Terminal.environment("HOME"), !home.isEmpty {
            base = home + "/.local/state"
        } else {
            return nil
        }
        let folder = base + "/scenelab"
        var path = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            path += "/" + component
            mkdir(path, 0o700)
        }
        return folder + "/history"
    }

    /// A SIGINT handler without SA_RESTART, so that Ctrl-C interrupts
    /// libedit's read and the loop gets a fresh line instead of dying.
    private func ignoreInterruptsOutsideReads() {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in }
        #else
        action.__sigaction_u.__sa_handler = { _ in }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }
}
