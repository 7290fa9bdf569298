extension MemoryWarning {
    /// The system sends a memory warning.
    public struct Receive: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "memory-warning" }
        public var traits: CommandTraits { [.runsAppCode, .runsDuringInteractiveTransition, .runsWithoutRootView] }
        public var topic: String { "didReceiveMemoryWarning()" }
        public func perform(in app: inout Application) throws(Rejection) { MemoryWarning.receiveMemoryWarning(in: &app) }
    }
}
