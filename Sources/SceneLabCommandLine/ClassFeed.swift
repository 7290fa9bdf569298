import SceneLabCore
import SceneLabSession

/// What the projector shows of the teacher's session, kept as commands run and handed to the
/// class's server as JSON (`ServingLibrary.Served.publish`): the last commands with their
/// output, `tree` and `screen` as they stand, and the sequence diagram's last page.
struct ClassFeed {
    let served: ServingLibrary.Served

    /// A command as the projector lists it.
    struct Entry {
        let number: Int
        let command: String
        let lines: [String]
        let failed: Bool
    }

    /// The last commands, oldest first.
    private(set) var entries: [Entry] = []
    /// The lesson step the teacher is about to play, and its note; empty outside a lesson.
    var note: [String] = []
    /// How many commands the projector has seen.
    private(set) var count = 0
    /// How many commands the projector lists.
    static let entriesShown = 12
    /// Output lines kept of each command.
    static let linesShown = 60

    init(served: ServingLibrary.Served) { self.served = served }

    /// Keeps a command the teacher ran and the lines text output gave it.
    mutating func record(_ command: String, lines: [String], failed: Bool) {
        count += 1
        var shown = Array(lines.prefix(Self.linesShown))
        if lines.count > Self.linesShown { shown.append("… \(lines.count - Self.linesShown)+") }
        entries.append(Entry(number: count, command: command, lines: shown, failed: failed))
        if entries.count > Self.entriesShown { entries.removeFirst(entries.count - Self.entriesShown) }
    }

    /// A quiz step as the class's server reads it (`scenelab_serve_ask`); the seed as text, so
    /// that no JSON number loses its bits.
    static func json(of step: ClassQuizStep) -> [UInt8] {
        let calls = "[" + step.calls.map(JSONLRenderer.quoted).joined(separator: ",") + "]"
        let text =
            "{\"lesson\":\(JSONLRenderer.quoted(step.lesson)),\"number\":\(step.number),"
            + "\"title\":\(JSONLRenderer.quoted(step.title)),\"language\":\"\(step.language.rawValue)\","
            + "\"step\":\(step.step),\"lessonSteps\":\(step.lessonSteps),\"command\":\(JSONLRenderer.quoted(step.command)),"
            + "\"calls\":\(calls),\"note\":\(JSONLRenderer.quoted(step.note)),\"seed\":\"\(step.seed)\"}"
        return Array(text.utf8)
    }

    /// The snapshot as JSON, with `tree`, `screen` and `diagram` (an SVG page, or empty).
    func json(tree: [String], screen: [String], diagram: String) -> [UInt8] {
        func strings(_ values: [String]) -> String { "[" + values.map(JSONLRenderer.quoted).joined(separator: ",") + "]" }
        let commands = entries.map { entry in
            "{\"number\":\(entry.number),\"command\":\(JSONLRenderer.quoted(entry.command)),"
                + "\"lines\":\(strings(entry.lines)),\"failed\":\(entry.failed)}"
        }
        let text =
            "{\"commands\":[" + commands.joined(separator: ",") + "],\"tree\":\(strings(tree)),"
            + "\"screen\":\(strings(screen)),\"note\":\(strings(note)),\"diagram\":\(JSONLRenderer.quoted(diagram))}"
        return Array(text.utf8)
    }
}
