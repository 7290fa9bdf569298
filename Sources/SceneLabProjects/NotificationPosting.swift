import SceneLabCore

/// The notifications UIKit posts right after a delegate call, which run the
/// observers an app's code registered.
///
/// Each `UIApplication` notification follows the app delegate's method of the
/// same moment (Apple's documentation of those methods says the app posts it
/// after calling them); each `UIScene` notification follows the scene
/// delegate's. A scene app's delegate gets no foreground, background or active
/// calls, yet the `UIApplication` notifications are still posted: scenelab posts
/// them after the scene delegate's call that changes the app's state (the first
/// scene to come to the foreground or become active, the last to leave), an
/// order Apple does not document.
enum NotificationPosting {
    /// A notification posted after a call.
    struct Posted: Equatable {
        var name: String
        /// A `UIApplication` notification posted after a scene delegate's call: its order is scenelab's.
        var followsScene = false
    }

    /// The app delegate's methods and the notification posted after each.
    private static let afterAppDelegate: [String: String] = [
        "application(_:didFinishLaunchingWithOptions:)": "UIApplication.didFinishLaunchingNotification",
        "applicationWillEnterForeground(_:)": "UIApplication.willEnterForegroundNotification",
        "applicationDidEnterBackground(_:)": "UIApplication.didEnterBackgroundNotification",
        "applicationDidBecomeActive(_:)": "UIApplication.didBecomeActiveNotification",
        "applicationWillResignActive(_:)": "UIApplication.willResignActiveNotification",
        "applicationWillTerminate(_:)": "UIApplication.willTerminateNotification",
        "applicationDidReceiveMemoryWarning(_:)": "UIApplication.didReceiveMemoryWarningNotification",
    ]

    /// The scene delegate's methods and the notification posted after each.
    private static let afterSceneDelegate: [String: String] = [
        "scene(_:willConnectTo:options:)": "UIScene.willConnectNotification",
        "sceneDidDisconnect(_:)": "UIScene.didDisconnectNotification",
        "sceneWillEnterForeground(_:)": "UIScene.willEnterForegroundNotification",
        "sceneDidEnterBackground(_:)": "UIScene.didEnterBackgroundNotification",
        "sceneDidBecomeActive(_:)": "UIScene.didActivateNotification",
        "sceneWillResignActive(_:)": "UIScene.willDeactivateNotification",
    ]

    /// Every notification scenelab posts.
    static var names: Set<String> { Set(afterAppDelegate.values).union(afterSceneDelegate.values) }

    /// The notifications posted right after `event`, in order, with the app state
    /// they follow updated in `memory`.
    static func posted(after event: Event, memory: inout ConsoleMemory) -> [Posted] {
        guard event.kind == .call, let className = event.className, let method = event.method else { return [] }
        if className == "AppDelegate", let name = afterAppDelegate[method] {
            return [Posted(name: name)]
        }
        guard className == "SceneDelegate", let name = afterSceneDelegate[method] else { return [] }
        let scene = event.scene ?? 0
        var posted = [Posted(name: name)]
        func app(_ name: String) { posted.append(Posted(name: "UIApplication." + name, followsScene: true)) }
        switch method {
        case "sceneWillEnterForeground(_:)":
            if memory.foregroundScenes.isEmpty, memory.appInBackground { app("willEnterForegroundNotification") }
            memory.foregroundScenes.insert(scene)
            memory.appInBackground = false
        case "sceneDidBecomeActive(_:)":
            if memory.activeScenes.isEmpty { app("didBecomeActiveNotification") }
            memory.activeScenes.insert(scene)
        case "sceneWillResignActive(_:)":
            if memory.activeScenes.remove(scene) != nil, memory.activeScenes.isEmpty {
                app("willResignActiveNotification")
            }
        case "sceneDidEnterBackground(_:)":
            if memory.foregroundScenes.remove(scene) != nil, memory.foregroundScenes.isEmpty {
                memory.appInBackground = true
                app("didEnterBackgroundNotification")
            }
        case "sceneDidDisconnect(_:)":
            memory.activeScenes.remove(scene)
            memory.foregroundScenes.remove(scene)
        default: break
        }
        return posted
    }
}
