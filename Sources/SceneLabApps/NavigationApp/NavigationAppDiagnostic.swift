import CommandGrammar

/// What NavigationApp's scenes remark.
enum NavigationAppDiagnostic: Diagnostic, Equatable {
    /// A button of chapter 9 tapped at Listing 9.1: section 9.4 deleted its segue and
    /// Listing 9.2 has not wired it to an action yet.
    case buttonNotConnected(ColourSceneController.Button)
    /// «К предыдущему экрану» on the root: `popViewController(animated:)` returns nil and
    /// nothing changes, as the book says (000:L7489–7492).
    case nothingBelowRoot
}
