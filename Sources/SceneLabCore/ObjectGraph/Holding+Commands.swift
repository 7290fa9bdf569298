extension Holding {
    /// Keep a strong reference, named, to the top view controller.
    public struct Hold: SimulatorCommand, Equatable {
        /// The reference's name.
        public let name: String
        public init(_ name: String) { self.name = name }
        public var verb: String { "hold" }
        public var traits: CommandTraits { .appCode }
        public var topic: String { "hold" }
        public func perform(in app: inout Application) throws(Rejection) { try Holding.hold(name, in: &app) }
    }

    /// Drop a reference `hold` kept.
    public struct Release: SimulatorCommand, Equatable {
        /// The reference's name.
        public let name: String
        public init(_ name: String) { self.name = name }
        public var verb: String { "release" }
        public var traits: CommandTraits { .appCode }
        public var topic: String { "hold" }
        public func perform(in app: inout Application) throws(Rejection) {
            try Holding.release(hold: name, in: &app)
        }
    }
}
