/// A scene's `UIWindow`.
public struct Window: Sendable, Equatable {
    /// `rootViewController`; the window holds it strongly.
    public var rootViewController: ObjectID?
    /// Whether `makeKeyAndVisible()` has run.
    public var isKeyWindow = false
}
