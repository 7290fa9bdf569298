import SceneLabFileStore
import SceneLabSession

extension Console {
    /// `export FORMAT FILE [--force]`: the session so far as a diagram,
    /// written whole through `RequestedFile`; an existing file only with `--force`.
    func export(_ format: ExportFormat, to path: String, replacing: Bool, location: ScriptLocation?) -> Result {
        let steps = diagramLog.map {
            SequenceDiagram.step(command: $0.command, events: $0.events, channels: $0.channels)
        }
        let diagram = SequenceDiagram(steps: steps, isCut: diagramIsCut, tree: session.simulator.treeLines)
        let text: String
        switch format {
        case .mermaid: text = MermaidWriter.text(of: diagram)
        case .svg: text = SVGWriter.svg(of: diagram)
        case .html: text = HTMLWriter.page(of: diagram)
        }
        // `-` is standard output, as for `defaults export`: the text as it is, for a pipe.
        if path == "-" {
            output.writeLine(String(text.dropLast()))
            return Result(failed: false, quit: false)
        }
        do {
            try RequestedFile(path).write(Array(text.utf8), replacing: replacing)
        } catch {
            fail("export: \(error.description)", location: location)
            return Result(failed: true, quit: false)
        }
        let count = diagram.steps.count
        say("wrote \(path): \(count) command\(count == 1 ? "" : "s"), \(diagram.participants.count - 1) objects")
        return Result(failed: false, quit: false)
    }
}
