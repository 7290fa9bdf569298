/// A word of a command line after quotes and escapes are resolved.
public struct Word: Sendable, Equatable {
    /// The word's text, unquoted.
    public let text: String
    /// The 1-based column where the word starts, counted in characters.
    public let column: Int

    /// The word as an error message quotes it: cut short when it is long.
    public var shown: String {
        text.count <= 40 ? text : String(text.prefix(37)) + "… (\(text.count) characters)"
    }

    public init(_ text: String, column: Int) {
        self.text = text
        self.column = column
    }
}
