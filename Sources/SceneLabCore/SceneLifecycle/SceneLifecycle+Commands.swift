/// The system's and the person's gestures on the app as a whole: the icon,
/// Home, the switcher, a call, the end of the process.
extension SceneLifecycle {
    /// Tap the app icon: a cold launch, or back to the foreground. With
    /// `background`, the system launches the app without showing it.
    public struct Launch: SimulatorCommand, Equatable {
        /// The app to launch; the catalog's default when nil.
        public let app: String?
        /// Where the first window comes from: the storyboard or the app's code; nil for
        /// where the app's own setup has it (`AppDefinition.windowSetup`).
        public let window: WindowSetup?
        /// Whether the system launches the app into the background.
        public let background: Bool
        /// `launch --else`: the launch code takes the `else` of each condition scenelab cannot
        /// work out (the window's root included), as `tap … --else` does for a tap's code.
        public let takesElse: Bool

        public init(app: String?, window: WindowSetup?, background: Bool = false, takesElse: Bool = false) {
            self.app = app
            self.window = window
            self.background = background
            self.takesElse = takesElse
        }

        public var verb: String { "launch" }
        public var traits: CommandTraits { takesElse ? [.launches, .takesElse] : [.launches] }
        public var topic: String { background ? "launch-background" : window == .code ? "launch-code" : "launch" }

        /// With no process, the device starts one.
        public func perform(on simulator: inout Simulator, into events: inout [Event]) -> Bool {
            guard !simulator.hasProcess else { return false }
            simulator.launch(app, window: window, inBackground: background, takesElse: takesElse, into: &events)
            return true
        }

        /// With the app running, its icon brings it back to the foreground.
        public func perform(in app: inout Application) throws(Rejection) {
            if let name = self.app, name != app.definition.id {
                throw Rejection(LifecycleDiagnostic.anotherAppRunning(app: app.definition.displayName))
            }
            if background {
                throw Rejection(LifecycleDiagnostic.backgroundLaunchWhileRunning(app: app.definition.displayName))
            }
            try SceneLifecycle.returnToForeground(in: &app)
        }
    }

    /// The Home gesture.
    public struct Home: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "home" }
        public var traits: CommandTraits { .cancelsInteractiveTransition }
        public var topic: String { "home" }
        public func perform(in app: inout Application) throws(Rejection) { try SceneLifecycle.home(in: &app) }
    }

    /// Open the app switcher.
    public struct OpenSwitcher: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "switcher" }
        public var traits: CommandTraits { .cancelsInteractiveTransition }
        public var topic: String { "sceneWillResignActive(_:)" }
        public func perform(in app: inout Application) throws(Rejection) { try SceneLifecycle.openSwitcher(in: &app) }
    }

    /// Come back from the switcher or the background.
    public struct Open: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "open" }
        public var traits: CommandTraits { [] }
        public var topic: String { "home" }
        public func perform(in app: inout Application) throws(Rejection) { try SceneLifecycle.open(in: &app) }
    }

    /// An incoming call starts.
    public struct Interrupt: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "interrupt" }
        public var traits: CommandTraits { .cancelsInteractiveTransition }
        public var topic: String { "sceneWillResignActive(_:)" }
        public func perform(in app: inout Application) throws(Rejection) { try SceneLifecycle.interrupt(in: &app) }
    }

    /// The incoming call ends.
    public struct Resume: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "resume" }
        public var traits: CommandTraits { [] }
        public var topic: String { "sceneWillResignActive(_:)" }
        public func perform(in app: inout Application) throws(Rejection) { try SceneLifecycle.resume(in: &app) }
    }

    /// Swipe the app away in the switcher.
    public struct Kill: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "kill" }
        public var traits: CommandTraits { [.cancelsInteractiveTransition, .endsProcess] }
        public var topic: String { "kill" }
        public func perform(in app: inout Application) throws(Rejection) { SceneLifecycle.kill(in: &app) }

        /// A swipe in the switcher discards the sessions: the running app is
        /// told (`didDiscardSceneSessions`, the iPad's way), or else the next launch.
        public func sceneSessions(appWasSuspended: Bool, discardedWhileRunning: Bool) -> SceneSessionMemory? {
            appWasSuspended || !discardedWhileRunning ? .discarded : SceneSessionMemory.none
        }
    }

    /// The system suspends a background app: no callbacks.
    public struct Suspend: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "suspend" }
        public var traits: CommandTraits { [] }
        public var topic: String { "kill" }
        public func perform(in app: inout Application) throws(Rejection) { try SceneLifecycle.suspend(in: &app) }
    }

    /// The system kills a suspended app: no callbacks at all.
    public struct SystemKill: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "system-kill" }
        public var traits: CommandTraits { [] }
        public var topic: String { "kill" }
        public func perform(in app: inout Application) throws(Rejection) { try SceneLifecycle.systemKill(in: &app) }

        /// The sessions outlive a process the system ends: the next launch restores them.
        public func sceneSessions(appWasSuspended: Bool, discardedWhileRunning: Bool) -> SceneSessionMemory? {
            .persisted
        }
    }
}
