/// Why bytes could not be read back as what the Swift reader found.
public struct SwiftSourcesCodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, for a warning.
    public var description: String

    init(_ description: String) { self.description = description }
}
