/// A storyboard segue, as data: its identifier, the screen it starts from
/// and the one it instantiates. All the books' segues are Show segues, which
/// push inside a navigation controller and present modally outside one.
public struct Segue: Sendable, Equatable {
    public let identifier: String
    /// The source controller's class.
    public let source: String
    /// The destination controller's class, instantiated from the storyboard.
    public let destination: String

    public init(_ identifier: String, from source: String, to destination: String) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }
}
