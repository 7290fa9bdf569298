extension Rotation {
    /// Turn the device to an orientation, or (`nil`) to the other one.
    public struct Rotate: SimulatorCommand, Equatable {
        /// The orientation asked for; the other one when nil.
        public let orientation: Device.Orientation?
        public init(to orientation: Device.Orientation?) { self.orientation = orientation }

        public var verb: String { "rotate" }
        public var traits: CommandTraits { .cancelsInteractiveTransition }
        public var topic: String { "rotate" }

        /// With no app running, the device turns and nobody hears it.
        public func perform(on simulator: inout Simulator, into events: inout [Event]) -> Bool {
            guard !simulator.hasProcess else { return false }
            simulator.rotateWhileIdle(to: orientation, into: &events)
            return true
        }

        /// A turn the device cannot make is refused before a swipe in flight is cancelled for it.
        public func check(in app: Application) throws(Rejection) {
            _ = try app.device.orientation(turningTo: orientation)
        }

        public func perform(in app: inout Application) throws(Rejection) {
            try Rotation.rotate(to: orientation, in: &app)
        }
    }
}
