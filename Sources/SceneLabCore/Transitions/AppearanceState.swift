/// Where a view controller's view stands in joining or leaving a window's hierarchy.
///
/// UIKit keeps this state (`_appearState`) for every controller; appear and
/// disappear callbacks are its transitions. Appear means "joins the window",
/// not "is visible".
public enum AppearanceState: String, Sendable, Equatable, CaseIterable, BitwiseCopyable {
    case disappeared
    case appearing
    case appeared
    case disappearing

    /// One of the four appearance callbacks.
    public enum Transition: Sendable, Equatable, CaseIterable {
        case willAppear
        case didAppear
        case willDisappear
        case didDisappear

        /// The method UIKit calls for this transition.
        public var method: Name {
            switch self {
            case .willAppear: return .viewWillAppear
            case .didAppear: return .viewDidAppear
            case .willDisappear: return .viewWillDisappear
            case .didDisappear: return .viewDidDisappear
            }
        }
    }

    /// The state after `transition`, or `nil` when UIKit never makes that move.
    ///
    /// Besides the four forward steps, a will-call may reverse an unfinished
    /// one: that is what a cancelled interactive transition does.
    public func applying(_ transition: Transition) -> AppearanceState? {
        switch (self, transition) {
        case (.disappeared, .willAppear), (.disappearing, .willAppear): return .appearing
        case (.appearing, .didAppear): return .appeared
        case (.appeared, .willDisappear), (.appearing, .willDisappear): return .disappearing
        case (.disappearing, .didDisappear): return .disappeared
        default: return nil
        }
    }

    /// Whether the view is in (or joining) the window's hierarchy.
    public var isInHierarchy: Bool { self == .appearing || self == .appeared }
}
