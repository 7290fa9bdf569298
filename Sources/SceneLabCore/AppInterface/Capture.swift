/// How a closure the book's code stores holds the controller it calls back
/// (`{ [weak self] in … }` or `{ [unowned self] in … }`), which decides what
/// happens when it runs after that controller's deinit.
package enum Capture: Sendable {
    /// `self` becomes nil: `guard let self else { return }` makes the closure a no-op.
    case weak
    /// `self` is read anyway: the Swift runtime traps and the app crashes.
    case unowned
}

extension AppContext {
    /// Whether a stored closure that captured `captured` may go on. Alive, it
    /// may. Deallocated, a `[weak self]` closure does nothing (a note says so)
    /// and an `[unowned self]` one crashes the app, as Swift does.
    package mutating func reaches(
        _ captured: ObjectID, named name: String, from closure: String, capture: Capture
    ) -> Bool {
        guard !isAlive(captured) else { return true }
        switch capture {
        case .weak:
            note(InterfaceDiagnostic.weakCaptureFoundNil(closure: closure, object: name))
        case .unowned:
            crashOnUnownedReference(closure: closure, captured: name)
        }
        return false
    }
}
