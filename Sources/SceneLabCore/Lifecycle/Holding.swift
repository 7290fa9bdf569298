/// `hold NAME` and `release NAME`: a strong reference the person keeps to a
/// controller, as a stored property would (the ARC lesson: a popped
/// controller that something still holds gets no `deinit`).
///
/// The reference is an owner like any other (`Owner.hold`), recorded on the
/// controller it keeps alive; nothing else remembers it.
extension Application {
    /// Keeps a strong reference, named `name`, to the focused scene's top view controller.
    mutating func hold(_ name: String) throws(Rejection) {
        if let held = controller(heldBy: name) {
            throw Rejection(
                "hold \(name) ignored: \(name) already holds \(self.name(of: held)); `release \(name)` first")
        }
        guard let top = topViewController(inScene: focusedScene) else { throw Rejection.notRunning }
        retain(top, by: .hold(name))
        note(
            "\(name) holds \(self.name(of: top)) strongly: popped or dismissed, it stays alive (no deinit) "
                + "until `release \(name)`",
            scene: focusedScene)
    }

    /// Drops the reference `name`; when it was the last one, the controller deinitializes.
    mutating func release(hold name: String) throws(Rejection) {
        guard let held = controller(heldBy: name) else {
            let names = controllers.keys.flatMap(holdNames(of:)).sorted()
            throw Rejection(
                "release \(name) ignored: nothing is held under that name"
                    + (names.isEmpty
                        ? " (nothing is held; `hold NAME` holds the top controller)"
                        : " (held: \(names.joined(separator: ", ")))"))
        }
        if let owners = controllers.owners(of: held), owners.count > 1 {
            note("\(name) lets go of \(self.name(of: held)); something else still holds it", scene: focusedScene)
        }
        release(held, from: .hold(name))
    }

    /// The controller `hold name` keeps, if any.
    func controller(heldBy name: String) -> ObjectID? {
        controllers.keys.first { controllers.owners(of: $0)?.contains(.hold(name)) == true }
    }

    /// The names under which `hold` keeps a controller, in order.
    func holdNames(of id: ObjectID) -> [String] {
        (controllers.owners(of: id) ?? []).compactMap { owner in
            if case .hold(let name) = owner { return name }
            return nil
        }.sorted()
    }
}
