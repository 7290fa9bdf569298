/// How sure scenelab is that UIKit makes a call at this point in the order.
///
/// Every callback carries one, so a student can tell settled facts from
/// orders that differ between iOS releases or between published logs.
public enum Confidence: String, Sendable, Equatable, CaseIterable {
    /// Apple's documentation states it.
    case documented
    /// Independent logs and write-ups agree, though Apple does not promise it.
    case observed
    /// One source, an old source, or sources that disagree.
    case uncertain
}
