import CommandGrammar
/// Looking at the running app without touching it: the screen, what it
/// accepts, the object graph, the live controllers.
extension Inspection {
    /// Draw the top screen.
    public struct DrawScreen: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "screen" }
        public var traits: CommandTraits { .looks }
        public var topic: String { "store" }
        public func perform(in app: inout Application) throws(Rejection) {
            try Inspection.screenLines(in: app).forEach { app.record(.output($0)) }
        }
    }

    /// What `screen` draws of the top screen: both columns of a split view when both show,
    /// then the chrome of the containers around it.
    static func screenLines(in app: Application) throws(Rejection) -> [String] {
        let screen = try Inspection.topScreen(in: app)
        var lines: [String] = []
        if let primary = GestureHandling.shownPrimaryScreen(in: app) {
            // Both columns are on the glass: the primary (leading) first.
            lines.append(InterfaceDiagnostic.primaryColumnHeading.text(in: app.language))
            lines += primary.lines(in: app.language)
            lines.append(InterfaceDiagnostic.secondaryColumnHeading.text(in: app.language))
        }
        lines += screen.lines(in: app.language)
        for (id, container) in GestureHandling.containersShown(in: app).reversed() {
            lines += container.chromeLines(id, in: app)
        }
        return lines
    }

    /// List what the top screen accepts.
    public struct ListActions: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "actions" }
        public var traits: CommandTraits { .looks }
        public var topic: String { "store" }
        public func perform(in app: inout Application) throws(Rejection) {
            let screen = try Inspection.topScreen(in: app)
            var names = screen.actionNames
            if let primary = GestureHandling.shownPrimaryScreen(in: app) {
                names += primary.actionNames.filter { !names.contains($0) }
            }
            for (id, container) in GestureHandling.containersShown(in: app) {
                names += container.offeredActions(id, in: app)
            }
            if names.isEmpty {
                app.record(.output(InterfaceDiagnostic.nothingToTap(screen: screen.titleIfAny).text(in: app.language)))
            }
            names.forEach { app.record(.output($0)) }
        }
    }

    /// Draw the object graph.
    public struct DrawTree: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "tree" }
        public var traits: CommandTraits { .looks }
        public var topic: String { "store" }
        public func perform(in app: inout Application) throws(Rejection) {
            Inspection.treeLines(in: app).forEach { app.record(.output($0)) }
        }
    }

    /// List live controllers and who holds them.
    public struct ListObjects: SimulatorCommand, Equatable {
        public init() {}
        public var verb: String { "objects" }
        public var traits: CommandTraits { .looks }
        public var topic: String { "store" }
        public func perform(in app: inout Application) throws(Rejection) {
            Inspection.objectLines(in: app).forEach { app.record(.output($0)) }
        }
    }

    /// The top screen to look at, or why there is none: a window with no
    /// root view controller shows black.
    fileprivate static func topScreen(in app: Application) throws(Rejection) -> Screen {
        if app.focused.map({ $0.window.rootViewController == nil }) == true { throw Rejection.blackScreen }
        guard let screen = GestureHandling.topScreen(in: app) else { throw Rejection.notRunning }
        return screen
    }
}
