/// What the app's code asks of a presentation.
extension Presentation {
    /// `present(CLASS(), animated: true)` with a modal presentation style.
    public struct Present: SimulatorCommand, Equatable {
        /// The class of the controller presented.
        public let className: String
        /// Its `modalPresentationStyle`.
        public let style: PresentationStyle
        public init(className: String, style: PresentationStyle) {
            self.className = className
            self.style = style
        }
        public var verb: String { "present" }
        public var traits: CommandTraits { .appCode }
        public var topic: String { "present" }
        public func perform(in app: inout Application) throws(Rejection) {
            try Presentation.present(className, style: style, in: &app)
        }
    }

    /// `dismiss(animated: true)` of the topmost presented controller.
    public struct Dismiss: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "dismiss" }
        public var traits: CommandTraits { .appCode }
        public var topic: String { "dismiss" }
        public func perform(in app: inout Application) throws(Rejection) { try Presentation.dismiss(in: &app) }
    }

    /// `tap-outside`: a tap on the dimmed area around a popover.
    public struct TapOutside: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "tap-outside" }
        public var traits: CommandTraits { .touch }
        public var topic: String { "tap-outside" }
        public func perform(in app: inout Application) throws(Rejection) { try Presentation.tapOutside(in: &app) }
    }

    /// `defines-context on|off`: the top controller's `definesPresentationContext`.
    public struct DefinesContext: SimulatorCommand, Equatable {
        /// The value the top controller's `definesPresentationContext` gets.
        public let isOn: Bool
        public init(_ isOn: Bool) { self.isOn = isOn }
        public var verb: String { "defines-context" }
        public var traits: CommandTraits { .appCode }
        public var topic: String { "defines-context" }
        public func perform(in app: inout Application) throws(Rejection) {
            try Presentation.setDefinesPresentationContext(isOn, in: &app)
        }
    }
}
