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
    package func liveController(ofClass className: String) -> ObjectID? {
        liveControllersInTreeOrder.first { controllers.state(of: $0)?.className == className }
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
