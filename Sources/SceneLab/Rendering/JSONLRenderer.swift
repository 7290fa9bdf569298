/// Renders events as JSON Lines: one object a line, the stable machine interface.
///
/// Fields appear in a fixed order and are left out when they do not apply:
/// `seq`, `command`, `kind`, `channel`, `scene`, `object`, `class`, `method`,
/// `args`, `confidence`, `text`.
public enum JSONLRenderer {
    public static func line(for event: Event) -> String {
        var json = "{\"seq\":\(event.seq),\"command\":\(event.command),\"kind\":\(quoted(event.kind.rawValue))"
        if let channel = event.channel { json += ",\"channel\":\(quoted(channel.rawValue))" }
        if let scene = event.scene { json += ",\"scene\":\(scene)" }
        if let object = event.object { json += ",\"object\":\(quoted(object))" }
        if let className = event.className { json += ",\"class\":\(quoted(className))" }
        if let method = event.method { json += ",\"method\":\(quoted(method))" }
        if event.kind == .call || event.kind == .store {
            let arguments = event.arguments.map { "\(quoted($0.label)):\(value($0.value))" }
            json += ",\"args\":{\(arguments.joined(separator: ","))}"
        }
        if let confidence = event.confidence { json += ",\"confidence\":\(quoted(confidence.rawValue))" }
        if let text = event.text { json += ",\"text\":\(quoted(text))" }
        return json + "}"
    }

    private static func value(_ value: Event.Argument.Value) -> String {
        switch value {
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .object(let name): return quoted(name)
        case .string(let text): return quoted(text)
        case .none: return "null"
        }
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
