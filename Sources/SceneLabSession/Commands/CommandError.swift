/// A command line scenelab cannot understand, with the column to look at.
public struct CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based column of the offending word or character.
    public let column: Int
    public let message: String

    public init(column: Int, _ message: String) {
        self.column = column
        self.message = message
    }

    public var description: String { "column \(column): \(message)" }
}
