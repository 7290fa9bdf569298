/// The layout both renderers of `ContainerDiagnostic` give a list: the same
/// numbers, brackets and columns in every language, so written once.
extension ContainerDiagnostic {
    /// The tab bar's items, `N title`, the selected one in brackets, two spaces apart.
    static func tabItems(_ titles: [String], selected: Int) -> String {
        titles.enumerated().map { index, title in
            let item = "\(index + 1) \(title)"
            return index == selected ? "[\(item)]" : item
        }.joined(separator: "  ")
    }

    /// `1 A, 2 B`: names numbered from 1, as the commands count them.
    static func numbered(_ names: [String]) -> String {
        names.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
    }

    /// `name` followed by spaces up to `width` characters, so that sizes line up.
    static func padded(_ name: String, to width: Int) -> String {
        name + String(repeating: " ", count: max(0, width - name.count))
    }
}
