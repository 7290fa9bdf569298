extension Application {
    /// Every live controller, in the order a walk of the windows meets them:
    /// a container, its children, then what it presents; then controllers
    /// only something else (a `hold`) keeps alive.
    var liveControllersInTreeOrder: [ObjectID] {
        var order: [ObjectID] = []
        var seen: Set<ObjectID> = []
        func visit(_ id: ObjectID) {
            guard let controller = controllers[id], seen.insert(id).inserted else { return }
            order.append(id)
            controller.children.forEach(visit)
            if let presented = controller.presented { visit(presented) }
        }
        for scene in scenes {
            if let root = scene.window.rootViewController { visit(root) }
        }
        for id in controllers.keys where !seen.contains(id) { order.append(id) }
        return order
    }

    /// The first live controller of `className`, in tree order.
    ///
    /// A model command asks this for the list it changed, on every change:
    /// the search stops at the first match instead of ordering the whole tree.
    package func liveController(ofClass className: String) -> ObjectID? {
        let name = Name(className)
        func search(_ id: ObjectID, depth: Int) -> ObjectID? {
            // A graph is a tree; the bound only keeps a broken one from looping.
            guard depth <= controllers.keys.count, let state = controllers.state(of: id) else { return nil }
            if state.classID == name { return id }
            for child in controllers.children(of: id) ?? [] {
                if let found = search(child, depth: depth + 1) { return found }
            }
            return state.presented.flatMap { search($0, depth: depth + 1) }
        }
        for scene in scenes {
            if let root = scene.window.rootViewController, let found = search(root, depth: 0) { return found }
        }
        // Controllers outside every window's tree (held by a property), in creation order.
        return controllers.keys.first { controllers.state(of: $0)?.classID == name }
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
