import CommandGrammar
import SceneLabCore

/// Every form of a method name scenelab prints finds its explanation: as
/// the topics spell it (`viewWillAppear(_:)`), as events print a call
/// (`viewWillAppear(animated: true)`, `viewWillAppear(animated:)`), as the
/// CS193p logger does (`viewWillAppear(animated = false)`), or bare
/// (`viewWillAppear`); and a mistyped topic gets the nearest one.
extension Explanations {
    /// A method name split into its base and argument labels:
    /// `tableView(_:cellForRowAt: [0, 1])` → `tableView`, `["_", "cellForRowAt"]`.
    /// `labels` is nil when the text has no parentheses.
    struct MethodForm: Equatable {
        let base: String
        let labels: [String]?

        init(_ text: String) {
            guard let open = text.firstIndex(of: "(") else {
                (base, labels) = (text, nil)
                return
            }
            // A receiver (`coordinator.animate`) is not part of the name a call prints.
            let name = text[..<open]
            base = String(name.split(separator: ".").last ?? name)
            labels = Self.labels(in: text[text.index(after: open)...])
        }

        /// The labels at the outermost level of an argument list: a word (or `_`)
        /// before `:` or ` =`, skipping nested parentheses and quoted text.
        private static func labels(in arguments: Substring) -> [String] {
            var labels: [String] = []
            var depth = 0
            var quoted = false
            // The word just read at the outer level, and whether only spaces followed it.
            var word = ""
            var spaced = false
            for character in arguments {
                if quoted {
                    if character == "\"" { quoted = false }
                    continue
                }
                switch character {
                case "\"":
                    quoted = true
                    word = ""
                case "(", "[":
                    depth += 1
                    word = ""
                case ")", "]":
                    if depth == 0 { return labels }
                    depth -= 1
                case _ where depth > 0:
                    continue
                case ":", "=":
                    if !word.isEmpty { labels.append(word) }
                    word = ""
                    spaced = false
                case " ":
                    spaced = !word.isEmpty
                case _ where character.isLetter || character.isNumber || character == "_":
                    if spaced { word = "" }
                    spaced = false
                    word.append(character)
                default:
                    // A value's punctuation (`.atomic`, `#1`, `,`): what came before is no label.
                    word = ""
                    spaced = false
                }
            }
            return labels
        }

        /// Whether a call printed with `labels` is this method: the same
        /// number of labels, each the same or `_` on either side (a call
        /// prints the parameter's name where the selector has none).
        func accepts(_ labels: [String]) -> Bool {
            guard let own = self.labels, own.count == labels.count else { return false }
            return zip(own, labels).allSatisfy(Self.label(_:fits:))
        }

        /// Whether a printed label stands for a signature's: the same, or `_` on either side.
        static func label(_ own: String, fits printed: String) -> Bool {
            own == printed || own == "_" || printed == "_"
        }
    }

    /// The topic keys sorted, with their method forms, for matching typed forms.
    private static let keyForms: [(key: String, form: MethodForm)] = allTopics.keys.sorted().map {
        ($0, MethodForm($0))
    }

    /// The topic key `typed` means, in any form scenelab prints; nil when none.
    static func key(for typed: String) -> String? {
        if allTopics[typed] != nil { return typed }
        let form = MethodForm(typed)
        // Names differ in case only by a typo: `viewdidload` is still viewDidLoad.
        let base = form.base.lowercased()
        let sameBase = keyForms.filter { $0.form.base.lowercased() == base }
        guard !sameBase.isEmpty else { return nil }
        if let labels = form.labels {
            if let exact = sameBase.first(where: { $0.form.labels == labels }) { return exact.key }
            if let fitting = sameBase.first(where: { $0.form.accepts(labels) }) { return fitting.key }
            // A call prints what it knows, not always the whole signature: one argument more
            // (`cellForRowAt: [0, 1], dequeue: "cell"`) or fewer (`viewWillTransition(to: (852.0, 393.0))`).
            // The labels they share must agree; a name no other topic has is enough by itself.
            let agreeing = sameBase.first { entry in
                guard let own = entry.form.labels else { return false }
                return zip(own, labels).allSatisfy(MethodForm.label(_:fits:))
            }
            return agreeing?.key ?? (sameBase.count == 1 ? sameBase.first?.key : nil)
        }
        // Bare: the method itself rather than a topic about one of its parts
        // (`coordinator.animate(...) animation`).
        return (sameBase.first { !$0.key.contains(" ") } ?? sameBase.first)?.key
    }

    /// The name `explain` would show for a topic: a method by its bare name
    /// when no other topic shares it (`viewDidLoad`), otherwise its key.
    private static let shownNames: [(shown: String, key: String)] = {
        var counts: [String: Int] = [:]
        for entry in keyForms { counts[entry.form.base, default: 0] += 1 }
        return keyForms.map { entry in
            let isMethod = entry.form.labels != nil && !entry.key.contains(" ")
            return (isMethod && counts[entry.form.base] == 1 ? entry.form.base : entry.key, entry.key)
        }
    }()

    /// The topic (or cited source) nearest a mistyped one, by the rule every
    /// did-you-mean follows; nil when nothing is close.
    public static func closestTopic(to typed: String) -> String? {
        let base = MethodForm(typed).base
        let names = shownNames.map(\.shown) + sourceIDs
        if let found = Suggestion.closest(to: typed, in: names) { return found }
        // `viewDidLoadd()` is a typo of the method's base name.
        return base == typed ? nil : Suggestion.closest(to: base, in: shownNames.map(\.shown))
    }
}
