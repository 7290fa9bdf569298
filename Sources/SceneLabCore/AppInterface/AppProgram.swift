/// The code of one of the books' apps: small controllers on top of the engine.
///
/// The engine calls these at the moments UIKit calls the app. App code never
/// runs a transition itself: it returns `AppAction`s, which the engine plays,
/// so that every callback lands in UIKit's order.
package protocol AppProgram: Sendable {
    /// The app's own code in `scene(_:willConnectTo:options:)`, after UIKit calls it.
    mutating func sceneWillConnect(_ app: inout Application)

    /// The app's own code in a controller's `viewDidLoad()`.
    mutating func viewDidLoad(_ controller: ObjectID, _ app: inout Application)

    /// Configures a controller just instantiated from the storyboard: the body of
    /// `prepare(for:sender:)` for a segue (`segue` names it; `setup` is what the
    /// app's gesture passed, or nil for `segue ID` typed by the user), or the
    /// code before a push.
    mutating func prepare(
        _ destination: ObjectID, source: ObjectID, segue: String?, setup: (any Sendable)?, _ app: inout Application
    )

    /// A controller of the app deinitialized: forget what the app kept for it.
    mutating func controllerDidDeinit(_ controller: ObjectID)

    /// The table a table view controller shows, for the data source calls.
    func tableSections(of controller: ObjectID, _ app: Application) -> [TableSection]?

    /// The controller's screen, drawn.
    func screen(of controller: ObjectID, _ app: Application) -> Screen?

    /// A gesture on the controller's screen; `screen` is that screen as drawn,
    /// for naming what it offers when the gesture is not among them.
    mutating func perform(
        _ gesture: Gesture, on controller: ObjectID, screen: Screen, _ app: inout Application
    )
        throws(Rejection) -> [AppAction]

    /// An alert's action was tapped; `fields` holds its text fields' text.
    mutating func alertAction(
        _ handler: String, fields: [String], presenter: ObjectID, _ app: inout Application
    )
        -> [AppAction]

    /// A `task …` or `contact …` command.
    mutating func perform(_ command: ModelCommand, _ app: inout Application) throws(Rejection) -> [AppAction]
}

/// A table section as the data source reports it.
package struct TableSection: Sendable, Equatable {
    var header: String?
    var rows: Int
    /// The reuse identifier `cellForRowAt` dequeues with.
    var cellIdentifier: String

    package init(header: String? = nil, rows: Int, cellIdentifier: String) {
        self.header = header
        self.rows = rows
        self.cellIdentifier = cellIdentifier
    }
}

extension AppProgram {
    package mutating func sceneWillConnect(_ app: inout Application) {}
    package mutating func viewDidLoad(_ controller: ObjectID, _ app: inout Application) {}
    package mutating func prepare(
        _ destination: ObjectID, source: ObjectID, segue: String?, setup: (any Sendable)?, _ app: inout Application
    ) {}
    package mutating func controllerDidDeinit(_ controller: ObjectID) {}
    package func tableSections(of controller: ObjectID, _ app: Application) -> [TableSection]? { nil }
    package mutating func alertAction(
        _ handler: String, fields: [String], presenter: ObjectID, _ app: inout Application
    )
        -> [AppAction]
    { [] }
    package mutating func perform(_ command: ModelCommand, _ app: inout Application) throws(Rejection) -> [AppAction] {
        throw Rejection(
            "\(command.noun) commands need the \(command.appID) app running")
    }
}
