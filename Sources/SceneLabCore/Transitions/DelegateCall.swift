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

    /// The parameters in order.
    public var parameters: [Parameter] { [first, second, third].compactMap { $0 } }

    /// `navigationController(_:willShow:animated:)`.
    public static let navigationWillShow = DelegateCall(
        .navigationWillShow, of: .navigationControllerDelegate, .role(.willShow, .incoming), .animated)
    /// `navigationController(_:didShow:animated:)`.
    public static let navigationDidShow = DelegateCall(
        .navigationDidShow, of: .navigationControllerDelegate, .role(.didShow, .incoming), .animated)
    /// `tabBarController(_:shouldSelect:)`, about the incoming tab.
    public static let tabBarShouldSelect = DelegateCall(
        .tabBarShouldSelect, of: .tabBarControllerDelegate, .role(.shouldSelect, .incoming))
    /// `tabBarController(_:didSelect:)`, about the incoming tab.
    public static let tabBarDidSelect = DelegateCall(
        .tabBarDidSelect, of: .tabBarControllerDelegate, .role(.didSelect, .incoming))
}
