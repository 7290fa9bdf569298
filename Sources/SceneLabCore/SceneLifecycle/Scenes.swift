import CommandGrammar
/// More than one scene: connecting, listing, focusing, closing and
/// reclaiming `UIWindowScene`s (SPEC §2; anchor §1f–g).
///
/// A scene is disconnected in two ways. The user closes it in the switcher
/// (`close`): its session is discarded and the app is told at once. UIKit
/// reclaims a background scene's memory (`reclaim`): the session stays, the
/// scene is listed as disconnected, and `open` connects it again with a
/// fresh controller tree.
enum Scenes {
    static func perform(_ command: SceneCommand, in app: inout Application) throws(Rejection) {
        guard app.platform.usesScenes else {
            throw Rejection(LifecycleDiagnostic.noScenesOnPlatform(verb: command.verb, platform: app.platform))
        }
        switch command {
        case .new: try connectNewScene(in: &app)
        case .list: sceneListLines(in: app).forEach { app.record(.output($0)) }
        case .focus(let id): try focus(id, in: &app)
        case .close(let id): try close(id, in: &app)
        case .reclaim(let id): try reclaim(id, in: &app)
        }
    }

    /// A second window: UIKit creates a session, asks the app delegate for
    /// its configuration, and connects a scene with its own delegate,
    /// window and controllers. It comes to the foreground next to the others.
    private static func connectNewScene(in app: inout Application) throws(Rejection) {
        guard app.device.idiom == .pad else {
            throw Rejection(LifecycleDiagnostic.oneSceneOnPhone)
        }
        app.isSuspended = false
        // Running again, the app hears of a turn it missed while suspended.
        Rotation.catchUpOnRotation(in: &app)
        let sceneID = (app.scenes.map(\.id).max() ?? 0) + 1
        app.scenes.append(Scene(id: sceneID))
        app.focusedScene = sceneID
        TransitionPlayer.play(
            .connectingScene(app.windowSetup),
            TransitionContext(scene: sceneID, animated: false, windowSetup: app.windowSetup), in: &app)
        app.note(LifecycleDiagnostic.sceneConnected(scene: sceneID), scene: sceneID)
    }

    /// The scene's lines for `scene list`.
    static func sceneListLines(in app: Application) -> [String] {
        app.scenes.map { scene in
            let focused = scene.id == app.focusedScene
            guard scene.isConnected else {
                return LifecycleDiagnostic.reclaimedSceneListed(scene: scene.id, focused: focused)
                    .text(in: app.language)
            }
            return LifecycleDiagnostic.sceneListed(
                scene: scene.id, state: scene.stateText, delegate: scene.delegateName.description,
                root: scene.window.rootViewController.map { app.name(of: $0) }, focused: focused
            ).text(in: app.language)
        }
    }

    private static func focus(_ id: Int, in app: inout Application) throws(Rejection) {
        let scene = try existingScene(id, for: "focus", in: app)
        guard scene.isConnected else {
            throw Rejection(LifecycleDiagnostic.focusOnReclaimedScene(scene: id))
        }
        guard id != app.focusedScene else {
            throw Rejection(LifecycleDiagnostic.sceneAlreadyFocused(scene: id))
        }
        app.focusedScene = id
        app.note(LifecycleDiagnostic.focusChanged(scene: id, state: scene.state), scene: id)
    }

    /// Closing a scene in the switcher: it leaves the foreground, disconnects,
    /// and its session is discarded while the app runs, so the app hears of
    /// it at once (Apple's documentation, A3, A5). Its views then leave the
    /// window, as one iOS 13 log shows (S1), and its controllers are freed.
    private static func close(_ id: Int, in app: inout Application) throws(Rejection) {
        let scene = try existingScene(id, for: "close", in: app)
        guard app.scenes.contains(where: { $0.id != id && $0.isConnected }) else {
            throw Rejection(LifecycleDiagnostic.closingOnlyScene(scene: id))
        }
        if scene.state == .foregroundActive {
            app.callSceneDelegate(.willResignActive, scene: id, confidence: .documented)
        }
        if scene.isForeground { app.callSceneDelegate(.didEnterBackground, scene: id, confidence: .documented) }
        if scene.isConnected { app.callSceneDelegate(.didDisconnect, scene: id, confidence: .documented) }
        app.callAppDelegate("application(_:didDiscardSceneSessions:)", confidence: .documented)
        tearDownWindow(ofScene: id, in: &app)
        app.scenes.removeAll { $0.id == id }
        moveFocus(awayFrom: id, in: &app)
    }

    /// UIKit disconnects a background scene to reclaim its memory (A3): no
    /// discard, since the session stays for the user to come back to.
    private static func reclaim(_ id: Int, in app: inout Application) throws(Rejection) {
        let scene = try existingScene(id, for: "reclaim", in: app)
        guard scene.isConnected else {
            throw Rejection(LifecycleDiagnostic.sceneAlreadyReclaimed(scene: id))
        }
        guard scene.state == .background else {
            throw Rejection(LifecycleDiagnostic.reclaimingForegroundScene(scene: id, state: scene.state))
        }
        app.callSceneDelegate(.didDisconnect, scene: id, confidence: .documented)
        tearDownWindow(ofScene: id, in: &app)
        app.note(LifecycleDiagnostic.sceneReclaimed(scene: id), scene: id)
        moveFocus(awayFrom: id, in: &app)
    }

    /// Commands cannot address a scene that is gone or disconnected: they go to the first connected one.
    private static func moveFocus(awayFrom id: Int, in app: inout Application) {
        guard app.focusedScene == id, let next = app.scenes.first(where: \.isConnected) else { return }
        app.focusedScene = next.id
        app.note(LifecycleDiagnostic.focusFollowed(scene: next.id), scene: next.id)
    }

    /// The scene's views leave the window (one log, uncertain), then the
    /// window lets go of its root, which frees every controller nothing else holds.
    private static func tearDownWindow(ofScene id: Int, in app: inout Application) {
        // The tops of forwarding: the root and any presented controller still in the window.
        let tops = Rotation.controllersInHierarchy(ofScene: id, in: app).filter {
            app.graph.controllers.state(of: $0)?.parent == nil
        }
        for top in tops {
            Appearance.beginAppearance(top, appearing: false, animated: false, confidence: .uncertain, in: &app)
        }
        for top in tops {
            Appearance.endAppearance(top, appearing: false, animated: false, confidence: .uncertain, in: &app)
        }
        guard let index = app.scenes.firstIndex(where: { $0.id == id }),
            let root = app.scenes[index].window.rootViewController
        else { return }
        app.scenes[index].window = Window()
        app.release(root, from: .window(scene: id), confidence: .uncertain)
    }

    /// Connects a scene UIKit disconnected to free memory again: the
    /// persisted session is restored (no configurationForConnecting), and a
    /// fresh controller tree loads (A3).
    static func reconnect(_ id: Int, in app: inout Application) {
        TransitionPlayer.play(
            .connectingScene(app.windowSetup),
            TransitionContext(scene: id, animated: false, windowSetup: app.windowSetup, sessions: .persisted), in: &app)
    }

    private static func existingScene(_ id: Int, for verb: String, in app: Application) throws(Rejection) -> Scene {
        guard let scene = app.scene(id) else {
            throw Rejection(LifecycleDiagnostic.noSuchScene(scene: id, verb: verb, known: app.scenes.map(\.id)))
        }
        return scene
    }
}
