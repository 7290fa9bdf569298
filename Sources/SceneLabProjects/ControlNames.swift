import StoryboardReader

/// The words a person types to tap a storyboard control: its title, a
/// system item's symbol or word, else its Interface Builder label.
enum ControlNames {
    /// The name of `control` on its screen; `fallback` when it shows nothing.
    static func name(of control: Control, fallback: String) -> String {
        if let title = control.title, !title.trimmingCharacters(whereSpaceOrNewline: true).isEmpty { return title }
        if let item = control.systemItem { return systemItemName(item) }
        if let label = control.userLabel, !label.isEmpty { return label }
        return fallback
    }

    /// `add` is the "+" a person sees; the others read as their words.
    static func systemItemName(_ item: String) -> String {
        switch item {
        case "add": return "+"
        case "fixedSpace", "flexibleSpace": return item
        default: return item.prefix(1).uppercased() + item.dropFirst()
        }
    }

    /// `done:` → `done(_:)`, `close` → `close()`, `unwind:from:` → `unwind(_:from:)`:
    /// how Swift's `#function` names the method an Objective-C selector calls.
    static func swiftName(ofSelector selector: String) -> String {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let first = parts.first, selector.hasSuffix(":") else { return selector + "()" }
        let labels = ["_"] + parts.dropFirst().map(String.init)
        return String(first) + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

extension String {
    /// The text without the spaces and line breaks around it (a title typed with a trailing space).
    func trimmingCharacters(whereSpaceOrNewline: Bool) -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
