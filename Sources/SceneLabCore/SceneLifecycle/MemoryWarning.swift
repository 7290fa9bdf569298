/// The system's memory warning: every live controller hears it, in tree order.
public enum MemoryWarning {
    /// Every live controller, in the order a walk of the windows meets them:
    /// a container, its children, then what it presents; then controllers
    /// only something else (a `hold`) keeps alive.
    static func liveControllersInTreeOrder(in app: Application) -> [ObjectID] {
        var order: [ObjectID] = []
        _ = firstInTreeOrder(in: app) { id in
            order.append(id)
            return false
        }
        return order
    }

    /// The first live controller of `className`, in tree order: a model
    /// command asks this for the list it changed, on every change, so the
    /// walk stops at the first match instead of ordering the whole tree.
    package static func liveController(ofClass className: String, in app: Application) -> ObjectID? {
        let name = Name(className)
        return firstInTreeOrder(in: app) { app.graph.controllers.state(of: $0)?.classID == name }
    }

    /// Walks the live controllers in tree order until `isFound` says so.
    /// The graph is a tree, so each is met once; the depth bound only keeps a
    /// broken graph from looping.
    private static func firstInTreeOrder(in app: Application, where isFound: (ObjectID) -> Bool) -> ObjectID? {
        let bound = app.graph.controllers.keys.count
        func visit(_ id: ObjectID, depth: Int) -> ObjectID? {
            guard depth <= bound, let state = app.graph.controllers.state(of: id) else { return nil }
            if isFound(id) { return id }
            for child in app.graph.controllers.children(of: id) ?? [] {
                if let found = visit(child, depth: depth + 1) { return found }
            }
            return state.presented.flatMap { visit($0, depth: depth + 1) }
        }
        for scene in app.scenes {
            if let root = scene.window.rootViewController, let found = visit(root, depth: 0) { return found }
        }
        return app.graph.controllers.keys.first { !isInAWindow($0, in: app) && isFound($0) }
    }

    /// Whether a controller hangs from a window's root, through its parents and presenters.
    static func isInAWindow(_ id: ObjectID, in app: Application) -> Bool {
        var current = id
        for _ in 0...app.graph.controllers.keys.count {
            guard let state = app.graph.controllers.state(of: current) else { return false }
            guard let up = state.parent ?? state.presenter else {
                return app.scenes.contains { $0.window.rootViewController == current }
            }
            current = up
        }
        return false
    }

    /// `applicationDidReceiveMemoryWarning(_:)`, then `didReceiveMemoryWarning()`
    /// on every live controller, on screen or not (anchor §1i). The order
    /// among controllers is not settled, so it is marked when there is more than one screen.
    static func receiveMemoryWarning(in app: inout Application) {
        app.callAppDelegate("applicationDidReceiveMemoryWarning(_:)", confidence: .documented)
        let live = liveControllersInTreeOrder(in: app)
        let plain = live.filter { app.graph.controllers.state(of: $0)?.kind == .plain }
        let confidence: Confidence = plain.count > 1 ? .uncertain : .observed
        for id in live {
            app.call(
                "didReceiveMemoryWarning()", on: id, channel: app.graph.controllers.state(of: id)?.memoryChannel,
                confidence: confidence)
        }
    }
}
