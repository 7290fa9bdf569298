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
        guard let (head, typed, candidates) = Gesture.targets(of: verb, after: Array(words.dropFirst()), on: screen)
        else { return nil }
        guard let found = closest(to: typed, in: candidates.filter { !$0.isEmpty }),
            found.lowercased() != typed.lowercased()
        else { return nil }
        return "\(head) \(found)"
    }
}
