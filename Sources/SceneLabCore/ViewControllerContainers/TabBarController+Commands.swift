extension TabBarController {
    /// A tap on tab `number` (from 1) of the focused scene's tab bar.
    public struct SelectTab: SimulatorCommand, Equatable {
        /// The tab, counted from 1.
        public let number: Int
        public init(number: Int) { self.number = number }
        public var verb: String { "tab" }
        public var traits: CommandTraits { .touch }
        public var topic: String { "tab" }
        public func perform(in app: inout Application) throws(Rejection) {
            try TabBarController.selectTab(number: number, in: &app)
        }
    }
}
