/// The `UISceneDelegate` callbacks, and the state change each one announces.
public enum SceneDelegateMethod: Sendable, CaseIterable {
    case willConnect
    case willEnterForeground
    case didBecomeActive
    case willResignActive
    case didEnterBackground
    case didDisconnect

    /// The method as events name it.
    var selector: Name {
        switch self {
        case .willConnect: return Self.sceneWillConnect
        case .willEnterForeground: return Self.sceneWillEnterForeground
        case .didBecomeActive: return Self.sceneDidBecomeActive
        case .willResignActive: return Self.sceneWillResignActive
        case .didEnterBackground: return Self.sceneDidEnterBackground
        case .didDisconnect: return Self.sceneDidDisconnect
        }
    }

    /// What the app delegate of an app without scenes hears instead, if anything.
    var appDelegateSelector: Name? {
        switch self {
        case .willConnect, .didDisconnect: return nil
        case .willEnterForeground: return "applicationWillEnterForeground(_:)"
        case .didBecomeActive: return "applicationDidBecomeActive(_:)"
        case .willResignActive: return "applicationWillResignActive(_:)"
        case .didEnterBackground: return "applicationDidEnterBackground(_:)"
        }
    }

    /// Moves `scene` to the state this callback reports.
    func update(_ scene: inout Scene) {
        switch self {
        case .willConnect:
            scene.state = .unattached
        case .willEnterForeground:
            scene.state = .foregroundInactive
            scene.inactiveReason = .transition
        case .didBecomeActive:
            scene.state = .foregroundActive
            scene.inactiveReason = nil
        case .willResignActive:
            scene.state = .foregroundInactive
            if scene.inactiveReason == nil { scene.inactiveReason = .transition }
        case .didEnterBackground:
            scene.state = .background
            scene.inactiveReason = nil
        case .didDisconnect:
            scene.state = .unattached
            scene.inactiveReason = nil
        }
    }

    // The methods' names, made once: every scene change records one.
    private static let sceneWillConnect = Name(plain: "scene(_:willConnectTo:options:)")
    private static let sceneWillEnterForeground = Name(plain: "sceneWillEnterForeground(_:)")
    private static let sceneDidBecomeActive = Name(plain: "sceneDidBecomeActive(_:)")
    private static let sceneWillResignActive = Name(plain: "sceneWillResignActive(_:)")
    private static let sceneDidEnterBackground = Name(plain: "sceneDidEnterBackground(_:)")
    private static let sceneDidDisconnect = Name(plain: "sceneDidDisconnect(_:)")
}
