/// A storyboard segue, as data: its identifier, the screen it starts from,
/// the one it instantiates, and its kind.
public struct Segue: Sendable, Equatable {
    /// How the segue shows its destination.
    public enum Kind: Sendable, Equatable {
        /// Show: a push inside a navigation controller, a modal presentation outside one.
        case show
        /// Show Detail: the secondary column of the source's split view. A
        /// collapsed split view pushes it on the primary's navigation stack
        /// instead, and lets go of the secondary it kept aside.
        case showDetail
        /// Present Modally, with the storyboard's presentation style.
        case presentModally(PresentationStyle)
    }

    public let identifier: String
    /// The source controller's class.
    public let source: String
    /// The destination controller's class, instantiated from the storyboard.
    public let destination: String
    public let kind: Kind

    public init(_ identifier: String, from source: String, to destination: String, kind: Kind = .show) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = kind
    }
}
