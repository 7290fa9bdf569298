import SceneLabFileStore
import SceneLabSession

extension Console {
    /// `export FORMAT FILE [--force] [--from N] [--to M] [--title T]`: the
    /// session so far, or commands N to M of it, as a diagram, written whole
    /// through `RequestedFile`; an existing file only with `--force`. SVG
    /// that takes more than one slide is written as FILE-1.svg, FILE-2.svg, …
    func export(
        _ format: ExportFormat, to path: String, replacing: Bool, range: ExportRange, location: ScriptLocation?
    ) -> Result {
        let count = diagramLog.count
        let first = range.from ?? 1
        let last = min(range.to ?? count, count)
        guard count > 0 || range.from == nil else {
            fail(Phrase.consoleExportNothing(language, String(first)), location: location)
            return Result(failed: true, quit: false)
        }
        guard first <= max(count, 1) else {
            fail(Phrase.consoleExportPast(language, String(first), String(count)), location: location)
            return Result(failed: true, quit: false)
        }
        // Commands that only look, and lines that were no command, are left out unless asked:
        // their numbers are skipped, so that the bands keep the session's numbering.
        let diagram = self.diagram(first: first, last: last, all: range.all, title: range.title)
        let files: [(path: String, text: String)]
        switch format {
        case .mermaid: files = [(path, MermaidWriter.text(of: diagram))]
        case .html: files = [(path, HTMLWriter.page(of: diagram, scale: range.scale))]
        case .svg:
            let pages = SVGWriter.pages(of: diagram, scale: range.scale)
            files = pages.count == 1 ? [(path, pages[0])] : pages.enumerated().map { (Self.pagePath(path, $0 + 1), $1) }
        }
        // `-` is standard output, as for `defaults export`: the text as it is, for a pipe (each page whole).
        // Under `--format jsonl` standard output carries JSON alone: each line of
        // the diagram is an `output` event, so `jq -r .text` gives the text back.
        if path == "-" {
            for file in files {
                guard self.format == .jsonl else {
                    output.writeLine(String(file.text.dropLast()))
                    continue
                }
                for line in file.text.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
                    say(String(line))
                }
            }
            return Result(failed: false, quit: false)
        }
        do {
            // Every page is checked before one is written, so that a refusal leaves no half set.
            for file in files { try RequestedFile(file.path).checkWritable(replacing: replacing) }
            for file in files { try RequestedFile(file.path).write(Array(file.text.utf8), replacing: replacing) }
        } catch {
            fail("export: \(error.description)", location: location)
            return Result(failed: true, quit: false)
        }
        let commands = diagram.steps.count
        let objects = diagram.participants.count - 1
        let written = files.count == 1 ? path : "\(files[0].path) … \(files[files.count - 1].path)"
        let pages = files.count == 1 ? "" : Phrase.consoleExportPages(language, String(files.count))
        // English has always said "objects", even of one.
        let objectCount: String
        switch language {
        case .en: objectCount = "\(objects) objects"
        case .ru: objectCount = Phrase.objects(language, objects)
        }
        say(Phrase.consoleExportWrote(language, written, Phrase.commands(language, commands), objectCount, pages))
        return Result(failed: false, quit: false)
    }

    /// `talk.svg` → `talk-2.svg`; a name without an extension gets `-2` at its end.
    static func pagePath(_ path: String, _ number: Int) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + "-\(number)" }
        return String(path[..<dot]) + "-\(number)" + String(path[dot...])
    }

    /// Commands `first` to `last` of the session as a sequence diagram; with `all`, the commands
    /// that only look too.
    func diagram(first: Int, last: Int, all: Bool, title: String?) -> SequenceDiagram {
        let count = diagramLog.count
        let numbers = (count == 0 || first > last ? [] : Array(first...last)).filter {
            all || !SceneLabSession.Command.isLeftOutOfSlides(diagramLog[$0 - 1].command)
        }
        let steps: [SequenceDiagram.Step] = numbers.map { number in
            let entry = diagramLog[number - 1]
            var step = SequenceDiagram.step(
                command: entry.command, events: entry.events, channels: entry.channels, error: entry.error,
                number: number)
            step.notes = entry.notes
            return step
        }
        return SequenceDiagram(
            steps: steps, isCut: diagramIsCut && last == count, tree: session.simulator.treeLines,
            title: title, context: exportContext, language: session.simulator.language)
    }

    /// Hands the class's server the session as the projector shows it: the last commands, the
    /// tree and screen, and the last page of the diagram of the last commands that act.
    func publishToClass() {
        guard let classFeed else { return }
        let count = diagramLog.count
        let first = max(1, count - Self.projectorDiagramCommands + 1)
        let pages = count == 0 ? [] : SVGWriter.pages(of: diagram(first: first, last: count, all: false, title: nil), scale: Self.projectorScale)
        classFeed.served.publish(
            classFeed.json(
                tree: session.simulator.treeLines, screen: session.simulator.screenLines, diagram: pages.last ?? ""))
    }

    /// How many of the last commands the projector's diagram draws.
    static let projectorDiagramCommands = 8
    /// The projector's diagram is drawn this many times as large as a slide's, to be read from
    /// the back of a room (`export --scale`).
    static let projectorScale = 1.4

    /// What the diagram's header names: the device, the iOS version and the app.
    var exportContext: String {
        let simulator = session.simulator
        let device = simulator.device.description.split(separator: " (").first.map(String.init) ?? ""
        var parts = [device, "iOS \(simulator.platform.iOSVersion)"]
        if let id = simulator.lastAppID { parts.append(simulator.catalog.app(named: id)?.displayName ?? id) }
        return parts.joined(separator: " · ")
    }
}
