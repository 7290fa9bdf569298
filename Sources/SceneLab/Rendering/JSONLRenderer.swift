/// Renders events as JSON Lines: one object a line, the stable machine interface.
///
/// Fields appear in a fixed order and are left out when they do not apply:
/// `seq`, `command`, `kind`, `channel`, `scene`, `object`, `class`, `method`,
/// `args`, `confidence`, `text`. Calls and store events always carry `args`.
public enum JSONLRenderer {
    public static func line(for event: Event) -> String {
        // One growing string: JSONL can be written for every event of a long script.
        var json = "{\"seq\":"
        json.reserveCapacity(192)
        json += String(event.seq)
        json += ",\"command\":"
        json += String(event.command)
        field("kind", event.kind.rawValue, into: &json)
        if let channel = event.channel { field("channel", channel.rawValue, into: &json) }
        if let scene = event.scene {
            json += ",\"scene\":"
            json += String(scene)
        }
        if let object = event.object { field("object", object, into: &json) }
        if let className = event.className { field("class", className, into: &json) }
        if let method = event.method { field("method", method, into: &json) }
        if event.kind == .call || event.kind == .store {
            json += ",\"args\":{"
            for (index, argument) in event.arguments.enumerated() {
                if index > 0 { json += "," }
                appendQuoted(argument.label, to: &json)
                json += ":"
                appendValue(argument.value, to: &json)
            }
            json += "}"
        }
        if let confidence = event.confidence { field("confidence", confidence.rawValue, into: &json) }
        if let text = event.text { field("text", text, into: &json) }
        json += "}"
        return json
    }

    private static func field(_ name: String, _ value: String, into json: inout String) {
        json += ",\""
        json += name
        json += "\":"
        appendQuoted(value, to: &json)
    }

    private static func appendValue(_ value: Event.Argument.Value, to json: inout String) {
        switch value {
        case .bool(let flag): json += flag ? "true" : "false"
        case .int(let number): json += String(number)
        case .object(let name): appendQuoted(name, to: &json)
        case .string(let text): appendQuoted(text, to: &json)
        case .none: json += "null"
        }
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = ""
        appendQuoted(text, to: &result)
        return result
    }

    /// Appends `text` as a JSON string literal.
    static func appendQuoted(_ text: String, to json: inout String) {
        json += "\""
        // Most strings (names, methods) need no escaping: copy them whole.
        // Characters a terminal acts on (C1 controls, bidi marks) are escaped
        // too, so JSONL read on a terminal is as safe as text; JSON allows both.
        if !text.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 == 0x09 }), !VisibleText.needsEscaping(text) {
            json += text
            json += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\""
            case "\\": json += "\\\\"
            case "\n": json += "\\n"
            case "\r": json += "\\r"
            case "\t": json += "\\t"
            default:
                if VisibleText.isHidden(scalar) || scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    json.unicodeScalars.append(scalar)
                }
            }
        }
        json += "\""
    }
}
