/// More than one scene: connecting, listing, focusing, closing and
/// reclaiming `UIWindowScene`s (SPEC §2; anchor §1f–g).
///
/// A scene is disconnected in two ways. The user closes it in the switcher
/// (`close`): its session is discarded and the app is told at once. UIKit
/// reclaims a background scene's memory (`reclaim`): the session stays, the
/// scene is listed as disconnected, and `open` connects it again with a
/// fresh controller tree.
extension Application {
    mutating func perform(_ command: SceneCommand) throws(Rejection) {
        guard platform.usesScenes else {
            throw Rejection(
                "scene \(command.verb) ignored: the app runs on \(platform): its one window belongs to the app "
                    + "delegate")
        }
        switch command {
        case .new: try connectNewScene()
        case .list: sceneListLines.forEach { record(.output($0)) }
        case .focus(let id): try focus(id)
        case .close(let id): try close(id)
        case .reclaim(let id): try reclaim(id)
        }
    }

    /// A second window: UIKit creates a session, asks the app delegate for
    /// its configuration, and connects a scene with its own delegate,
    /// window and controllers. It comes to the foreground next to the others.
    private mutating func connectNewScene() throws(Rejection) {
        guard device.idiom == .pad else {
            throw Rejection(
                "scene new ignored: an iPhone shows one scene at a time (UIApplication.supportsMultipleScenes "
                    + "is false there); try `device ipad` with no app running")
        }
        isSuspended = false
        let sceneID = (scenes.map(\.id).max() ?? 0) + 1
        scenes.append(Scene(id: sceneID))
        focusedScene = sceneID
        run(.connectingScene(windowSetup), TransitionContext(scene: sceneID, animated: false, windowSetup: windowSetup))
        note(
            "scene \(sceneID) is connected and focused: commands address it (`scene focus N` to change)", scene: sceneID
        )
    }

    /// The scene's lines for `scene list`.
    var sceneListLines: [String] {
        scenes.map { scene in
            let focus = scene.id == focusedScene ? " (focused)" : ""
            guard scene.isConnected else {
                return "scene \(scene.id): disconnected to free memory; `open` reconnects it\(focus)"
            }
            let root = scene.window.rootViewController.map { ", root \(name(of: $0))" } ?? ""
            return "scene \(scene.id): \(scene.stateText), \(scene.delegateName)\(root)\(focus)"
        }
    }

    private mutating func focus(_ id: Int) throws(Rejection) {
        let scene = try existingScene(id, for: "focus")
        guard scene.isConnected else {
            throw Rejection("scene focus ignored: scene \(id) was disconnected to free memory; `open` reconnects it")
        }
        guard id != focusedScene else { throw Rejection("scene focus ignored: scene \(id) is already focused") }
        focusedScene = id
        note("commands now address scene \(id) (\(scene.state.rawValue))", scene: id)
    }

    /// Closing a scene in the switcher: it leaves the foreground, disconnects,
    /// and its session is discarded while the app runs, so the app hears of
    /// it at once (Apple's documentation, A3, A5). Its views then leave the
    /// window, as one iOS 13 log shows (S1), and its controllers are freed.
    private mutating func close(_ id: Int) throws(Rejection) {
        let scene = try existingScene(id, for: "close")
        guard scenes.contains(where: { $0.id != id && $0.isConnected }) else {
            throw Rejection(
                "scene close ignored: scene \(id) is the app's only connected scene; closing it is swiping the app "
                    + "away: type `kill`")
        }
        if scene.state == .foregroundActive { callSceneDelegate(.willResignActive, scene: id, confidence: .documented) }
        if scene.isForeground { callSceneDelegate(.didEnterBackground, scene: id, confidence: .documented) }
        if scene.isConnected { callSceneDelegate(.didDisconnect, scene: id, confidence: .documented) }
        callAppDelegate("application(_:didDiscardSceneSessions:)", confidence: .documented)
        tearDownWindow(ofScene: id)
        scenes.removeAll { $0.id == id }
        moveFocus(awayFrom: id)
    }

    /// UIKit disconnects a background scene to reclaim its memory (A3): no
    /// discard, since the session stays for the user to come back to.
    private mutating func reclaim(_ id: Int) throws(Rejection) {
        let scene = try existingScene(id, for: "reclaim")
        guard scene.isConnected else { throw Rejection("scene reclaim ignored: scene \(id) is already disconnected") }
        guard scene.state == .background else {
            throw Rejection(
                "scene reclaim ignored: UIKit reclaims only a scene in the background, and scene \(id) is "
                    + "\(scene.state.rawValue); `home` first")
        }
        callSceneDelegate(.didDisconnect, scene: id, confidence: .documented)
        tearDownWindow(ofScene: id)
        note("scene \(id) is disconnected; its session stays, and `open` connects it again from scratch", scene: id)
        moveFocus(awayFrom: id)
    }

    /// Commands cannot address a scene that is gone or disconnected: they go to the first connected one.
    private mutating func moveFocus(awayFrom id: Int) {
        guard focusedScene == id, let next = scenes.first(where: \.isConnected) else { return }
        focusedScene = next.id
        note("commands now address scene \(next.id)", scene: next.id)
    }

    /// The scene's views leave the window (one log, uncertain), then the
    /// window lets go of its root, which frees every controller nothing else holds.
    private mutating func tearDownWindow(ofScene id: Int) {
        // The tops of forwarding: the root and any presented controller still in the window.
        let tops = controllersInHierarchy(ofScene: id).filter { controllers.state(of: $0)?.parent == nil }
        for top in tops { beginAppearance(top, appearing: false, animated: false, confidence: .uncertain) }
        for top in tops { endAppearance(top, appearing: false, animated: false, confidence: .uncertain) }
        guard let index = scenes.firstIndex(where: { $0.id == id }),
            let root = scenes[index].window.rootViewController
        else { return }
        scenes[index].window = Window()
        release(root, from: .window(scene: id), confidence: .uncertain)
    }

    /// Connects a scene UIKit disconnected to free memory again: the
    /// persisted session is restored (no configurationForConnecting), and a
    /// fresh controller tree loads (A3).
    mutating func reconnect(_ id: Int) {
        run(
            .connectingScene(windowSetup),
            TransitionContext(scene: id, animated: false, windowSetup: windowSetup, sessions: .persisted))
    }

    private func existingScene(_ id: Int, for verb: String) throws(Rejection) -> Scene {
        guard let scene = scene(id) else {
            let known = scenes.map { String($0.id) }.joined(separator: ", ")
            throw Rejection("scene \(verb): no scene \(id); the app's scenes are \(known) (`scene list`)")
        }
        return scene
    }
}
