import CommandGrammar

/// What the app and scene lifecycle refuses or remarks, with the data the sentence needs.
public enum LifecycleDiagnostic: Diagnostic, Equatable {
    /// A command that needs a running app, before `launch` or after the process ended.
    case notRunning
    /// The focused window has no root view controller: nothing to show or tap.
    case blackScreen
    /// A launch of an app that another scenelab on the same device runs.
    case runningElsewhere(app: String, other: String)
    /// A touch (`verb`) while the focused scene is not foreground-active.
    case sceneNotActive(scene: Int, state: Scene.ActivationState, reason: Scene.InactiveReason?, verb: String)
}
