import SceneLabCore

/// Renders events as the lines a person reads.
///
/// Calls are filtered by trace channel; notes, output and errors always show.
/// Errors and warnings are returned separately so that an edge can send them
/// to stderr, and so are notes in the `xcode` style, whose standard output is
/// the app's console alone. Every piece of text that came from a person or a
/// file is shown through `VisibleText`, so no line carries a raw control character.
/// (Colour, when on, is the only escape sequence a line may hold.)
///
/// Lines are written as UTF-8 bytes into the caller's buffer: a long script
/// prints millions of them, and building a `String` for each costs more
/// than everything else the line needs.
public struct TextRenderer: Sendable {
    /// A rendered line and where it belongs.
    public enum Line: Sendable, Equatable {
        /// A line for standard output.
        case output(String)
        /// An error message (without the `error: ` prefix) for standard error.
        case error(String)
        /// A warning (without the `warning: ` prefix) for standard error.
        case warning(String)
        /// A note (without the `note: ` prefix) for standard error: the `xcode`
        /// style keeps scenelab's remarks out of the app's console.
        case note(String)
    }

    /// Where a line written by `render(_:into:)` belongs.
    public enum Destination: Sendable, Equatable {
        case output
        case error
        case warning
        case note
    }

    // Settings are fixed for a renderer's life: the console makes a new one
    // when the session's settings change.
    public let channels: Set<Channel>
    public let echo: Bool
    public let color: Bool
    /// In the `cs193p` and `usov` styles only output, errors, warnings and the echoed
    /// command show: the calls speak through the logger's or the book's output
    /// lines; `usov` and `xcode` send scenelab's notes to standard error.
    public let style: TraceStyle
    /// `channels` as bits, looked up for every event (the filter the session records with, too).
    private let visible: ChannelFilter

    public init(
        channels: Set<Channel> = Channel.defaultOn, echo: Bool = false, color: Bool = false,
        style: TraceStyle = .scenelab
    ) {
        self.channels = channels
        self.echo = echo
        self.color = color
        self.style = style
        self.visible = ChannelFilter(channels)
    }

    /// The line for `event`, or `nil` when the settings hide it.
    public func render(_ event: Event) -> Line? {
        let bytes = ByteBuffer()
        guard let destination = render(event, into: bytes) else { return nil }
        let text = String(decoding: bytes.bytes, as: UTF8.self)
        switch destination {
        case .output: return .output(text)
        case .error: return .error(text)
        case .warning: return .warning(text)
        case .note: return .note(text)
        }
    }

    /// Appends the line for `event` (without its line break) to `line` and
    /// says where it belongs; appends nothing and returns `nil` when the
    /// settings hide it.
    public func render(_ event: borrowing Event, into line: ByteBuffer) -> Destination? {
        switch event.kind {
        case .command:
            guard echo else { return nil }
            begin(.bold, line)
            line.append(literal: "> ")
            Self.appendVisible(event.internedText ?? "", to: line)
            end(line)
            return .output
        case .call, .store:
            guard style == .scenelab, let channel = event.channel, visible.admits(channel) else { return nil }
            line.append(literal: "  ")
            begin(.cyan, line)
            if let receiver = event.receiver { Self.appendVisible(receiver, to: line) }
            end(line)
            line.append(32)
            Self.appendSignature(of: event, to: line)
            if event.confidence == .uncertain {
                line.append(32)
                begin(.yellow, line)
                line.append(literal: "[uncertain]")
                end(line)
            }
            return .output
        case .note:
            if event.isWarning, let text = event.text, text.hasPrefix("warning: ") {
                VisibleText.append(String(text.dropFirst(9)), to: line)
                return .warning
            }
            // Xcode's console is the app's lines alone, and the book's console the book's lines:
            // a remark goes beside it, to standard error.
            if style == .xcode || style == .usov {
                Self.appendVisible(event.internedText ?? "", to: line)
                return .note
            }
            guard style == .scenelab else { return nil }
            begin(.dim, line)
            line.append(literal: "  note: ")
            Self.appendVisible(event.internedText ?? "", to: line)
            end(line)
            return .output
        case .output:
            if !event.isVerbatim { line.append(literal: "  ") }
            Self.appendVisible(event.internedText ?? "", to: line)
            // A book's console line whose call no source places for sure.
            if event.confidence == .uncertain {
                line.append(32)
                begin(.yellow, line)
                line.append(literal: "[uncertain]")
                end(line)
            }
            return .output
        case .error:
            Self.appendVisible(event.internedText ?? "", to: line)
            return .error
        case .resume:
            return nil
        case .print:
            // The app's console: as it is in Xcode's style, marked among scenelab's own lines otherwise.
            if style == .scenelab {
                line.append(literal: "  ")
                begin(.green, line)
                line.append(literal: "print: ")
                Self.appendVisible(event.internedText ?? "", to: line)
                end(line)
            } else {
                Self.appendVisible(event.internedText ?? "", to: line)
            }
            return .output
        }
    }

    /// A call as a reader expects it: the documented selector with the
    /// arguments filled in where their labels stand, e.g.
    /// `viewWillAppear(animated: true)`, `tableView(_:numberOfRowsInSection: 0)`;
    /// a method without arguments prints as documented.
    public static func signature(of event: Event) -> String {
        let bytes = ByteBuffer()
        appendSignature(of: event, to: bytes)
        return String(decoding: bytes.bytes, as: UTF8.self)
    }

    /// Appends `signature(of:)`, every piece made visible, with fast paths
    /// for the common shapes.
    static func appendSignature(of event: borrowing Event, to line: ByteBuffer) {
        let method = event.selector ?? ""
        let parameters = event.parameterCount
        if parameters == 0 {
            appendVisible(method, to: line)
            return
        }
        // One unlabelled parameter: `viewWillAppear(animated: true)`.
        if method.isPlain, parameters == 1, let argument = event.singleArgument, argument.label.isPlain,
            method.hasSuffix("(_:)")
        {
            // The method without its `(_:)`, appended from its own bytes.
            line.append(UnsafeBufferPointer(rebasing: method.utf8.dropLast(4)))
            line.append(UInt8(ascii: "("))
            line.append(name: argument.label)
            line.append(literal: ": ")
            appendValue(argument.value, to: line)
            line.append(UInt8(ascii: ")"))
            return
        }
        VisibleText.append(slowSignature(of: event, method: method.description), to: line)
    }

    /// Appends a name, made visible when it holds what a terminal would act on.
    private static func appendVisible(_ name: Name, to line: ByteBuffer) {
        // Not plain may still print as it is (a tab, a quote): VisibleText rewrites only what a terminal acts on.
        if name.isPlain { line.append(name: name) } else { VisibleText.append(utf8: name.utf8, to: line) }
    }

    /// Appends an object's name, made visible when it holds what a terminal would act on.
    private static func appendVisible(_ name: ObjectName, to line: ByteBuffer) {
        if name.isPlain { name.append(to: line) } else { VisibleText.append(name.description, to: line) }
    }

    /// `[section, row]`, as an `IndexPath` prints.
    static func appendIndexPath(_ section: Int, _ row: Int, to line: ByteBuffer) {
        line.append(UInt8(ascii: "["))
        line.append(decimal: section)
        line.append(literal: ", ")
        line.append(decimal: row)
        line.append(UInt8(ascii: "]"))
    }

    private static func appendValue(_ value: Event.Argument.Value, to line: ByteBuffer) {
        switch value {
        case .bool(let flag): line.append(literal: flag ? "true" : "false")
        case .int(let number): line.append(decimal: number)
        case .object(let name): appendVisible(name, to: line)
        case .indexPath(let section, let row): appendIndexPath(section, row, to: line)
        case .string(let text):
            line.append(UInt8(ascii: "\""))
            appendVisible(text, to: line)
            line.append(UInt8(ascii: "\""))
        case .size: line.append(contentsOf: value.description)
        case .none: line.append(literal: "nil")
        }
    }

    private static func slowSignature(of event: Event, method: String) -> String {
        let utf8 = method.utf8
        guard let open = utf8.firstIndex(of: UInt8(ascii: "(")) else {
            return method + "("
                + event.arguments.prefix(event.parameterCount).map { "\($0.label): \($0.value)" }.joined(
                    separator: ", ") + ")"
        }
        let base = Substring(utf8[..<open])
        let labels = method[method.index(after: open)...].split(separator: ":").map(String.init).filter { $0 != ")" }
        var remaining = Array(event.arguments.prefix(event.parameterCount))
        var parts: [String] = []
        for (position, label) in labels.enumerated() {
            if let index = remaining.firstIndex(where: { $0.label.description == label }) {
                let argument = remaining.remove(at: index)
                parts.append("\(label): \(argument.value)")
            } else if label == "_", let next = remaining.first,
                !labels[(position + 1)...].contains(next.label.description)
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
        case green = "32"
        case yellow = "33"
    }

    /// Starts a styled piece of the line: the style's escape, when colour is
    /// on. The test is made where the line is written (each call line asks
    /// twice), the escape written out of line.
    @inline(__always)
    private func begin(_ style: Style, _ line: ByteBuffer) {
        if color { Self.appendEscape(style, to: line) }
    }

    /// Ends a styled piece of the line: the reset escape, when colour is on.
    @inline(__always)
    private func end(_ line: ByteBuffer) {
        if color { line.append(literal: "\u{1B}[0m") }
    }

    private static func appendEscape(_ style: Style, to line: ByteBuffer) {
        line.append(literal: "\u{1B}[")
        line.append(contentsOf: style.rawValue)
        line.append(UInt8(ascii: "m"))
    }
}
