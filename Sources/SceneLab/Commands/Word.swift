/// A word of a command line after quotes and escapes are resolved.
public struct Word: Sendable, Equatable {
    /// The word's text, unquoted.
    public let text: String
    /// The 1-based column where the word starts, counted in characters.
    public let column: Int

    public init(_ text: String, column: Int) {
        self.text = text
        self.column = column
    }
}
