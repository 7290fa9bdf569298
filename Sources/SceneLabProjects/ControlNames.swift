import StoryboardReader

/// The words a person types to tap a storyboard control: its title, a
/// system item's symbol or word, else its Interface Builder label.
enum ControlNames {
    /// The name of `control` on its screen; `fallback` when it shows nothing.
    static func name(of control: Control, fallback: String) -> String {
        if let title = control.title, !title.trimmed.isEmpty { return title }
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
}

extension String {
    /// The text without the spaces and line breaks around it (a title typed with a trailing space).
    var trimmed: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
