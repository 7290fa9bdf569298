extension Application {
    /// Every live controller, in the order a walk of the windows meets them:
    /// a container, its children, then what it presents; then controllers
    /// only something else (a `hold`) keeps alive.
    var liveControllersInTreeOrder: [ObjectID] {
        var order: [ObjectID] = []
        _ = firstInTreeOrder { id in
            order.append(id)
            return false
        }
        return order
    }

    /// The first live controller of `className`, in tree order: a model
    /// command asks this for the list it changed, on every change, so the
    /// walk stops at the first match instead of ordering the whole tree.
    package func liveController(ofClass className: String) -> ObjectID? {
        let name = Name(className)
        return firstInTreeOrder { controllers.state(of: $0)?.classID == name }
    }

    /// Walks the live controllers in tree order until `isFound` says so.
    /// The graph is a tree, so each is met once; the depth bound only keeps a
    /// broken graph from looping.
    private func firstInTreeOrder(where isFound: (ObjectID) -> Bool) -> ObjectID? {
        let bound = controllers.keys.count
        func visit(_ id: ObjectID, depth: Int) -> ObjectID? {
            guard depth <= bound, let state = controllers.state(of: id) else { return nil }
            if isFound(id) { return id }
            for child in controllers.children(of: id) ?? [] {
                if let found = visit(child, depth: depth + 1) { return found }
            }
            return state.presented.flatMap { visit($0, depth: depth + 1) }
        }
        for scene in scenes {
            if let root = scene.window.rootViewController, let found = visit(root, depth: 0) { return found }
        }
        return controllers.keys.first { !isInAWindow($0) && isFound($0) }
    }

    /// Whether a controller hangs from a window's root, through its parents and presenters.
    func isInAWindow(_ id: ObjectID) -> Bool {
        var current = id
        for _ in 0...controllers.keys.count {
            guard let state = controllers.state(of: current) else { return false }
            guard let up = state.parent ?? state.presenter else {
                return scenes.contains { $0.window.rootViewController == current }
            }
            current = up
        }
        return false
    }

    /// `applicationDidReceiveMemoryWarning(_:)`, then `didReceiveMemoryWarning()`
    /// on every live controller, on screen or not (anchor §1i). The order
    /// among controllers is not settled, so it is marked when there is more than one screen.
    mutating func receiveMemoryWarning() {
        callAppDelegate("applicationDidReceiveMemoryWarning(_:)", confidence: .documented)
        let live = liveControllersInTreeOrder
        let plain = live.filter { controllers.state(of: $0)?.kind == .plain }
        let confidence: Confidence = plain.count > 1 ? .uncertain : .observed
        for id in live {
            call(
                "didReceiveMemoryWarning()", on: id, channel: controllers.state(of: id)?.memoryChannel,
                confidence: confidence)
        }
    }
}
