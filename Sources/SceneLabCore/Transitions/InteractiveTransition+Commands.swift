/// A finger that drags a screen away, and lifts.
extension InteractiveTransition {
    /// The interactive pop gesture: a finger drags from the left edge.
    public struct SwipeBack: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "swipe-back" }
        public var traits: CommandTraits { .touch }
        public var topic: String { "swipe-back" }
        public func perform(in app: inout Application) throws(Rejection) {
            try InteractiveTransition.beginSwipeBack(in: &app)
        }
    }

    /// A finger drags a sheet down.
    public struct SwipeDown: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "swipe-down" }
        public var traits: CommandTraits { .touch }
        public var topic: String { "swipe-down" }
        public func perform(in app: inout Application) throws(Rejection) {
            try InteractiveTransition.beginSwipeDown(in: &app)
        }
    }

    /// The finger lifts: past the point of no return the transition
    /// completes (`finish`), before it the screen springs back (`cancel`).
    public struct Lift: SimulatorCommand, Equatable {
        /// Whether the transition completes.
        public let completing: Bool
        public init(completing: Bool) { self.completing = completing }
        public var verb: String { completing ? "finish" : "cancel" }
        public var traits: CommandTraits { [.runsAppCode, .needsActiveScene, .runsDuringInteractiveTransition] }
        public var topic: String { "interactive" }
        public func perform(in app: inout Application) throws(Rejection) {
            try InteractiveTransition.endInteractiveTransition(completing: completing, in: &app)
        }
    }
}
