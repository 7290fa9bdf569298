/// What the app's code asks of its navigation controller.
extension NavigationController {
    /// `navigationController?.pushViewController(CLASS(), animated: true)`.
    public struct Push: SimulatorCommand, Equatable {
        /// The class of the controller pushed.
        public let className: String
        public init(className: String) { self.className = className }
        public var verb: String { "push" }
        public var traits: CommandTraits { .appCode }
        public var topic: String { "push" }
        public func perform(in app: inout Application) throws(Rejection) {
            try NavigationController.push(className, in: &app)
        }
    }

    /// `popViewController(animated: true)`.
    public struct Pop: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "pop" }
        public var traits: CommandTraits { .appCode }
        public var topic: String { "pop" }
        public func perform(in app: inout Application) throws(Rejection) { try NavigationController.pop(in: &app) }
    }

    /// `popToRootViewController(animated: true)`.
    public struct PopToRoot: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "pop-to-root" }
        public var traits: CommandTraits { .appCode }
        public var topic: String { "pop" }
        public func perform(in app: inout Application) throws(Rejection) {
            try NavigationController.popToRoot(in: &app)
        }
    }

    /// `popToViewController(viewControllers[index], animated: true)`.
    public struct PopTo: SimulatorCommand, Equatable {
        /// The stack index popped to; the root is 0.
        public let index: Int
        public init(index: Int) { self.index = index }
        public var verb: String { "pop-to" }
        public var traits: CommandTraits { .appCode }
        public var topic: String { "pop" }
        public func perform(in app: inout Application) throws(Rejection) {
            try NavigationController.popTo(index: index, in: &app)
        }
    }

    /// `setViewControllers(_:animated: true)`.
    public struct SetStack: SimulatorCommand, Equatable {
        /// The classes of the new stack, root first.
        public let classNames: [String]
        public init(classNames: [String]) { self.classNames = classNames }
        public var verb: String { "set-stack" }
        public var traits: CommandTraits { .appCode }
        public var topic: String { "set-stack" }
        public func perform(in app: inout Application) throws(Rejection) {
            try NavigationController.setStack(classNames, in: &app)
        }
    }
}
