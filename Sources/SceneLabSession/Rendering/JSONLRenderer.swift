import SceneLabCore

/// Renders events as JSON Lines: one object a line, the stable machine interface.
///
/// Fields appear in a fixed order and are left out when they do not apply:
/// `seq`, `command`, `kind`, `channel`, `scene`, `object`, `class`, `method`,
/// `args`, `confidence`, `text`. Calls and store events always carry `args`.
public enum JSONLRenderer {
    public static func line(for event: Event) -> String {
        let bytes = ByteBuffer()
        append(event, to: bytes)
        return String(decoding: bytes.bytes, as: UTF8.self)
    }

    /// Appends the JSON object for `event` (without a line break) to `json`,
    /// as bytes: JSONL can be written for every event of a long script.
    public static func append(_ event: borrowing Event, to json: ByteBuffer) {
        json.append(literal: "{\"seq\":")
        json.append(decimal: event.seq)
        json.append(literal: ",\"command\":")
        json.append(decimal: event.command)
        field("kind", event.kind.name, into: json)
        if let channel = event.channel { field("channel", channel.name, into: json) }
        if let scene = event.scene {
            json.append(literal: ",\"scene\":")
            json.append(decimal: scene)
        }
        if let object = event.receiver { field("object", object, into: json) }
        if let className = event.receiverClass { field("class", className, into: json) }
        if let method = event.selector { field("method", method, into: json) }
        let kind = event.kind
        if kind == .call || kind == .store {
            json.append(literal: ",\"args\":{")
            // By index, each read where it lies rather than copying all four out.
            for index in 0..<event.parameterCount {
                let argument = event.argument(at: index)
                if index > 0 { json.append(UInt8(ascii: ",")) }
                appendQuoted(ObjectName(argument.label), to: json)
                json.append(UInt8(ascii: ":"))
                appendValue(argument.value, to: json)
            }
            json.append(UInt8(ascii: "}"))
        }
        if let confidence = event.confidence { field("confidence", confidence.name, into: json) }
        if let text = event.internedText { field("text", text, into: json) }
        json.append(UInt8(ascii: "}"))
    }

    @inline(__always)
    private static func field(_ name: StaticString, _ value: Name, into json: ByteBuffer) {
        field(name, ObjectName(value), into: json)
    }

    @inline(__always)
    private static func field(_ name: StaticString, _ value: ObjectName, into json: ByteBuffer) {
        json.append(literal: ",\"")
        json.append(literal: name)
        // A plain value's opening quote goes with the field's name, in one piece.
        guard value.isPlain else {
            json.append(literal: "\":")
            return appendQuoted(value.description, to: json)
        }
        json.append(literal: "\":\"")
        value.append(to: json)
        json.append(UInt8(ascii: "\""))
    }

    /// Appends a name as a JSON string literal: its bytes as they are when
    /// nothing in them needs escaping, which is almost always.
    private static func appendQuoted(_ name: ObjectName, to json: ByteBuffer) {
        guard name.isPlain else { return appendQuoted(name.description, to: json) }
        json.append(UInt8(ascii: "\""))
        name.append(to: json)
        json.append(UInt8(ascii: "\""))
    }

    private static func appendValue(_ value: Event.Argument.Value, to json: ByteBuffer) {
        switch value {
        case .bool(let flag): json.append(literal: flag ? "true" : "false")
        case .int(let number): json.append(decimal: number)
        case .object(let name): appendQuoted(name, to: json)
        case .indexPath(let section, let row):
            json.append(UInt8(ascii: "\""))
            TextRenderer.appendIndexPath(section, row, to: json)
            json.append(UInt8(ascii: "\""))
        case .string(let text): appendQuoted(ObjectName(text), to: json)
        case .size: appendQuoted(value.description, to: json)
        case .none: json.append(literal: "null")
        }
    }

    /// A JSON string literal.
    public static func quoted(_ text: String) -> String {
        let bytes = ByteBuffer()
        appendQuoted(text, to: bytes)
        return String(decoding: bytes.bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal.
    static func appendQuoted(_ text: String, to json: ByteBuffer) {
        json.append(UInt8(ascii: "\""))
        // Most strings (names, methods) need no escaping: copy them whole.
        // Characters a terminal acts on (C1 controls, bidi marks) are escaped
        // too, so JSONL read on a terminal is as safe as text; JSON allows both.
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard VisibleText.isPlain(utf8: utf8) else { return false }
            json.append(utf8)
            return true
        }
        if copied != true { appendEscaped(text, to: json) }
        json.append(UInt8(ascii: "\""))
    }

    private static func appendEscaped(_ text: String, to json: ByteBuffer) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": json.append(literal: "\\\"")
            case "\\": json.append(literal: "\\\\")
            case "\n": json.append(literal: "\\n")
            case "\r": json.append(literal: "\\r")
            case "\t": json.append(literal: "\\t")
            default:
                if VisibleText.isHidden(scalar) || scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    json.append(contentsOf: "\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    json.append(contentsOf: String(scalar))
                }
            }
        }
    }
}
