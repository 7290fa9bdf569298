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
            app.note(
                "launched into the background: the root appeared in its window, but nobody sees it; `open` shows it",
                ru: "запущено в фоне: корневой контроллер появился в своём окне, но его никто не видит; `open` покажет его")
        }
    }

    /// Tapping the icon of the running app brings it back like `open`.
    static func returnToForeground(in app: inout Application) throws(Rejection) {
        guard app.scenes.contains(where: { !$0.isForeground }) else {
            throw Rejection(
                "launch ignored: \(app.definition.displayName) is already in the foreground",
                ru: "launch не выполнена: \(app.definition.displayName) уже на переднем плане")
        }
        try open(in: &app)
    }

    /// The Home gesture: every foreground scene resigns active and enters the background.
    static func home(in app: inout Application) throws(Rejection) {
        guard app.scenes.contains(where: \.isForeground) else { throw Rejection(
                "home ignored: the app is already in the background", ru: "home не выполнена: приложение уже в фоне") }
        // Scene by scene as each stands (a scene's calls change only that
        // scene), rather than a list of them made at every `home`.
        for index in app.scenes.indices {
            let scene = app.scenes[index]
            guard scene.isForeground else { continue }
            if scene.state == .foregroundActive {
                app.callSceneDelegate(.willResignActive, scene: scene.id, confidence: .documented)
            }
            app.callSceneDelegate(.didEnterBackground, scene: scene.id, confidence: .documented)
        }
    }

    /// The app switcher opens: active scenes become inactive but stay in the foreground.
    static func openSwitcher(in app: inout Application) throws(Rejection) {
        try resignActiveScenes(reason: .switcher, command: "switcher", in: &app)
    }

    /// Back to the app from the switcher or the background.
    static func open(in app: inout Application) throws(Rejection) {
        if app.scenes.contains(where: { $0.inactiveReason == .interruption }) {
            throw Rejection(
                "open ignored: a call is in progress; type `resume` to end it",
                ru: "open не выполнена: идёт звонок; `resume` завершит его")
        }
        let isReturning = { (scene: Scene) in
            scene.state == .background || scene.state == .unattached || scene.inactiveReason == .switcher
        }
        guard app.scenes.contains(where: isReturning) else {
            throw Rejection(
                "open ignored: \(app.definition.displayName) is already in the foreground and active",
                ru: "open не выполнена: \(app.definition.displayName) уже на переднем плане и активно")
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
                "suspend ignored: the system suspends only an app in the background (\(stateSummary(in: app)))",
                ru: "suspend не выполнена: система приостанавливает только приложение в фоне "
                    + "(\(stateSummary(in: app, language: .ru)))")
        }
        guard !app.isSuspended else { throw Rejection(
                "suspend ignored: the app is already suspended", ru: "suspend не выполнена: приложение уже приостановлено") }
        app.isSuspended = true
        app.note(
            "the system suspended the app: no callback tells it",
            ru: "система приостановила приложение: ни один метод ему об этом не сообщает")
    }

    /// The system kills a suspended app to reclaim memory: no callbacks at all.
    static func systemKill(in app: inout Application) throws(Rejection) {
        guard app.isSuspended else {
            throw Rejection(
                "system-kill ignored: the system kills only a suspended app; type `home` then `suspend` first",
                ru: "system-kill не выполнена: система завершает только приостановленное приложение; "
                    + "сначала `home`, затем `suspend`")
        }
        app.note(
            "the system killed the suspended app: no callback ran, and whatever was not saved is gone",
            ru: "система завершила приостановленное приложение: ни один метод не вызван, а всё несохранённое пропало")
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
                "\(command) ignored: no scene is active (\(stateSummary(in: app)))",
                ru: "\(command) не выполнена: нет активной сцены (\(stateSummary(in: app, language: .ru)))")
        }
        for scene in active { resignActive(scene.id, reason: reason, in: &app) }
    }

    /// The call ends: interrupted scenes become active again.
    static func resume(in app: inout Application) throws(Rejection) {
        let interrupted = app.scenes.filter { $0.inactiveReason == .interruption }
        guard !interrupted.isEmpty else { throw Rejection("resume ignored: no call is in progress", ru: "resume не выполнена: звонка нет") }
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
            app.note(
                "the app was suspended: it is killed without any callback, and whatever was not saved is gone",
                ru: "приложение было приостановлено: оно завершается без единого вызова, а всё несохранённое пропало")
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
            for scene in app.scenes where scene.isForeground {
                if scene.state == .foregroundActive {
                    app.callSceneDelegate(.willResignActive, scene: scene.id, confidence: .uncertain)
                }
                app.callSceneDelegate(.didEnterBackground, scene: scene.id, confidence: .uncertain)
            }
        }
        // Apple: it may be called when the app is running, not suspended, as here.
        app.callAppDelegate("applicationWillTerminate(_:)", confidence: .uncertain)
        app.note(
            "the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)",
            ru: "процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)")
        // iPhone with scenes: where the book and the logs part (item 16).
        if app.device.idiom != .pad && app.platform.usesScenes { noteTheBookOnDisconnect(in: &app) }
    }

    private static func resignActive(_ sceneID: Int, reason: Scene.InactiveReason, in app: inout Application) {
        app.callSceneDelegate(.willResignActive, scene: sceneID, confidence: .documented)
        if let index = app.scenes.firstIndex(where: { $0.id == sceneID }) {
            app.scenes[index].inactiveReason = reason
        }
    }

    /// The scenes' states in a few words, for messages.
    static func stateSummary(in app: Application, language: Language = .en) -> String {
        app.scenes.map { scene in
            let reason = scene.inactiveReason.map { " (\($0.rawValue))" } ?? ""
            return Wording(en: "scene \(scene.id) is \(scene.state.rawValue)\(reason)", ru: "сцена \(scene.id): \(scene.state.rawValue)\(reason)").text(in: language)
        }.joined(separator: ", ")
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
