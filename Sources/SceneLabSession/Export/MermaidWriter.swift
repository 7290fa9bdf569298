import SceneLabCore

/// A sequence diagram as Mermaid's `sequenceDiagram` text: a participant
/// per object, `->>` for a call, `-->>` (dashed) for an uncertain one, and a
/// note across the lanes for each command.
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
        for step in diagram.steps {
            lines.append("    Note over UIKit,\(last): \(escaped("> " + step.command))")
            for call in step.calls {
                let arrow = call.isUncertain ? "-->>" : "->>"
                let text = call.isUncertain ? call.text + " (uncertain)" : call.text
                lines.append("    UIKit\(arrow)\(ids[call.receiver] ?? "UIKit"): \(escaped(text))")
            }
        }
        if diagram.isCut { lines.append("    Note over UIKit,\(last): (later commands left out)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text Mermaid takes as it is: `#` and `;` as entity codes (Mermaid
    /// reads them as codes and statement ends), line breaks and control
    /// characters made visible.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in VisibleText.escaping(text) {
            switch character {
            case "#": result += "#35;"
            case ";": result += "#59;"
            default: result.append(character)
            }
        }
        return result
    }
}
