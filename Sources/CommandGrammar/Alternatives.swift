/// Choices as a sentence says them, for errors that name what a word may be.
public enum Alternatives {
    /// `a or b`, and `a, b or c` for more; `or` is the language's word (`или`).
    public static func listed(_ words: [String], or conjunction: String = "or") -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
