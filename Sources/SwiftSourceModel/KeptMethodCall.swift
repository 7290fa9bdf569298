/// A closure one place keeps in a property, as a method of the object that kept it there: the one
/// method it only calls, handing on its own arguments in order (`loginView.onSignIn = showWelcome`,
/// `{ [weak self] in self?.showWelcome() }`), else its own body, known by a name of its place
/// (`SwiftSources.keptClosureBodies`). A call of the property (`onSignIn?()`) is a call of that method on that
/// object (`SwiftSources.called(_:from:)`), so that what it shows stops and goes on where the call
/// stands, as a delegate's does.
public struct KeptMethodCall: Sendable, Equatable {
    /// The class whose code keeps the closure.
    public var writer: String
    /// The method the closure calls, as `#function` names it: `showWelcome()`.
    public var method: String

    /// A closure of `writer`'s that calls its `method`.
    public init(writer: String, method: String) {
        self.writer = writer
        self.method = method
    }
}
