/// A call a transition template makes on its container's delegate or data
/// source (`navigationController(_:willShow:animated:)`,
/// `tabBarController(_:didSelect:)`), as data: the method, the protocol it
/// belongs to, and what it is passed about the template's roles.
public struct DelegateCall: Sendable, Equatable, BitwiseCopyable {
    /// What the call passes, in order.
    public enum Parameter: Sendable, Equatable, BitwiseCopyable {
        /// The controller behind a role, under this label.
        case role(Name, Transition.Role)
        /// The transition's `animated` flag.
        case animated
        /// A fixed flag, under this label (`transitionCompleted: false`).
        case flag(Name, Bool)
    }

    /// The container's property the call goes to.
    public enum Receiver: Sendable, Equatable, BitwiseCopyable {
        /// `delegate`, which the engine names once per container.
        case delegate
        /// `dataSource` (a page view controller's).
        case dataSource
    }

    public let method: Name
    public let receiverProtocol: Name
    public let receiver: Receiver
    /// What the call passes: at most three parameters, kept inline so
    /// that playing a template copies bytes and counts no reference.
    let first: Parameter?
    let second: Parameter?
    let third: Parameter?

    public init(
        _ method: Name, of receiverProtocol: Name, on receiver: Receiver = .delegate,
        _ first: Parameter? = nil, _ second: Parameter? = nil, _ third: Parameter? = nil
    ) {
        self.method = method
        self.receiverProtocol = receiverProtocol
        self.receiver = receiver
        self.first = first
        self.second = second
        self.third = third
    }


    /// `navigationController(_:willShow:animated:)`.
    public static let navigationWillShow = DelegateCall(
        Names.navigationWillShow, of: Names.navigationControllerDelegate, .role(Names.willShow, .incoming), .animated)
    /// `navigationController(_:didShow:animated:)`.
    public static let navigationDidShow = DelegateCall(
        Names.navigationDidShow, of: Names.navigationControllerDelegate, .role(Names.didShow, .incoming), .animated)
    /// `tabBarController(_:shouldSelect:)`, about the incoming tab.
    public static let tabBarShouldSelect = DelegateCall(
        Names.tabBarShouldSelect, of: Names.tabBarControllerDelegate, .role(Names.shouldSelect, .incoming))
    /// `tabBarController(_:didSelect:)`, about the incoming tab.
    public static let tabBarDidSelect = DelegateCall(
        Names.tabBarDidSelect, of: Names.tabBarControllerDelegate, .role(Names.didSelect, .incoming))
}

/// The names the containers' delegate calls use, made once.
private enum Names {
    static let navigationWillShow = Name(plain: "navigationController(_:willShow:animated:)")
    static let navigationDidShow = Name(plain: "navigationController(_:didShow:animated:)")
    static let willShow = Name(plain: "willShow")
    static let didShow = Name(plain: "didShow")
    static let navigationControllerDelegate = Name(plain: "UINavigationControllerDelegate")
    static let tabBarShouldSelect = Name(plain: "tabBarController(_:shouldSelect:)")
    static let tabBarDidSelect = Name(plain: "tabBarController(_:didSelect:)")
    static let shouldSelect = Name(plain: "shouldSelect")
    static let didSelect = Name(plain: "didSelect")
    static let tabBarControllerDelegate = Name(plain: "UITabBarControllerDelegate")
}
