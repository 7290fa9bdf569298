import CommandGrammar
/// What the person holding the phone does to the app as a whole: launch,
/// Home, the switcher, calls, swiping the app away. Only scene delegates hear
/// about these; view controllers get no appear or disappear calls (anchor §1f).
public enum SceneLifecycle {
    /// Cold launch: the app delegate, then the first scene and its window.
    /// Launched into the background, the scene connects and its root
    /// appears in the window, but it never comes to the foreground.
    static func coldLaunch(
        window setup: WindowSetup, inBackground: Bool = false, sessions: SceneSessionMemory = .none,
        in app: inout Application
    ) {
        let sceneID = (app.scenes.map(\.id).max() ?? 0) + 1
        app.scenes.append(Scene(id: sceneID))
        app.focusedScene = sceneID
        app.windowSetup = setup
        var transition = Transition.launch(setup, on: app.platform)
        if inBackground { transition = transition.intoBackground }
        TransitionPlayer.play(
            transition, TransitionContext(scene: sceneID, animated: false, windowSetup: setup, sessions: sessions),
            in: &app)
        if inBackground {
            app.note(LifecycleDiagnostic.launchedInBackground)
        }
    }

    /// Tapping the icon of the running app brings it back like `open`.
    static func returnToForeground(in app: inout Application) throws(Rejection) {
        guard app.scenes.contains(where: { !$0.isForeground }) else {
            throw Rejection(LifecycleDiagnostic.alreadyInForeground(app: app.definition.displayName))
        }
        try open(in: &app)
    }

    /// The Home gesture: every foreground scene resigns active and enters the background.
    static func home(in app: inout Application) throws(Rejection) {
        guard app.scenes.contains(where: \.isForeground) else {
            throw Rejection(LifecycleDiagnostic.alreadyInBackground)
        }
        // Scene by scene as each stands (a scene's calls change only that
        // scene), rather than a list of them made at every `home`.
        for index in app.scenes.indices {
            let scene = app.scenes[index]
            guard scene.isForeground else { continue }
            if scene.state == .foregroundActive {
                app.callSceneDelegate(.willResignActive, scene: scene.id, confidence: .documented)
            }
            app.callSceneDelegate(.didEnterBackground, scene: scene.id, confidence: .documented)
            layOutForSnapshot(ofScene: scene.id, in: &app)
        }
    }

    /// Shortly after `sceneDidEnterBackground(_:)` returns, UIKit takes a
    /// snapshot of the scene's interface for the app switcher (Apple's
    /// documentation of the method; before scenes, of
    /// `applicationDidEnterBackground(_:)`), laying out the views on screen
    /// for it. Since iOS 13 it takes one in each interface style (the traits
    /// flip to the other style and back, anchor §1f), and a published console
    /// (github.com/hdk2200/UIViewControllerLifeCycle, its README) counts two
    /// passes after `didEnterBackground`; before iOS 13, one. Uncertain either way.
    private static func layOutForSnapshot(ofScene sceneID: Int, in app: inout Application) {
        // The whole hierarchy in each pass, one snapshot after the other; found once.
        let onScreen = Rotation.controllersInHierarchy(ofScene: sceneID, in: app)
        for _ in 0..<(app.platform.iOSVersion >= 13 ? 2 : 1) {
            for id in onScreen { Appearance.layOutOnce(id, in: &app) }
        }
    }

    /// The app switcher opens: active scenes become inactive but stay in the foreground.
    static func openSwitcher(in app: inout Application) throws(Rejection) {
        try resignActiveScenes(reason: .switcher, command: "switcher", in: &app)
    }

    /// Back to the app from the switcher or the background.
    static func open(in app: inout Application) throws(Rejection) {
        if app.scenes.contains(where: { $0.inactiveReason == .interruption }) {
            throw Rejection(LifecycleDiagnostic.callInProgress)
        }
        let isReturning = { (scene: Scene) in
            scene.state == .background || scene.state == .unattached || scene.inactiveReason == .switcher
        }
        guard app.scenes.contains(where: isReturning) else {
            throw Rejection(LifecycleDiagnostic.alreadyActive(app: app.definition.displayName))
        }
        app.isSuspended = false
        guard app.deviceBeforeMissedTurn != nil else {
            // Scene by scene as each stands, as `home` goes.
            for index in app.scenes.indices {
                let scene = app.scenes[index]
                guard isReturning(scene) else { continue }
                if !scene.isConnected {
                    Scenes.reconnect(scene.id, in: &app)
                    continue
                }
                if scene.state == .background {
                    app.callSceneDelegate(.willEnterForeground, scene: scene.id, confidence: .documented)
                }
                app.callSceneDelegate(.didBecomeActive, scene: scene.id, confidence: .documented)
            }
            return
        }
        let returning = app.scenes.filter(isReturning)
        // The device turned while the app was suspended: its scenes come to
        // the foreground, their windows turn (uncertain), then they become
        // active. A disconnected scene connects afresh in the new orientation.
        for scene in returning where scene.isConnected && scene.state == .background {
            app.callSceneDelegate(.willEnterForeground, scene: scene.id, confidence: .documented)
        }
        Rotation.catchUpOnRotation(in: &app)
        for scene in returning {
            if scene.isConnected {
                app.callSceneDelegate(.didBecomeActive, scene: scene.id, confidence: .documented)
            } else {
                Scenes.reconnect(scene.id, in: &app)
            }
        }
    }

    /// The system suspends an app in the background; the app hears nothing.
    static func suspend(in app: inout Application) throws(Rejection) {
        guard !app.scenes.contains(where: \.isForeground) else {
            throw Rejection(
                LifecycleDiagnostic.suspendingForegroundApp(scenes: app.scenes.map(LifecycleDiagnostic.SceneSummary.init)))
        }
        guard !app.isSuspended else { throw Rejection(LifecycleDiagnostic.alreadySuspended) }
        app.isSuspended = true
        app.note(LifecycleDiagnostic.suspended)
    }

    /// The system kills a suspended app to reclaim memory: no callbacks at all.
    static func systemKill(in app: inout Application) throws(Rejection) {
        guard app.isSuspended else {
            throw Rejection(LifecycleDiagnostic.killingUnsuspendedApp)
        }
        app.note(LifecycleDiagnostic.systemKilled)
    }

    /// An incoming call: the active scenes resign active, nothing more.
    static func interrupt(in app: inout Application) throws(Rejection) {
        try resignActiveScenes(reason: .interruption, command: "interrupt", in: &app)
    }

    /// Every active scene resigns active for `reason`; `command` is refused when none is active.
    private static func resignActiveScenes(
        reason: Scene.InactiveReason, command: String, in app: inout Application
    ) throws(Rejection) {
        let active = app.scenes.filter { $0.state == .foregroundActive }
        guard !active.isEmpty else {
            throw Rejection(
                LifecycleDiagnostic.noActiveScene(
                    verb: command, scenes: app.scenes.map(LifecycleDiagnostic.SceneSummary.init)))
        }
        for scene in active { resignActive(scene.id, reason: reason, in: &app) }
    }

    /// The call ends: interrupted scenes become active again.
    static func resume(in app: inout Application) throws(Rejection) {
        let interrupted = app.scenes.filter { $0.inactiveReason == .interruption }
        guard !interrupted.isEmpty else { throw Rejection(LifecycleDiagnostic.noCall) }
        for scene in interrupted {
            // Documented as its pair is: sceneWillResignActive's documentation
            // names temporary interruptions, and sceneDidBecomeActive is how a
            // scene hears it is active again, as after the switcher (`open`).
            app.callSceneDelegate(.didBecomeActive, scene: scene.id, confidence: .documented)
        }
    }

    /// Swiping the app away in the switcher. The sources disagree on what a
    /// running app hears (anchor §1g, §4); scenelab plays the sequences one
    /// source logged, marked uncertain: on iPhone matt's (S17) — the scene
    /// resigns active and enters the background, then the app will
    /// terminate; on iPad the one S17 gives for closing scenes — each scene
    /// disconnects, the sessions are discarded, then the app will terminate —
    /// after the switcher made active scenes resign active.
    static func kill(in app: inout Application) {
        guard !app.isSuspended else {
            // A suspended app is killed with no callbacks at all (Apple's documentation).
            app.note(LifecycleDiagnostic.killedWhileSuspended)
            return
        }
        if app.device.idiom == .pad && app.platform.usesScenes {
            // The switcher opens before the swipe: an active scene resigns
            // active first (S1: the switcher makes it inactive), and leaves
            // the foreground before it disconnects, as `scene close` plays
            // it; S17's iPad log starts at the disconnect, so the leaving
            // of the foreground is uncertain.
            disconnectEveryScene(resigning: .observed, in: &app)
            app.callAppDelegate("application(_:didDiscardSceneSessions:)", confidence: .uncertain)
            app.hasBeenToldOfDiscardedSessions = true
        } else if app.code == .asWritten && app.platform.usesScenes {
            disconnectEveryScene(resigning: .uncertain, in: &app)
        } else {
            resignActiveForSwitcher(confidence: .uncertain, in: &app)
            for scene in app.scenes where scene.isForeground {
                app.callSceneDelegate(.didEnterBackground, scene: scene.id, confidence: .uncertain)
            }
        }
        // Apple: it may be called when the app is running, not suspended, as here.
        app.callAppDelegate("applicationWillTerminate(_:)", confidence: .uncertain)
        app.note(LifecycleDiagnostic.processEnded)
        // iPhone with scenes: where the book and the logs part (item 16).
        if app.device.idiom != .pad && app.platform.usesScenes { noteTheBookOnDisconnect(in: &app) }
    }

    /// The switcher opening before a swipe: every active scene resigns
    /// active at once, as `switcher` plays it (S1), before any of them
    /// leaves the foreground or disconnects.
    static func resignActiveForSwitcher(confidence: Confidence, in app: inout Application) {
        for scene in app.scenes where scene.state == .foregroundActive {
            app.callSceneDelegate(.willResignActive, scene: scene.id, confidence: confidence)
        }
    }

    private static func resignActive(_ sceneID: Int, reason: Scene.InactiveReason, in app: inout Application) {
        app.callSceneDelegate(.willResignActive, scene: sceneID, confidence: .documented)
        if let index = app.scenes.firstIndex(where: { $0.id == sceneID }) {
            app.scenes[index].inactiveReason = reason
        }
    }

    /// The app's code gives the window of `source`'s scene a new root while it runs: the new
    /// controller is made, takes the window, and replaces the old root on screen without an
    /// animation (`Transition.replaceWindowRoot`); the window lets the old root go.
    static func replaceWindowRoot(
        with made: StoryboardScene, from source: ObjectID, resumesCode: Bool, in app: inout Application
    ) {
        guard let sceneID = app.graph.controllers.state(of: source)?.scene,
            let index = app.scenes.firstIndex(where: { $0.id == sceneID })
        else { return }
        let old = app.scenes[index].window.rootViewController
        // A stored property's controller (`let mainTabs = MainTabBarController()`) is the instance it holds.
        let heldBySource = made.keptBy.map { app.graph.controllers.state(of: source)?.className == $0.ownerClass } ?? false
        let kept = heldBySource ? made.keptBy.flatMap { app.unplacedController(heldBy: $0.property, of: source) } : nil
        let root = kept ?? Storyboard.instantiate(made, scene: sceneID, in: &app)
        // The window's root already: nothing changes on screen.
        if root == old { return }
        if heldBySource, let holder = made.keptBy, kept == nil {
            app.assign(root, to: .property(of: source, name: holder.property))
        }
        if resumesCode { app.resumeAppCode(of: app.objectName(of: source), scene: sceneID) }
        // What covers the old root goes with it: the controller on screen is the top presented one.
        let leaving = app.topPresentedController(inScene: sceneID) ?? old
        let onScreen = leaving.map { app.graph.controllers.appearance(of: $0) == .appeared } ?? false
        if let position = app.scenes.firstIndex(where: { $0.id == sceneID }) {
            app.scenes[position].window.rootViewController = root
        }
        app.retain(root, by: .window(scene: sceneID))
        TransitionPlayer.play(
            onScreen ? .replaceWindowRoot : .replaceWindowRootOffScreen,
            TransitionContext(scene: sceneID, incoming: root, outgoing: onScreen ? leaving : nil, animated: false),
            in: &app)
        if let old { app.release(old, from: .window(scene: sceneID), confidence: .uncertain) }
    }

    /// `window.rootViewController = root; window.makeKeyAndVisible()` in
    /// scene `sceneID`: the window holds its root from now on.
    static func makeKeyAndVisible(_ root: ObjectID, inScene sceneID: Int, in app: inout Application) {
        if let index = app.scenes.firstIndex(where: { $0.id == sceneID }) {
            app.scenes[index].window.rootViewController = root
            app.scenes[index].window.isKeyWindow = true
        }
        app.retain(root, by: .window(scene: sceneID))
    }
}
