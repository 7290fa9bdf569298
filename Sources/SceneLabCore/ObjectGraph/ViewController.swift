import CommandGrammar
/// A `UIViewController` instance in the simulated object graph.
///
/// Containers are view controllers too, as in UIKit: a
/// `UINavigationController` is one whose `children` are its stack.
///
/// Its small values (`State`, read as if they were the controller's own:
/// `controller.appearance`) hold no reference, and its lists (children,
/// owners, an alert) are apart: the engine reads a controller's state on
/// every call it records, and the table keeps states densely, so that a
/// read copies a few bytes and never touches a reference count.
@dynamicMemberLookup
public struct ViewController: Sendable, Equatable {
    /// UIKit's own controller classes an app may make as they are (`present(UIViewController(), …)`):
    /// simulated as themselves, with nothing to say of them.
    public static let plainUIKitClasses: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController"]

    /// What kind of controller this is, which decides how it forwards appearance.
    public enum Kind: Sendable, Equatable, BitwiseCopyable, CaseIterable {
        /// A plain `UIViewController` subclass.
        case plain
        /// A `UINavigationController`: its children are `viewControllers`, the last one on top.
        case navigationController
        /// A `UITabBarController`: its children are its tabs; only the selected one is on screen.
        case tabBarController
        /// A `UISplitViewController`: its children are its columns, primary first.
        /// Expanded, every column is on screen unless the primary is hidden;
        /// collapsed (compact width), the primary only, with the secondary pushed onto it.
        case splitViewController
        /// A `UIPageViewController` with the `.scroll` transition style: its
        /// children are the pages it has cached, in page order; only the
        /// shown one (`selectedIndex`) is on screen.
        case pageViewController
        /// A container view controller of the app's own class: its children
        /// are whatever its code adds (`addChild(_:)`) or its container
        /// views embed, every one on screen.
        case customContainer

        /// What the container kind does, or `nil` for a plain controller:
        /// the one place a kind is mapped to its behaviour.
        var behavior: (any ContainerBehavior.Type)? {
            switch self {
            case .plain: return nil
            case .navigationController: return NavigationController.self
            case .tabBarController: return TabBarController.self
            case .splitViewController: return SplitViewController.self
            case .pageViewController: return PageViewController.self
            case .customContainer: return CustomContainer.self
            }
        }

        /// The commands every container kind adds, in the kinds' order.
        public static let containerCommands: [CommandSpec<AnySimulatorCommand>] =
            allCases.compactMap(\.behavior).flatMap { $0.commands }

        /// What `explain` says of the container kinds beyond their commands, by topic.
        public static let containerTopics: [String: [Wording]] =
            allCases.compactMap(\.behavior).reduce(into: [:]) { topics, kind in
                topics.merge(kind.topics) { first, _ in first }
            }

        /// Whether this kind is a container view controller.
        public var isContainer: Bool { self != .plain }

        /// Whether the kind's class is UIKit's own container, whose calls
        /// `trace containment` shows; a custom container is the app's class,
        /// whose calls are lifecycle and memory calls like any screen's.
        public var isUIKitContainer: Bool { self != .plain && self != .customContainer }

        /// The class UIKit names the kind with.
        public var containerClassName: String? { behavior?.className }
    }

    /// How the instance came to be, which decides its initializer.
    public enum Origin: Sendable, Equatable, BitwiseCopyable {
        /// Instantiated from a storyboard: `init(coder:)` then `awakeFromNib()`.
        case storyboard
        /// Created in code: `init(nibName:bundle:)`.
        case code
        /// A navigation controller created in code around its root:
        /// `UINavigationController(rootViewController:)`.
        case codeAroundRoot

        var initializer: Name {
            switch self {
            case .storyboard: return .initWithCoder
            case .code: return .initWithNibName
            case .codeAroundRoot: return .initWithRootViewController
            }
        }
    }

    /// Everything about a controller but its lists: small values, no reference.
    public struct State: Sendable, Equatable, BitwiseCopyable {
        public let id: ObjectID
        /// The controller's class, as a name events can carry without copying text.
        public let classID: Name
        /// Counts instances of `className` from 1 within one app process.
        public let instance: Int
        /// A plain controller whose code adds a child becomes a custom container (`addChild(_:)`).
        public internal(set) var kind: Kind
        public let origin: Origin
        /// The scene whose window this controller lives in.
        public let scene: Int
        public var isViewLoaded = false
        public var appearance = AppearanceState.disappeared
        /// A tab bar controller's `selectedIndex`; for a page view
        /// controller, the index in `children` of the page it shows.
        public var selectedIndex = 0
        /// A page view controller's page number (from 0, in its data
        /// source's order) of `children[0]`: it caches a run of neighbouring
        /// pages, and `tree` names each by its number.
        public var firstCachedPage: Int32 = 0
        /// Whether a split view controller shows its primary column only (compact width).
        public var isCollapsed = false
        /// Whether a split view controller at compact width waits to collapse
        /// until it first appears, because its delegate will collapse the
        /// secondary itself (the CS193p iPhone launch, D4).
        public var isCollapsePending = false
        /// Whether an expanded split view controller keeps its primary column
        /// off screen (iPad in portrait, until `show-primary` slides it in).
        public var isPrimaryHidden = false
        /// `shouldAutomaticallyForwardAppearanceMethods`: when a container
        /// turns it off, UIKit no longer passes the container's appearance
        /// calls to its children, and the container's code passes them on
        /// with `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`.
        public var forwardsAppearanceAutomatically = true
        /// The container this controller is a child of (`parent`).
        public var parent: ObjectID?
        /// The controller this one presents (`presentedViewController`).
        public var presented: ObjectID?
        /// The controller that presents this one (`presentingViewController`).
        public var presenter: ObjectID?
        /// The style this controller was presented with, when it was presented.
        public var presentationStyle: PresentationStyle?
        /// Whether the table view has asked its data source for rows yet.
        var hasLoadedTable = false
        /// How many cells its table view has made: those on screen and those
        /// waiting in its reuse queue (UIKit keeps a cell that scrolls off).
        var tableCells: Int32 = 0
        /// The first row on screen, counted through the sections from 0
        /// (`scroll down|up` moves it; 0 until the table is scrolled).
        var tableOffset: Int32 = 0
        /// Whether the view has had a layout pass since it was loaded.
        var hasBeenLaidOut = false
        /// A child given to its container before the container first appeared
        /// (a page view controller's first page): its `didMove(toParent:)` and
        /// its layout wait until it has appeared.
        var completesMoveAfterAppearing = false
        /// Whether the size classes changed while the view was out of the
        /// window: it hears `traitCollectionDidChange` when it next appears.
        var hasStaleTraits = false
        /// A navigation or tab bar controller's `delegate` as events name it
        /// (`UINavigationController#1.delegate`), made once since every push, pop and tab switch calls it.
        public let delegateName: ObjectName?

        /// What a table slot without a controller holds.
        static let free = State(
            id: ObjectID(0), classID: "", instance: 0, kind: .plain, origin: .code, scene: 0, delegateName: nil)

        /// The controller's class.
        public var className: String { classID.description }

        /// The name events and `tree` use: `CLASS#N`.
        public var objectName: ObjectName { ObjectName(classID, instance: instance) }

        /// `objectName` as text.
        public var name: String { objectName.description }

        /// The channel this controller's own lifecycle calls belong to.
        var lifecycleChannel: Channel { kind.isUIKitContainer ? .containment : .lifecycle }

        /// The channel of its initializer, `deinit` and memory warnings.
        var memoryChannel: Channel { kind.isUIKitContainer ? .containment : .memory }

        /// Who holds this container's children.
        var ownerOfChildren: Owner { kind.behavior?.owner(ofChildrenOf: id) ?? .containerChildren(id) }
    }

    /// A controller's lists, which the table keeps apart from its state.
    struct Lists: Sendable, Equatable {
        var children: [ObjectID] = []
        var owners: Owners = []
        var alert: Alert?
        /// A page view controller's pages, when the app's code made them all once and keeps
        /// them in a property: its data source hands these back, in page order.
        var keptPages: [ObjectID] = []
    }

    public internal(set) var state: State
    var lists: Lists

    /// Reads and writes the state's values as the controller's own.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value { state[keyPath: keyPath] }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get { state[keyPath: keyPath] }
        set { state[keyPath: keyPath] = newValue }
    }

    /// A container's children: a navigation controller's `viewControllers`
    /// (root first), a tab bar controller's tabs, a split view's columns, a
    /// page view controller's cached pages.
    public var children: [ObjectID] {
        get { lists.children }
        _modify { yield &lists.children }
    }

    /// Who holds a strong reference to this controller.
    public var owners: Owners {
        get { lists.owners }
        _modify { yield &lists.owners }
    }

    /// For a `UIAlertController`, what it shows.
    public var alert: Alert? {
        get { lists.alert }
        _modify { yield &lists.alert }
    }

    public init(id: ObjectID, className: Name, instance: Int, kind: Kind, origin: Origin, scene: Int) {
        self.state = State(
            id: id, classID: className, instance: instance, kind: kind, origin: origin, scene: scene,
            delegateName: kind.behavior?.hasDelegate == true
                ? ObjectName(className, instance: instance).member("delegate") : nil)
        self.lists = Lists()
    }

    init(state: State, lists: Lists) {
        self.state = state
        self.lists = lists
    }

    /// The children a container shows, which get its appearance calls: a
    /// navigation controller's top, a tab bar controller's selected tab, a
    /// split view's columns (the primary only when collapsed).
    public var visibleChildren: ArraySlice<ObjectID> { Self.visibleChildren(of: state, among: lists.children) }

    /// `visibleChildren` of a controller in this state with these children.
    static func visibleChildren(of state: State, among children: [ObjectID]) -> ArraySlice<ObjectID> {
        state.kind.behavior?.visibleChildren(of: state, among: children) ?? []
    }

}
