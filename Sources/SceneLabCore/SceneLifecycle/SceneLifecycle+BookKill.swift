/// `kill` on an iPhone with scenes, where the book and the published logs
/// part: Usov's chapter 5 says `sceneDidDisconnect(_:)` is always called
/// when the app is swiped away in the switcher, and that its line may be
/// missing from the console on some devices (L3680–3725); the logs of an
/// iPhone swipe-kill (S17, S18) show no disconnect, others (S1, S16) do.
/// scenelab plays S17 and says so; under `book as-written` it plays the book's
/// claim, marked uncertain.
extension SceneLifecycle {
    /// Each connected scene resigns active (the switcher opens before the
    /// swipe), leaves the foreground (played as `scene close` plays it,
    /// uncertain), and disconnects: the iPad kill, with `resigning` observed
    /// (S1), and the book's claim for the iPhone (its step 4), uncertain.
    static func disconnectEveryScene(resigning: Confidence, in app: inout Application) {
        resignActiveForSwitcher(confidence: resigning, in: &app)
        for scene in app.scenes where scene.isConnected {
            if scene.isForeground {
                app.callSceneDelegate(.didEnterBackground, scene: scene.id, confidence: .uncertain)
            }
            app.callSceneDelegate(.didDisconnect, scene: scene.id, confidence: .uncertain)
        }
    }

    /// The note after an iPhone `kill` with scenes: what the book claims,
    /// what the logs show, how sure scenelab is, and what `book as-written` plays.
    static func noteTheBookOnDisconnect(in app: inout Application) {
        if app.code == .asWritten {
            app.note(LifecycleDiagnostic.swipeKillDisconnectsAsBookSays)
        } else {
            app.note(LifecycleDiagnostic.swipeKillWithoutDisconnect)
        }
    }
}
