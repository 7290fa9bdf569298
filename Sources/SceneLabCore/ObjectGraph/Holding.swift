/// `hold NAME` and `release NAME`: a strong reference the person keeps to a
/// controller, as a stored property would (the ARC lesson: a popped
/// controller that something still holds gets no `deinit`).
///
/// The reference is an owner like any other (`Owner.hold`), recorded on the
/// controller it keeps alive; nothing else remembers it.
public enum Holding {
    /// Keeps a strong reference, named `name`, to the focused scene's top view controller.
    static func hold(_ name: String, in app: inout Application) throws(Rejection) {
        if let held = heldController(named: name, in: app) {
            throw Rejection(InterfaceDiagnostic.holdNameTaken(name: name, holding: app.name(of: held)))
        }
        guard let top = app.topViewController(inScene: app.focusedScene) else { throw Rejection.notRunning }
        app.retain(top, by: .hold(name))
        app.note(InterfaceDiagnostic.holding(name: name, controller: app.name(of: top)), scene: app.focusedScene)
    }

    /// Drops the reference `name`; when it was the last one, the controller deinitializes.
    static func release(hold name: String, in app: inout Application) throws(Rejection) {
        guard let held = heldController(named: name, in: app) else {
            let names = app.graph.controllers.keys.flatMap { holdNames(of: $0, in: app) }.sorted()
            throw Rejection(InterfaceDiagnostic.nothingHeld(name: name, held: names))
        }
        if let owners = app.graph.controllers.owners(of: held), owners.count > 1 {
            app.note(
                InterfaceDiagnostic.releasedButStillHeld(name: name, controller: app.name(of: held)),
                scene: app.focusedScene)
        }
        app.release(held, from: .hold(name))
    }

    /// The controller `hold name` keeps, if any.
    static func heldController(named name: String, in app: Application) -> ObjectID? {
        app.graph.controllers.keys.first { app.graph.controllers.owners(of: $0)?.contains(.hold(name)) == true }
    }

    /// The names under which `hold` keeps a controller, in order.
    static func holdNames(of id: ObjectID, in app: Application) -> [String] {
        (app.graph.controllers.owners(of: id) ?? []).compactMap { owner in
            if case .hold(let name) = owner { return name }
            return nil
        }.sorted()
    }
}
