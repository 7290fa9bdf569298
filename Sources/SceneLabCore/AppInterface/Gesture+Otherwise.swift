extension Gesture {
    /// `tap ELEMENT --else`: the same tap, where the app's code that runs for it takes the
    /// `else` of each condition scenelab cannot work out, rather than the `if`'s body. UIKit
    /// would take one side or the other; which, only the app's data says, so the person chooses.
    public struct Otherwise: SimulatorCommand, Equatable {
        /// The gesture played.
        public let gesture: Gesture

        public init(_ gesture: Gesture) { self.gesture = gesture }

        public var verb: String { gesture.verb }
        public var traits: CommandTraits { gesture.traits.union(.takesElse) }
        public var topic: String { gesture.topic }

        public func check(in app: Application) throws(Rejection) { try gesture.check(in: app) }

        public func perform(in app: inout Application) throws(Rejection) {
            app.unknownConditionsTakeElse = true
            defer { app.unknownConditionsTakeElse = false }
            try gesture.perform(in: &app)
        }
    }
}
