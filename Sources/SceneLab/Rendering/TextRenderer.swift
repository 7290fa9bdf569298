/// Renders events as the lines a person reads.
///
/// Calls are filtered by trace channel; notes, output and errors always show.
/// Errors and warnings are returned separately so that an edge can send them
/// to stderr. Every piece of text that came from a person or a file is shown
/// through `VisibleText`, so no line carries a raw control character.
/// (Colour, when on, is the only escape sequence a line may hold.)
public struct TextRenderer: Sendable {
    /// A rendered line and where it belongs.
    public enum Line: Sendable, Equatable {
        /// A line for standard output.
        case output(String)
        /// An error message (without the `error: ` prefix) for standard error.
        case error(String)
        /// A warning (without the `warning: ` prefix) for standard error.
        case warning(String)
    }

    public var channels: Set<Channel> {
        didSet { visible = Self.visibility(of: channels) }
    }
    public var echo: Bool
    public var color: Bool
    /// `channels` as a table indexed by channel, looked up for every event.
    private var visible: [Bool]

    public init(channels: Set<Channel> = Channel.defaultOn, echo: Bool = false, color: Bool = false) {
        self.channels = channels
        self.echo = echo
        self.color = color
        self.visible = Self.visibility(of: channels)
    }

    private static func visibility(of channels: Set<Channel>) -> [Bool] {
        Channel.allCases.map(channels.contains)
    }

    /// The line for `event`, or `nil` when the settings hide it.
    public func render(_ event: Event) -> Line? {
        switch event.kind {
        case .command:
            return echo ? .output(paint("> " + VisibleText.escaping(event.text ?? ""), .bold)) : nil
        case .call, .store:
            guard let channel = event.channel, visible[channel.index] else { return nil }
            // Built in one string: this runs for nearly every line a script prints.
            var text = "  "
            text.reserveCapacity(96)
            let object = VisibleText.escaping(event.object ?? "")
            if color { text += paint(object, .cyan) } else { text += object }
            text += " "
            let signatureStart = text.utf8.count
            Self.appendSignature(of: event, to: &text)
            // Arguments can hold anything a person typed (a key, a title).
            if VisibleText.needsEscaping(text, fromByte: signatureStart) {
                text = String(text.utf8.prefix(signatureStart)) ?? ""
                text += VisibleText.escaping(Self.signature(of: event))
            }
            if event.confidence == .uncertain { text += color ? " " + paint("[uncertain]", .yellow) : " [uncertain]" }
            return .output(text)
        case .note:
            let text = VisibleText.escaping(event.text ?? "")
            if event.isWarning, text.hasPrefix("warning: ") { return .warning(String(text.dropFirst(9))) }
            return .output(paint("  note: " + text, .dim))
        case .output:
            return .output((event.isVerbatim ? "" : "  ") + VisibleText.escaping(event.text ?? ""))
        case .error:
            return .error(VisibleText.escaping(event.text ?? ""))
        }
    }

    /// A call as a reader expects it: the documented selector with the
    /// arguments filled in where their labels stand, e.g.
    /// `viewWillAppear(animated: true)`, `tableView(_:numberOfRowsInSection: 0)`;
    /// a method without arguments prints as documented.
    public static func signature(of event: Event) -> String {
        var text = ""
        appendSignature(of: event, to: &text)
        return text
    }

    /// Appends `signature(of:)`, with fast paths for the common shapes.
    static func appendSignature(of event: Event, to text: inout String) {
        let method = event.method ?? ""
        if event.arguments.isEmpty {
            text += method
            return
        }
        // One unlabelled parameter: `viewWillAppear(animated: true)`.
        if event.arguments.count == 1, method.hasSuffix("(_:)") {
            let argument = event.arguments[0]
            text += String(method.utf8.dropLast(4)) ?? method
            text += "("
            text += argument.label
            text += ": "
            text += argument.value.description
            text += ")"
            return
        }
        text += slowSignature(of: event, method: method)
    }

    private static func slowSignature(of event: Event, method: String) -> String {
        let utf8 = method.utf8
        guard let open = utf8.firstIndex(of: UInt8(ascii: "(")) else {
            return method + "(" + event.arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
        }
        let base = Substring(utf8[..<open])
        let labels = method[method.index(after: open)...].split(separator: ":").map(String.init).filter { $0 != ")" }
        var remaining = event.arguments
        var parts: [String] = []
        for (position, label) in labels.enumerated() {
            if let index = remaining.firstIndex(where: { $0.label == label }) {
                let argument = remaining.remove(at: index)
                parts.append("\(label): \(argument.value)")
            } else if label == "_", let next = remaining.first,
                !labels[(position + 1)...].contains(next.label)
            {
                remaining.removeFirst()
                parts.append("\(next.label): \(next.value)")
            } else {
                parts.append("\(label):")
            }
        }
        parts += remaining.map { "\($0.label): \($0.value)" }
        // Bare labels after the last argument say nothing; drop them.
        while let last = parts.last, last.hasSuffix(":") { parts.removeLast() }
        // Bare labels run together as in a selector: `_:willShow: X`.
        var text = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { text += parts[index - 1].hasSuffix(":") ? "" : ", " }
            text += part
        }
        return "\(base)(\(text))"
    }

    private enum Style: String {
        case bold = "1"
        case dim = "2"
        case cyan = "36"
        case yellow = "33"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
