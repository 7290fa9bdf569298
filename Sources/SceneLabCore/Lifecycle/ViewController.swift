/// A `UIViewController` instance in the simulated object graph.
///
/// Containers are view controllers too, as in UIKit: a
/// `UINavigationController` is one whose `children` are its stack.
public struct ViewController: Sendable, Equatable {
    /// What kind of controller this is, which decides how it forwards appearance.
    public enum Kind: Sendable, Equatable {
        /// A plain `UIViewController` subclass.
        case plain
        /// A `UINavigationController`: its children are `viewControllers`, the last one on top.
        case navigationController
    }

    /// How the instance came to be, which decides its initializer.
    public enum Origin: Sendable, Equatable {
        /// Instantiated from a storyboard: `init(coder:)` then `awakeFromNib()`.
        case storyboard
        /// Created in code: `init(nibName:bundle:)`.
        case code
        /// A navigation controller created in code around its root:
        /// `UINavigationController(rootViewController:)`.
        case codeAroundRoot

        var initializer: String {
            switch self {
            case .storyboard: return "init(coder:)"
            case .code: return "init(nibName:bundle:)"
            case .codeAroundRoot: return "init(rootViewController:)"
            }
        }
    }

    public let id: ObjectID
    public let className: String
    /// Counts instances of `className` from 1 within one app process.
    public let instance: Int
    public let kind: Kind
    public let origin: Origin
    /// The scene whose window this controller lives in.
    public let scene: Int
    public var isViewLoaded = false
    public var appearance = AppearanceState.disappeared
    /// For a navigation controller, its `viewControllers`, root first.
    public var children: [ObjectID] = []
    /// The container this controller is a child of (`parent`).
    public var parent: ObjectID?
    /// The controller this one presents (`presentedViewController`).
    public var presented: ObjectID?
    /// The controller that presents this one (`presentingViewController`).
    public var presenter: ObjectID?
    /// The style this controller was presented with, when it was presented.
    public var presentationStyle: PresentationStyle?
    /// Who holds a strong reference to this controller.
    public var owners: Owners = []
    /// For a `UIAlertController`, what it shows.
    public var alert: Alert?
    /// Whether the table view has asked its data source for rows yet.
    var hasLoadedTable = false
    /// Whether the view has had a layout pass since it was loaded.
    var hasBeenLaidOut = false

    /// The name events and `tree` use: `CLASS#N`, made once since every event carries it.
    public let name: String

    public init(id: ObjectID, className: String, instance: Int, kind: Kind, origin: Origin, scene: Int) {
        self.id = id
        self.className = className
        self.instance = instance
        self.kind = kind
        self.origin = origin
        self.scene = scene
        self.name = "\(className)#\(instance)"
    }

    /// The child a container shows: a navigation controller's top.
    public var visibleChild: ObjectID? { kind == .navigationController ? children.last : nil }

    /// The channel this controller's own lifecycle calls belong to.
    var lifecycleChannel: Channel { kind == .plain ? .lifecycle : .containment }
}
