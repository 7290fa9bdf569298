/// How the app creates its window at launch (`launch --window`).
public enum WindowSetup: String, Sendable, Equatable, CaseIterable {
    /// UIKit builds the window from the main storyboard (the books' setup).
    case storyboard
    /// `scene(_:willConnectTo:options:)` builds it and calls `makeKeyAndVisible()`.
    case code
    /// The main storyboard has no entry point ("Is Initial View Controller"
    /// unticked, Usov ch. 5's exercise): UIKit makes the window and finds no
    /// controller to put in it, so the screen stays black while the scene
    /// still becomes foreground-active.
    case noEntryPoint = "no-entry-point"

    /// Whether UIKit builds the window from the main storyboard (with or without an entry point).
    var usesStoryboard: Bool { self != .code }
}
