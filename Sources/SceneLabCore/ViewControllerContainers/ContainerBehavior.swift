import CommandGrammar
/// What a kind of container view controller does that the engine's generic
/// code asks of it: which children are on screen, who holds them, how its
/// own appearance and layout reach them, and how a storyboard makes it.
///
/// UIKit's containers differ only here; everything else — loading views,
/// the appearance state machine, `deinit` — is the same for every kind and
/// lives in `Appearance` and the object graph. Each kind is one type in this
/// folder, found from `ViewController.Kind.behavior`; the operations a
/// person triggers (`push`, `tab`, `show-primary`, `present`) are that type's
/// own static functions too.
protocol ContainerBehavior {
    /// The UIKit class a storyboard or code makes for the container.
    static var className: String { get }

    /// Whether the container has a `delegate` the engine calls
    /// (`navigationController(_:willShow:animated:)`, `tabBarController(_:didSelect:)`).
    static var hasDelegate: Bool { get }

    /// Who holds the container's children.
    static func owner(ofChildrenOf container: ObjectID) -> Owner

    /// The children on screen, which get the container's appearance calls.
    static func visibleChildren(of state: ViewController.State, among children: [ObjectID]) -> ArraySlice<ObjectID>

    /// How `tree` names the child at `index`.
    static func role(ofChild index: Int, in state: ViewController.State) -> ChildRole

    /// How a storyboard decodes the container and the scenes it leads to.
    static var storyboardDecoding: StoryboardDecoding { get }

    /// The container is about to appear, its view loaded, before its own
    /// will-appear (a split view loads its columns' views).
    static func prepareToAppear(_ container: ObjectID, in app: inout Application)

    /// The storyboard has made and woken the container and its children: the
    /// container settles into the shape the device gives it.
    static func didLoad(_ container: ObjectID, in app: inout Application)

    /// The container's `viewDidLoad` has run, the app's code in it too: what that code
    /// gives the container is in place (a page view controller's first page).
    static func didLoadView(_ container: ObjectID, in app: inout Application)

    /// The container's own will-appear or will-disappear is made: it passes
    /// the call on to the children it shows.
    static func beginAppearance(
        ofChildren children: ArraySlice<ObjectID>, of container: ObjectID, appearing: Bool, animated: Bool,
        confidence: Confidence, in app: inout Application)

    /// The container has had its `viewIsAppearing` and layout: its appearing
    /// children get theirs.
    static func layOutAppearingChildren(
        _ children: ArraySlice<ObjectID>, of container: ObjectID, animated: Bool, passes: Int,
        confidence: Confidence, in app: inout Application)

    /// What a person can do to the container itself (`tab 2`, `show-primary`),
    /// for `actions`, beside what the screen it shows offers.
    static func offeredActions(_ container: ObjectID, in app: Application) -> [String]

    /// The container's own chrome as `screen` draws it (a tab bar), a line each.
    static func chromeLines(_ container: ObjectID, in app: Application) -> [String]

    /// The commands the kind adds (`page next`), which the session lists and reads.
    static var commands: [CommandSpec<AnySimulatorCommand>] { get }

    /// What `explain` says of the kind beyond its commands, a line each, by topic.
    static var topics: [String: [Wording]] { get }

    /// The size the container gives a child's view, when it is not the window's.
    static func bounds(
        ofChild child: ObjectID, in container: ObjectID, app: Application
    ) -> (width: Double, height: Double)?
}

/// The order in which a storyboard makes a container and what it leads to.
enum StoryboardDecoding: Sendable {
    /// The container's `init(coder:)`, then each child made and woken, then
    /// the container's `awakeFromNib()` (the CS193p log, for a navigation
    /// controller), the container's calls with this confidence.
    case containerFirst(Confidence)
    /// The whole graph decoded at once: every `init(coder:)` in storyboard
    /// order, then every `awakeFromNib()` in reverse (the split view's logs D1 and D4).
    case wholeGraph
}

extension ContainerBehavior {
    static var hasDelegate: Bool { false }

    static func owner(ofChildrenOf container: ObjectID) -> Owner { .containerChildren(container) }

    static func role(ofChild index: Int, in state: ViewController.State) -> ChildRole { ChildRole("[\(index)]") }

    /// Other containers are taken to decode as a navigation controller does: uncertain.
    static var storyboardDecoding: StoryboardDecoding { .containerFirst(.uncertain) }

    static func didLoad(_ container: ObjectID, in app: inout Application) {}

    static func prepareToAppear(_ container: ObjectID, in app: inout Application) {}

    static func didLoadView(_ container: ObjectID, in app: inout Application) {}

    /// Forwards to each child in order, after the container's own call (anchor §0).
    static func beginAppearance(
        ofChildren children: ArraySlice<ObjectID>, of container: ObjectID, appearing: Bool, animated: Bool,
        confidence: Confidence, in app: inout Application
    ) {
        for child in children {
            Appearance.beginAppearance(
                child, appearing: appearing, animated: animated, confidence: confidence, in: &app)
        }
    }

    static func layOutAppearingChildren(
        _ children: ArraySlice<ObjectID>, of container: ObjectID, animated: Bool, passes: Int,
        confidence: Confidence, in app: inout Application
    ) {
        for child in children {
            Appearance.layOutAppearingView(
                child, animated: animated, passes: passes, confidence: confidence, in: &app)
        }
    }

    static func bounds(
        ofChild child: ObjectID, in container: ObjectID, app: Application
    ) -> (width: Double, height: Double)? { nil }

    static var commands: [CommandSpec<AnySimulatorCommand>] { [] }

    static func offeredActions(_ container: ObjectID, in app: Application) -> [String] { [] }

    static func chromeLines(_ container: ObjectID, in app: Application) -> [String] { [] }

    static var topics: [String: [Wording]] { [:] }
}

/// How `tree` names a container's child: the words of the command or of
/// UIKit (`tab 2`, `page 3`, `primary`), and the state it is in, which
/// `tree` says in the session's language.
struct ChildRole: Equatable {
    /// The state a child is in, beside its name.
    enum State: Equatable {
        /// The selected tab.
        case selected
        /// The page on screen.
        case shown
        /// A page the page view controller keeps but does not show.
        case cached
    }

    var name: String
    var state: State?

    init(_ name: String, state: State? = nil) {
        self.name = name
        self.state = state
    }
}
