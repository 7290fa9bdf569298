/// How the app creates its window at launch (`launch --window`).
public enum WindowSetup: String, Sendable, Equatable, CaseIterable {
    /// UIKit builds the window from the main storyboard (the books' setup).
    case storyboard
    /// `scene(_:willConnectTo:options:)` builds it and calls `makeKeyAndVisible()`.
    case code
}
