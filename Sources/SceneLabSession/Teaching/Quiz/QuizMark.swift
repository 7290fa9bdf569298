/// How a quiz marks one call of a student's order: in the longest run in
/// UIKit's order (a point), out of it (no point), or a call no source
/// settles the place of, which scores nothing either way.
public enum QuizMark: Sendable, Equatable {
    case inPlace
    case outOfPlace
    case unsettled

    /// The mark as printed before the call: ✓, ✗, or · for an unsettled call.
    public var symbol: String {
        switch self {
        case .inPlace: return "✓"
        case .outOfPlace: return "✗"
        case .unsettled: return "·"
        }
    }
}
