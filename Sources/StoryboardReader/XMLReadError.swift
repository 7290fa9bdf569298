/// Why an XML input was refused, with where: line and column count from 1,
/// the column in characters.
public struct XMLReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, so callers and tests can tell refusals apart
    /// without matching on message text.
    public enum Kind: Equatable, Sendable {
        /// The input is larger than `XMLLimits.maximumInputSize`.
        case tooLarge
        /// Elements nest deeper than `XMLLimits.maximumDepth`.
        case tooDeep
        /// More than `XMLLimits.maximumElements` elements, or more than
        /// `XMLLimits.maximumAttributes` attributes on one element.
        case tooManyNodes
        /// A `<!DOCTYPE`: never read, as it is how entity expansion attacks
        /// and external fetches begin; storyboards never have one.
        case doctype
        /// An `<!ENTITY` declaration.
        case entityDeclaration
        /// A reference to an entity other than XML's five (`&lt;` …) and
        /// numeric character references.
        case unknownEntity(String)
        /// The input ends inside markup or with elements still open.
        case truncated
        /// The bytes are not UTF-8.
        case invalidUTF8
        /// A closing tag that does not match the open element.
        case mismatchedTag(expected: String, found: String)
        /// Anything else that is not well-formed XML.
        case malformed
    }

    public let kind: Kind
    public let line: Int
    public let column: Int
    /// What a person reads, without the position.
    public let message: String

    public init(_ kind: Kind, _ message: String, line: Int, column: Int) {
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column): \(message)" }
}
