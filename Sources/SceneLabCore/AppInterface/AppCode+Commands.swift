extension AppCode {
    /// `performSegue(withIdentifier:sender:)` from the top controller.
    public struct PerformSegue: SimulatorCommand, Equatable {
        /// The segue's storyboard identifier.
        public let identifier: String
        public init(_ identifier: String) { self.identifier = identifier }
        public var verb: String { "segue" }
        public var traits: CommandTraits { .appCode }
        public var topic: String { "prepare(for:sender:)" }
        public func perform(in app: inout Application) throws(Rejection) {
            try AppCode.performSegue(identifier, in: &app)
        }
    }
}
