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
