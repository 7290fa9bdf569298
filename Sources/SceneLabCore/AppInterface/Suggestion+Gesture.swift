import CommandGrammar
extension Suggestion {
    /// The gesture nearest a refused one among what `screen` shows, by the
    /// same rule: `tap sav` → `tap save`, `type titel` → `type title`,
    /// `swipe 1 delet` → `swipe 1 delete`. Names and labels both count, as a
    /// gesture accepts either; nil when nothing is close, or when the nearest
    /// is what was typed (the screen shows it, but refuses it for another reason).
    package static func gesture(_ gesture: String, on screen: Screen) -> String? {
        let words = gesture.split(separator: " ").map(String.init)
        guard let verb = words.first, words.count > 1 else { return nil }
        var head = verb
        var typed = words.dropFirst().joined(separator: " ")
        var candidates: [String]
        switch verb {
        case "tap":
            let buttons = screen.leftButtons + screen.rightButtons + screen.buttons
            let rows = screen.numberedRows.map(\.row)
            candidates = buttons.map(\.name) + buttons.map(\.label) + rows.compactMap(\.name) + rows.map(\.text)
            if let back = screen.backTitle { candidates += ["back", back] }
        case "type":
            candidates = screen.fields.map(\.name) + screen.fields.map(\.label)
        case "toggle":
            candidates = screen.switches.map(\.name) + screen.switches.map(\.label)
        case "swipe":
            guard words.count > 2, let number = Int(words[1]), let row = screen.row(numbered: number)?.row else {
                return nil
            }
            head = "swipe \(number)"
            typed = words.dropFirst(2).joined(separator: " ")
            candidates = row.swipeActions.map(\.name) + row.swipeActions.map(\.label)
        default:
            return nil
        }
        guard let found = closest(to: typed, in: candidates.filter { !$0.isEmpty }),
            found.lowercased() != typed.lowercased()
        else { return nil }
        return "\(head) \(found)"
    }
}
