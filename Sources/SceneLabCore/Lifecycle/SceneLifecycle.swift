/// What the person holding the phone does to the app as a whole: launch,
/// Home, the switcher, calls, swiping the app away. Only scene delegates hear
/// about these; view controllers get no appear or disappear calls (anchor §1f).
extension Application {
    /// Cold launch: the app delegate, then the first scene and its window.
    /// Launched into the background, the scene connects and its root
    /// appears in the window, but it never comes to the foreground.
    mutating func coldLaunch(
        window setup: WindowSetup, inBackground: Bool = false, sessions: SceneSessionMemory = .none
    ) {
        let sceneID = (scenes.map(\.id).max() ?? 0) + 1
        scenes.append(Scene(id: sceneID))
        focusedScene = sceneID
        windowSetup = setup
        var transition = Transition.launch(setup, on: platform)
        if inBackground { transition = transition.intoBackground }
        run(transition, TransitionContext(scene: sceneID, animated: false, windowSetup: setup, sessions: sessions))
        if inBackground {
            note("launched into the background: the root appeared in its window, but nobody sees it; `open` shows it")
        }
    }

    /// Tapping the icon of the running app brings it back like `open`.
    mutating func returnToForeground() throws(Rejection) {
        guard scenes.contains(where: { !$0.isForeground }) else {
            throw Rejection("launch ignored: \(definition.displayName) is already in the foreground")
        }
        try open()
    }

    /// The Home gesture: every foreground scene resigns active and enters the background.
    mutating func home() throws(Rejection) {
        let foreground = scenes.filter(\.isForeground)
        guard !foreground.isEmpty else { throw Rejection("home ignored: the app is already in the background") }
        for scene in foreground {
            if scene.state == .foregroundActive {
                callSceneDelegate(.willResignActive, scene: scene.id, confidence: .documented)
            }
            callSceneDelegate(.didEnterBackground, scene: scene.id, confidence: .documented)
        }
    }

    /// The app switcher opens: active scenes become inactive but stay in the foreground.
    mutating func openSwitcher() throws(Rejection) {
        try resignActiveScenes(reason: .switcher, command: "switcher")
    }

    /// Back to the app from the switcher or the background.
    mutating func open() throws(Rejection) {
        if scenes.contains(where: { $0.inactiveReason == .interruption }) {
            throw Rejection("open ignored: a call is in progress; type `resume` to end it")
        }
        let returning = scenes.filter {
            $0.state == .background || $0.state == .unattached || $0.inactiveReason == .switcher
        }
        guard !returning.isEmpty else {
            throw Rejection("open ignored: \(definition.displayName) is already in the foreground and active")
        }
        isSuspended = false
        for scene in returning {
            if !scene.isConnected {
                reconnect(scene.id)
                continue
            }
            if scene.state == .background {
                callSceneDelegate(.willEnterForeground, scene: scene.id, confidence: .documented)
            }
            callSceneDelegate(.didBecomeActive, scene: scene.id, confidence: .documented)
        }
    }

    /// The system suspends an app in the background; the app hears nothing.
    mutating func suspend() throws(Rejection) {
        guard !scenes.contains(where: \.isForeground) else {
            throw Rejection("suspend ignored: the system suspends only an app in the background (\(stateSummary))")
        }
        guard !isSuspended else { throw Rejection("suspend ignored: the app is already suspended") }
        isSuspended = true
        note("the system suspended the app: no callback tells it")
    }

    /// The system kills a suspended app to reclaim memory: no callbacks at all.
    mutating func systemKill() throws(Rejection) {
        guard isSuspended else {
            throw Rejection(
                "system-kill ignored: the system kills only a suspended app; type `home` then `suspend` first")
        }
        note("the system killed the suspended app: no callback ran, and whatever was not saved is gone")
    }

    /// An incoming call: the active scenes resign active, nothing more.
    mutating func interrupt() throws(Rejection) {
        try resignActiveScenes(reason: .interruption, command: "interrupt")
    }

    /// Every active scene resigns active for `reason`; `command` is refused when none is active.
    private mutating func resignActiveScenes(reason: Scene.InactiveReason, command: String) throws(Rejection) {
        let active = scenes.filter { $0.state == .foregroundActive }
        guard !active.isEmpty else {
            throw Rejection("\(command) ignored: no scene is active (\(stateSummary))")
        }
        for scene in active { resignActive(scene.id, reason: reason) }
    }

    /// The call ends: interrupted scenes become active again.
    mutating func resume() throws(Rejection) {
        let interrupted = scenes.filter { $0.inactiveReason == .interruption }
        guard !interrupted.isEmpty else { throw Rejection("resume ignored: no call is in progress") }
        for scene in interrupted {
            callSceneDelegate(.didBecomeActive, scene: scene.id, confidence: .observed)
        }
    }

    /// Swiping the app away in the switcher. The sources disagree on what a
    /// running app hears (anchor §1g, §4); scenelab plays the sequences one
    /// source logged, marked uncertain: on iPhone matt's (S17) — the scene
    /// resigns active and enters the background, then the app will
    /// terminate; on iPad the one S17 gives for closing scenes — each scene
    /// disconnects, the sessions are discarded, then the app will terminate.
    mutating func kill() {
        guard !isSuspended else {
            // A suspended app is killed with no callbacks at all (Apple's documentation).
            note("the app was suspended: it is killed without any callback, and whatever was not saved is gone")
            return
        }
        if device.idiom == .pad && platform.usesScenes {
            for scene in scenes where scene.isConnected {
                callSceneDelegate(.didDisconnect, scene: scene.id, confidence: .uncertain)
            }
            callAppDelegate("application(_:didDiscardSceneSessions:)", confidence: .uncertain)
            hasBeenToldOfDiscardedSessions = true
        } else {
            for scene in scenes where scene.isForeground {
                if scene.state == .foregroundActive {
                    callSceneDelegate(.willResignActive, scene: scene.id, confidence: .uncertain)
                }
                callSceneDelegate(.didEnterBackground, scene: scene.id, confidence: .uncertain)
            }
        }
        // Apple: it may be called when the app is running, not suspended, as here.
        callAppDelegate("applicationWillTerminate(_:)", confidence: .uncertain)
        note("the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)")
    }

    private mutating func resignActive(_ sceneID: Int, reason: Scene.InactiveReason) {
        callSceneDelegate(.willResignActive, scene: sceneID, confidence: .documented)
        if let index = scenes.firstIndex(where: { $0.id == sceneID }) {
            scenes[index].inactiveReason = reason
        }
    }

    /// The scenes' states in a few words, for messages.
    var stateSummary: String {
        scenes.map { scene in
            let reason = scene.inactiveReason.map { " (\($0.rawValue))" } ?? ""
            return "scene \(scene.id) is \(scene.state.rawValue)\(reason)"
        }.joined(separator: ", ")
    }
}
