extension SplitViewController {
    /// Slide a split view's hidden primary column in.
    public struct ShowPrimary: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "show-primary" }
        public var traits: CommandTraits { .touch }
        public var topic: String { "show-primary" }
        public func perform(in app: inout Application) throws(Rejection) {
            try SplitViewController.showPrimary(in: &app)
        }
    }

    /// Slide a split view's primary column out.
    public struct HidePrimary: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "hide-primary" }
        public var traits: CommandTraits { .touch }
        public var topic: String { "show-primary" }
        public func perform(in app: inout Application) throws(Rejection) {
            try SplitViewController.hidePrimary(in: &app)
        }
    }
}
