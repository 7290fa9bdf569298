extension LifecycleDiagnostic {
    public var english: String {
        switch self {
        case .notRunning:
            return "no app is running; type `launch` first"
        case .blackScreen:
            return "black screen: the window has no rootViewController (the storyboard has no entry point);"
                + " nothing to show or tap"
        case .runningElsewhere(let app, let other):
            return "launch refused: \(app) already runs on this device in another scenelab (\(other)), "
                + "and iOS runs one process per app; quit that scenelab or `kill` the app there, "
                + "or give this one a device of its own with another --data-dir"
        case .sceneNotActive(let scene, let state, let reason, let verb):
            let why: String
            switch (state, reason) {
            case (.background, _): why = "is in the background; `open` or `launch` the app first"
            case (.foregroundInactive, .interruption?): why = "is inactive behind an interruption; `resume` first"
            case (.foregroundInactive, .switcher?): why = "is inactive in the app switcher; `open` the app first"
            case (.foregroundInactive, _): why = "is not active yet"
            default: why = "is not connected"
            }
            return "\(verb) ignored: scene \(scene) \(why) (UIKit delivers touches only to a foreground-active scene)"
        }
    }
}
