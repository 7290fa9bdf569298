/// Something that holds a strong reference to a view controller.
///
/// The simulator records owners explicitly; when the last one lets go it
/// emits `deinit`. That keeps ARC's timing visible and out of Swift's own
/// deinitializers.
public enum Owner: Hashable, Sendable, Comparable {
    /// The window of a scene holds its `rootViewController`.
    case window(scene: Int)
    /// A navigation controller's `viewControllers` array.
    case navigationStack(ObjectID)
    /// A tab bar controller's or split view controller's `viewControllers`.
    case containerChildren(ObjectID)
    /// A presenting controller's `presentedViewController`.
    case presentation(presenter: ObjectID)
    /// A stored property of another controller, such as a lazily created,
    /// cached screen (`ViewController#1.secondViewController`).
    case property(of: ObjectID, name: String)
    /// A strong property named by the user (`hold NAME`).
    case hold(String)
    /// A stored property of an object of the app's that is no controller, one per app as far as
    /// the engine knows (the scene delegate's `let loginViewController = LoginViewController()`).
    case objectProperty(className: String, name: String)
    /// A local of the method the app's code on a controller runs (`let detail =
    /// DetailViewController()` in an action): it holds what it made until the method returns.
    case local(of: ObjectID, name: String)
}
