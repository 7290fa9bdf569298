import SceneLabSession

extension Console {
    /// From now on a lesson or a quiz reads what is typed from the line editor.
    func readsLines(from editor: LineEditor) {
        lineReaders.append { [editor] prompt in
            if case .line(let line) = editor.readLine(prompt: prompt) { return line }
            return nil
        }
    }

    /// From now on a lesson or a quiz reads the script's lines that follow,
    /// each prompt printed as a person would see it.
    func readsLines(from lines: ScriptLines) {
        lineReaders.append { [unowned self] prompt in
            say(prompt)
            flush()
            if case .text(let text) = lines.next() { return text }
            return nil
        }
    }
}
