import CommandGrammar
/// The code of one view controller class of an app: the conforming type's
/// stored properties are the instance's, and its methods are what the
/// book's class does when UIKit calls it.
///
/// The engine makes one value per instance when the storyboard or code
/// instantiates the class, keeps it with the controller, and drops it at
/// `deinit`. UIKit's own calls around the code (`prepare(for:sender:)`,
/// `tableView(_:didSelectRowAt:)`, the table's data source) are the
/// engine's; the code only does what the book's code does.
package protocol ControllerCode: Sendable {
    /// The app's shared model, which the code reads and changes.
    associatedtype Model: AppModel
    /// What the presenting controller's `prepare(for:sender:)` (or the code
    /// that shows it) hands over, such as the task to edit.
    associatedtype Setup: Sendable = Never
    /// The buttons the class draws (`Screen.Button(_:label:)`), which the
    /// engine hands to `tap` by this type: none unless the class has some.
    associatedtype Button: ScreenControl = NoControl

    /// The class as the storyboard and the events name it.
    static var className: String { get }

    /// The properties of an instance nothing has configured yet.
    init()

    /// The setup the book's `prepare(for:sender:)` gives for a segue, whether
    /// the app's code performs it or the user does (`segue ID`); `nil` leaves
    /// the instance as made.
    static func setup(
        forSegue identifier: String, from source: ObjectID, _ model: Model, _ context: AppContext
    )
        -> Setup?

    /// Takes what the presenting controller hands over, before the view loads.
    mutating func prepare(_ setup: Setup, _ model: inout Model, _ context: inout AppContext)

    /// Learns which storyboard element the instance was made from, right
    /// after `init(coder:)`: for code that plays a storyboard read from a
    /// file, where several scenes may share one class.
    mutating func awake(fromStoryboardElement element: String, _ model: inout Model, _ context: inout AppContext)

    /// The book's `prepare(for:sender:)` as the source runs it, after UIKit
    /// made the destination: what the source sets on it or keeps of it (a
    /// strong property, say), beyond the hand-over `setup(forSegue:)` gives.
    mutating func prepare(
        forSegue identifier: String, destination: ObjectID, _ model: inout Model, _ context: inout AppContext)

    /// What `performSegue(withIdentifier:sender:)` does from this controller
    /// when its storyboard is data the code reads (an opened project's):
    /// the segue's actions, or `nil` to leave it to the app's `segues`.
    func performSegue(withIdentifier identifier: String, _ model: Model, _ context: AppContext) throws(Rejection)
        -> [AppAction]?

    /// `splitViewController(_:collapseSecondary:onto:)`, for a class whose
    /// instance makes itself its split view's delegate; `nil` for one that
    /// does not. `true` says the code has collapsed the secondary itself:
    /// UIKit then puts nothing on the primary, and the secondary leaves the window.
    func splitViewController(collapseSecondary secondary: ObjectID, _ model: Model, _ context: AppContext) -> Bool?

    /// Asked of a split view controller's own code: the answer to
    /// `splitViewController(_:collapseSecondary:onto:)` when the delegate is
    /// not in its primary column but the split view itself (a subclass that
    /// sets `delegate = self`) or the app's or scene's delegate; `nil` for none.
    func splitViewDelegate(collapseSecondary secondary: ObjectID, _ model: Model, _ context: AppContext)
        -> SplitViewDelegateAnswer?

    /// Whether the class's `viewWillTransition(to:with:)` joins the size
    /// transition with `coordinator.animate(alongsideTransition:completion:)`,
    /// whose two blocks UIKit then runs during the transition.
    static var animatesAlongsideSizeTransitions: Bool { get }

    /// The class's `viewDidLoad()` body.
    mutating func viewDidLoad(_ model: inout Model, _ context: inout AppContext)

    /// What the class's `viewDidLoad()` asks of UIKit, played right after it: the children
    /// its code adds (`AppAction.addChild`), each with its cue for the console to go on.
    mutating func actionsOfViewDidLoad(_ model: inout Model, _ context: inout AppContext) throws(Rejection)
        -> [AppAction]

    /// What the class's `viewDidAppear(_:)` asks of UIKit (a presentation, a push), played once
    /// the appearance has ended, each hand-over with its cue for the console to go on.
    mutating func actionsOfViewDidAppear(_ model: inout Model, _ context: inout AppContext) throws(Rejection)
        -> [AppAction]

    /// What the work the class's `viewDidLoad()` left for after a delay asks of UIKit, played once
    /// the command's transitions have ended, each hand-over with its cue.
    mutating func actionsOfDelayedWork(_ model: inout Model, _ context: inout AppContext) throws(Rejection)
        -> [AppAction]

    /// The class's `viewWillDisappear(_:)` body, after UIKit's call: the
    /// controller is still on screen and about to leave it.
    mutating func viewWillDisappear(_ model: inout Model, _ context: inout AppContext)

    /// Whether the class overrides `viewWillDisappear(_:)` with code of its
    /// own, so that the engine lends it the process (which costs a dynamic
    /// cast and two swaps) only for the classes that do.
    static var overridesViewWillDisappear: Bool { get }

    /// The screen as drawn, or `nil` for the engine's plain one.
    func screen(_ model: Model, _ context: AppContext) -> Screen?

    /// The controller's `title` as it is made, before its own code runs: its storyboard scene's,
    /// or the one the code that made it gives it; `nil` when neither gives one.
    func titleAsMade(_ model: Model, _ context: AppContext) -> String?

    /// The `text` of the screen's text fields the class's properties hold, by property (what the
    /// person typed, else the field's own); empty for a screen without any.
    func fieldTexts(_ model: Model, _ context: AppContext) -> [String: String]

    /// The row of the controller's table the person last tapped, as its section and row: what
    /// its code reads as `tableView.indexPathForSelectedRow`; nil when none was.
    func selectedRow(_ model: Model, _ context: AppContext) -> [Int]?

    /// The sections the table view's data source reports, or `nil` for a
    /// controller without a table.
    func tableSections(_ model: Model, _ language: Language) -> [TableSection]?

    /// Whether the table's delegate implements `tableView(_:didEndDisplaying:forRowAt:)`:
    /// UIKit asks the delegate whether it responds and calls only one that does.
    var hearsRowsLeaving: Bool { get }

    /// A tap on one of the buttons the screen draws, in a bar or in its body,
    /// already matched by name or label and turned into the class's own type.
    mutating func tap(
        _ button: Button, on screen: Screen, _ model: inout Model, _ context: inout AppContext
    )
        throws(Rejection) -> [AppAction]

    /// What the user did on the screen other than tapping a button, resolved
    /// by the engine against what the screen shows.
    mutating func perform(
        _ input: UserInput, on screen: Screen, _ model: inout Model, _ context: inout AppContext
    )
        throws(Rejection) -> [AppAction]
}

extension ControllerCode {
    package static func setup(
        forSegue identifier: String, from source: ObjectID, _ model: Model, _ context: AppContext
    ) -> Setup? { nil }
    package mutating func prepare(_ setup: Setup, _ model: inout Model, _ context: inout AppContext) {}
    package mutating func awake(
        fromStoryboardElement element: String, _ model: inout Model, _ context: inout AppContext
    ) {}
    package mutating func prepare(
        forSegue identifier: String, destination: ObjectID, _ model: inout Model, _ context: inout AppContext
    ) {}
    package func splitViewController(
        collapseSecondary secondary: ObjectID, _ model: Model, _ context: AppContext
    ) -> Bool? { nil }
    package func splitViewDelegate(
        collapseSecondary secondary: ObjectID, _ model: Model, _ context: AppContext
    ) -> SplitViewDelegateAnswer? { nil }
    package func performSegue(withIdentifier identifier: String, _ model: Model, _ context: AppContext)
        throws(Rejection) -> [AppAction]? { nil }
    package static var animatesAlongsideSizeTransitions: Bool { false }
    package mutating func viewDidLoad(_ model: inout Model, _ context: inout AppContext) {}
    package mutating func actionsOfViewDidLoad(_ model: inout Model, _ context: inout AppContext) throws(Rejection)
        -> [AppAction] { [] }
    package mutating func actionsOfViewDidAppear(_ model: inout Model, _ context: inout AppContext) throws(Rejection)
        -> [AppAction] { [] }
    package mutating func actionsOfDelayedWork(_ model: inout Model, _ context: inout AppContext) throws(Rejection)
        -> [AppAction] { [] }
    package mutating func viewWillDisappear(_ model: inout Model, _ context: inout AppContext) {}
    package static var overridesViewWillDisappear: Bool { false }
    package func screen(_ model: Model, _ context: AppContext) -> Screen? { nil }
    package func titleAsMade(_ model: Model, _ context: AppContext) -> String? { nil }
    package func fieldTexts(_ model: Model, _ context: AppContext) -> [String: String] { [:] }
    package func selectedRow(_ model: Model, _ context: AppContext) -> [Int]? { nil }
    package func tableSections(_ model: Model, _ language: Language) -> [TableSection]? { nil }
    package var hearsRowsLeaving: Bool { false }
    package mutating func tap(
        _ button: Button, on screen: Screen, _ model: inout Model, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        throw screen.refusal(ofTap: button)
    }
    package mutating func perform(
        _ input: UserInput, on screen: Screen, _ model: inout Model, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        throw screen.refusal(of: input)
    }
}

/// A gesture on the top screen as the engine resolved it, other than a tap
/// on a button, which reaches the code's `tap` by the code's own type.
package enum UserInput: Sendable, CustomStringConvertible {
    /// A tap on a table row (`tapped` is what the user typed), after UIKit's
    /// `tableView(_:didSelectRowAt:)`.
    case row(section: Int, row: Int, tapped: String)
    /// A tap on a row's detail disclosure button (`tap info N`).
    case accessory(section: Int, row: Int)
    /// A row's swipe action by name, after UIKit ran its handler.
    case swipeAction(String, section: Int, row: Int, gesture: Gesture)
    /// A row deleted (a swipe's Delete, or `delete` in edit mode), after
    /// UIKit's `tableView(_:commit:forRowAt:)`.
    case commitDelete(section: Int, row: Int, gesture: Gesture)
    /// A row moved in edit mode, after UIKit's `tableView(_:moveRowAt:to:)`.
    case moveRow(from: (section: Int, row: Int), to: (section: Int, row: Int), gesture: Gesture)
    /// `type` into a text field the screen shows, named by its name.
    case field(String, text: String)
    /// `toggle` of a switch the screen shows, named by its name.
    case toggle(String)
    /// Any other gesture, as typed: swipes, edit mode, delete, move, or a
    /// word the screen does not show.
    case gesture(Gesture)

    package var description: String {
        switch self {
        case .row(_, _, let tapped): return "tap \(tapped)"
        case .accessory(let section, let row): return "tap info [\(section), \(row)]"
        case .swipeAction(_, _, _, let gesture), .commitDelete(_, _, let gesture), .moveRow(_, _, let gesture):
            return gesture.description
        case .field(let name, _): return "type \(name)"
        case .toggle(let name): return "toggle \(name)"
        case .gesture(let gesture): return gesture.description
        }
    }
}

/// Who answers a split view's collapse question outside its primary column,
/// and what the answer is.
package struct SplitViewDelegateAnswer: Sendable {
    /// The object whose `splitViewController(_:collapseSecondary:onto:)` UIKit calls.
    package enum Delegate: Sendable, Equatable {
        case splitViewController, appDelegate, sceneDelegate
    }

    package var delegate: Delegate
    /// `true`: the code collapsed the secondary itself, so UIKit puts nothing on the primary.
    package var collapsesItself: Bool
    /// Said once when the split view loads: why the answer is UIKit's default
    /// (the method's answer could not be read).
    package var note: (any Diagnostic)?

    package init(delegate: Delegate, collapsesItself: Bool, note: (any Diagnostic)? = nil) {
        self.delegate = delegate
        self.collapsesItself = collapsesItself
        self.note = note
    }
}
