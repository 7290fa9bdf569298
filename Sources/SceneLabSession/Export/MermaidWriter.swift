import SceneLabCore

/// A sequence diagram as Mermaid's `sequenceDiagram` text: a participant
/// per object, `->>` for a call, `-->>` (dashed) for an uncertain one, a
/// note across the lanes for each command (and its error, when it failed),
/// and the title and what ran the session as the first note.
public enum MermaidWriter {
    public static func text(of diagram: SequenceDiagram) -> String {
        let participants = diagram.participants
        var ids: [String: String] = [:]
        var lines = ["sequenceDiagram"]
        for (index, name) in participants.enumerated() {
            let id = index == 0 ? "UIKit" : "P\(index)"
            ids[name] = id
            lines.append(index == 0 ? "    participant UIKit" : "    participant \(id) as \(escaped(name))")
        }
        let last = ids[participants.last ?? ""] ?? "UIKit"
        // A note, not Mermaid's `title`: a title can hold neither # nor ;, so no entity code either.
        let heading = diagram.context.isEmpty ? diagram.title : diagram.title + " — " + diagram.context
        lines.append("    Note over UIKit,\(last): \(escaped(heading))")
        for step in diagram.steps {
            lines.append("    Note over UIKit,\(last): > \(escaped(step.command))")
            if let error = step.error { lines.append("    Note over UIKit,\(last): error: \(escaped(error))") }
            for note in step.notes { lines.append("    Note over UIKit,\(last): note: \(escaped(note))") }
            for call in step.calls where call.isShown {
                let arrow = call.isUncertain ? "-->>" : "->>"
                let text = call.isUncertain ? call.text + " (uncertain)" : call.text
                lines.append("    UIKit\(arrow)\(ids[call.receiver] ?? "UIKit"): \(escaped(text))")
            }
        }
        if diagram.isCut { lines.append("    Note over UIKit,\(last): (later commands left out)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text Mermaid takes as it is, as decimal entity codes: `#` and `;`
    /// (codes and statement ends), `%` (`%%` comments and `%%{init}%%`
    /// directives), `{` and `}`, and `<`, `>` and `&`, which its labels
    /// would pass to the page as markup; line breaks and control characters
    /// made visible first.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in VisibleText.escaping(text) {
            switch character {
            case "#", ";", "%", "{", "}", "<", ">", "&":
                result += "#\(character.unicodeScalars.first.map { $0.value } ?? 0);"
            default: result.append(character)
            }
        }
        return result
    }
}
