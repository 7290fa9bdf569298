import CommandGrammar
import SceneLabStore

/// The shared model of one of the books' apps: what its code keeps beyond
/// any one view controller (the task list, how it saves), and the code that
/// belongs to the app rather than to a screen.
///
/// Each view controller class the app defines brings its own code
/// (`ControllerCode`); the engine finds it by the class the storyboard
/// names, so app code never asks which class it is running in.
package protocol AppModel: Sendable {
    /// The app's own model commands (`task …`, `contact …`).
    associatedtype Command: AppModelCommand = NoModelCommand
    /// The handlers of the alerts the app presents (`Alert.Action(name:title:style:handler:)`),
    /// which reach `alertAction` by this type: none unless the app has some.
    associatedtype AlertAction: ScreenControl = NoControl

    /// The model of a new app process.
    init()

    /// The view controller classes with code, one type per class.
    static var controllerCode: [any ControllerCode.Type] { get }

    /// How the session reads the app's model commands, and what its help
    /// says of them: none unless the app has some.
    static var commands: [CommandSpec<ModelCommand>] { get }

    /// What `explain` says of the app's own code and of its book's text (a
    /// method, a bug, a chapter's test), a line each, by topic: kept with
    /// the app, so that the session's explanations name no app.
    static var topics: [String: [Wording]] { get }

    /// The files the app's own code keeps in its container
    /// (`Documents/…`), which `files` lists and `rm` deletes.
    static var documents: [ContainerPath] { get }

    /// The app's own code in `scene(_:willConnectTo:options:)`, after UIKit calls it.
    mutating func sceneWillConnect(_ context: inout AppContext)

    /// The rest of that code when it builds the window (`--window code`): the
    /// window's first screen has just been instantiated, and is not yet in
    /// its navigation controller (Usov's Listing 15.4 hands it the tasks here).
    mutating func windowRootMade(_ context: inout AppContext)

    /// A model command of this app.
    mutating func perform(_ command: Command, _ context: inout AppContext) throws(Rejection) -> [AppAction]

    /// An alert's action was tapped: the handler the app gave it, with the
    /// text of the alert's fields; `presenter` presented the alert.
    mutating func alertAction(
        _ action: AlertAction, fields: [String], presenter: ObjectID, _ context: inout AppContext
    ) -> [AppAction]

    /// What the launch code (the scene or app delegate's) left for after a delay asks of UIKit
    /// (`AppDefinition.delaysAtLaunch`: a splash screen replaced by the first one), played over
    /// the window's first screen `root` once the launch has done what it does at once.
    mutating func launchDelayedActions(root: ObjectID, _ context: inout AppContext) -> [AppAction]
}

extension AppModel {
    package static var commands: [CommandSpec<ModelCommand>] { [] }

    package static var topics: [String: [Wording]] { [:] }

    package static var documents: [ContainerPath] { [] }

    package mutating func sceneWillConnect(_ context: inout AppContext) {}

    package mutating func windowRootMade(_ context: inout AppContext) {}

    package mutating func alertAction(
        _ action: AlertAction, fields: [String], presenter: ObjectID, _ context: inout AppContext
    ) -> [AppAction] { [] }

    package mutating func launchDelayedActions(root: ObjectID, _ context: inout AppContext) -> [AppAction] { [] }
}

extension AppModel where Command == NoModelCommand {
    package mutating func perform(_ command: Command, _ context: inout AppContext) throws(Rejection) -> [AppAction] {
        []
    }
}

/// The model commands of an app that has none.
public struct NoModelCommand: AppModelCommand, Equatable {
    public var noun: String { "" }
    public var appID: String { "" }
    public var onlyReads: Bool { true }
}

/// A table section as the data source reports it.
package struct TableSection: Sendable, Equatable {
    var header: String?
    var rows: Int
    /// The reuse identifier `cellForRowAt` dequeues with.
    var cellIdentifier: Name
    /// Per row, when the rows do not all dequeue the same prototype.
    var rowIdentifiers: [Name]?

    package init(header: String? = nil, rows: Int, cellIdentifier: Name) {
        self.header = header
        self.rows = rows
        self.cellIdentifier = cellIdentifier
    }

    /// A section whose rows each dequeue their own prototype.
    package init(header: String? = nil, rowIdentifiers: [Name]) {
        self.header = header
        self.rows = rowIdentifiers.count
        self.cellIdentifier = rowIdentifiers.first ?? ""
        self.rowIdentifiers = rowIdentifiers
    }

    /// The identifier row `row` dequeues with.
    func cellIdentifier(ofRow row: Int) -> Name {
        guard let rowIdentifiers, rowIdentifiers.indices.contains(row) else { return cellIdentifier }
        return rowIdentifiers[row]
    }
}
