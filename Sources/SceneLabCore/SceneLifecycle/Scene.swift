/// A `UIWindowScene` with its `SceneDelegate` and window.
public struct Scene: Sendable, Equatable {
    /// `UIScene.ActivationState`, as scenelab tracks it.
    public enum ActivationState: String, Sendable, Equatable {
        case unattached
        case foregroundInactive
        case foregroundActive
        case background
    }

    /// Why a foreground scene is inactive, which decides how it becomes active again.
    public enum InactiveReason: String, Sendable, Equatable {
        /// Launching or returning; `sceneDidBecomeActive` follows at once.
        case transition
        /// The app switcher is open.
        case switcher
        /// An incoming call or similar interruption.
        case interruption
    }

    /// Counts scenes from 1 within one app process.
    public let id: Int
    public var state: ActivationState = .unattached
    public var inactiveReason: InactiveReason?
    public var window = Window()

    /// The scene delegate's name in events: `SceneDelegate#N`.
    public var delegateName: ObjectName { ObjectName(.sceneDelegate, instance: id) }

    public var isForeground: Bool { state == .foregroundActive || state == .foregroundInactive }

    /// The state as `tree` and `scene list` print it: `foregroundInactive, switcher`.
    public var stateText: String { state.rawValue + (inactiveReason.map { ", \($0.rawValue)" } ?? "") }

    /// Whether the scene is connected: not before `willConnectTo`, nor after UIKit disconnected it.
    public var isConnected: Bool { state != .unattached }
}
