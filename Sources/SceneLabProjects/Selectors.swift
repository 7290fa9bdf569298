import SwiftSourceModel

/// The Objective-C selector Swift gives a method, which is how a storyboard
/// names the method an action or an unwind segue calls: `done(_:)` is
/// `done:`, `unwindToList(segue:)` is `unwindToListWithSegue:`,
/// `close(bySegue:)` is `closeBySegue:`, `reset()` is `reset`.
enum Selectors {
    /// Labels Swift appends without `With`, because they read as a preposition already.
    private static let prepositions = [
        "by", "for", "from", "in", "of", "on", "to", "with", "at", "after", "before", "as", "into", "onto", "using",
        "via", "within", "without", "through", "during", "until", "upon", "along", "across", "against", "around",
    ]

    /// The selector of a method as read: its `@objc(name:)` when it has one, else Swift's.
    static func selector(of method: SwiftMethod) -> String {
        method.objcName ?? selector(ofSwiftMethod: method.name)
    }

    static func selector(ofSwiftMethod name: String) -> String {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return name }
        let base = String(name[..<open])
        let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        guard let first = labels.first else { return base }
        var selector = base
        if first != "_" {
            let isPreposition = prepositions.contains { first == $0 || first.hasPrefix($0) && first.dropFirst($0.count).first?.isUppercase == true }
            selector += (isPreposition ? "" : "With") + first.prefix(1).uppercased() + first.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return selector
    }

    /// `done:` → `done(_:)`, `close` → `close()`, `unwind:from:` → `unwind(_:from:)`:
    /// the method an Objective-C selector calls as Swift's `#function` names it when the
    /// sources do not declare it (unlabelled parameters).
    static func swiftName(ofSelector selector: String) -> String {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let first = parts.first, selector.hasSuffix(":") else { return selector + "()" }
        let labels = ["_"] + parts.dropFirst().map(String.init)
        return String(first) + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

extension SwiftSources {
    /// The method `#selector(selected)` names for an object of `className`: the nearest in its
    /// chain of that name (`refresh(_:)`), or, when the selector gives no labels (`refresh`),
    /// the first in source order of that base name, as Swift resolves an unambiguous one.
    func method(selectedBy selected: String, in className: String) -> (SwiftClass, SwiftMethod)? {
        let base = selected.split(separator: "(").first.map(String.init) ?? selected
        return nearest(from: className) { owner -> (SwiftClass, SwiftMethod)? in
            if let exact = owner.methods[selected] { return (owner, exact) }
            guard !selected.contains("(") else { return nil }
            let named = owner.methods.values.filter { $0.name == base || $0.name.hasPrefix(base + "(") }
            return named.min { $0.line < $1.line }.map { (owner, $0) }
        }
    }
}

