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
            throw Rejection(
                "hold \(name) ignored: \(name) already holds \(app.name(of: held)); `release \(name)` first",
                ru: "hold \(name) не выполнена: \(name) уже держит \(app.name(of: held)); сначала `release \(name)`")
        }
        guard let top = app.topViewController(inScene: app.focusedScene) else { throw Rejection.notRunning }
        app.retain(top, by: .hold(name))
        app.note(
            "\(name) holds \(app.name(of: top)) strongly: popped or dismissed, it stays alive (no deinit) "
                + "until `release \(name)`",
            ru: "\(name) держит \(app.name(of: top)) сильной ссылкой: снятый со стека или закрытый, он остаётся жив "
                + "(без deinit) до `release \(name)`",
            scene: app.focusedScene)
    }

    /// Drops the reference `name`; when it was the last one, the controller deinitializes.
    static func release(hold name: String, in app: inout Application) throws(Rejection) {
        guard let held = heldController(named: name, in: app) else {
            let names = app.graph.controllers.keys.flatMap { holdNames(of: $0, in: app) }.sorted()
            throw Rejection(
                "release \(name) ignored: nothing is held under that name"
                    + (names.isEmpty
                        ? " (nothing is held; `hold NAME` holds the top controller)"
                        : " (held: \(names.joined(separator: ", ")))"),
                ru: "release \(name) не выполнена: под этим именем ничего не удерживается"
                    + (names.isEmpty
                        ? " (ничего не удерживается; `hold NAME` удержит верхний контроллер)"
                        : " (удерживаются: \(names.joined(separator: ", ")))"))
        }
        if let owners = app.graph.controllers.owners(of: held), owners.count > 1 {
            app.note(
                "\(name) lets go of \(app.name(of: held)); something else still holds it",
                ru: "\(name) отпускает \(app.name(of: held)); его ещё держит что-то другое", scene: app.focusedScene)
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
