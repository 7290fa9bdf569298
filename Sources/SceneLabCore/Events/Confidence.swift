/// How sure scenelab is that UIKit makes a call at this point in the order.
///
/// Every callback carries one, so a student can tell settled facts from
/// orders that differ between iOS releases or between published logs.
public enum Confidence: String, Sendable, Equatable, CaseIterable, BitwiseCopyable {
    /// Apple's documentation states it.
    case documented
    /// Independent logs and write-ups agree, though Apple does not promise it.
    case observed
    /// One source, an old source, or sources that disagree.
    case uncertain

    /// The raw value as a `Name`, for renderers that write it for every event:
    /// a constant, with nothing to look up or check.
    package var name: Name {
        switch self {
        case .documented: return Name(plain: "documented")
        case .observed: return Name(plain: "observed")
        case .uncertain: return Name(plain: "uncertain")
        }
    }
}
