/// `hold NAME` and `release NAME`: a strong reference the person keeps to a
/// controller, as a stored property would (the ARC lesson: a popped
/// controller that something still holds gets no `deinit`).
extension Application {
    /// Keeps a strong reference, named `name`, to the focused scene's top view controller.
    mutating func hold(_ name: String) throws(Rejection) {
        if let held = holds[name] {
            throw Rejection(
                "hold \(name) ignored: \(name) already holds \(self.name(of: held)); `release \(name)` first")
        }
        guard let top = topViewController(inScene: focusedScene) else { throw Rejection.notRunning }
        holds[name] = top
        retain(top, by: .hold(name))
        note(
            "\(name) holds \(self.name(of: top)) strongly: popped or dismissed, it stays alive (no deinit) "
                + "until `release \(name)`",
            scene: focusedScene)
    }

    /// Drops the reference `name`; when it was the last one, the controller deinitializes.
    mutating func release(hold name: String) throws(Rejection) {
        guard let held = holds.removeValue(forKey: name) else {
            let names = holds.keys.sorted()
            throw Rejection(
                "release \(name) ignored: nothing is held under that name"
                    + (names.isEmpty
                        ? " (nothing is held; `hold NAME` holds the top controller)"
                        : " (held: \(names.joined(separator: ", ")))"))
        }
        let stillHeld = controllers.owners(of: held).map { Array($0).count > 1 } ?? false
        if stillHeld {
            note("\(name) lets go of \(self.name(of: held)); something else still holds it", scene: focusedScene)
        }
        release(held, from: .hold(name))
    }
}
