/// Rotating the device: a size change for every window, and a trait change
/// where a size class changes (anchor §1h). No controller appears or
/// disappears.
extension Application {
    /// `rotate portrait|landscape`. The calls flow from parent to child
    /// through the controllers in a window's hierarchy: `willTransition(to:with:)`
    /// where the traits change, `viewWillTransition(to:with:)` for the new
    /// size, then, inside the coordinator's animation, `traitCollectionDidChange(_:)`
    /// and a layout pass. Controllers out of the hierarchy (below the top of
    /// a stack, an unselected tab) hear of the traits when they next appear.
    mutating func rotate(to asked: Device.Orientation?) throws(Rejection) {
        let orientation = try device.orientation(turningTo: asked)
        let old = device
        device.orientation = orientation
        let traitsChange =
            old.horizontalSizeClass != device.horizontalSizeClass || old.verticalSizeClass != device.verticalSizeClass
        note(
            "the \(device.name) turns to \(orientation.rawValue): \(device.sizeDescription), width "
                + "\(device.horizontalSizeClass.rawValue), height \(device.verticalSizeClass.rawValue)"
                + (traitsChange ? " (a size class changed)" : " (the size classes stay)"),
            scene: focusedScene)
        let onScreen = scenes.flatMap { controllersInHierarchy(ofScene: $0.id) }
        let traits = Event.Argument.Value.object(ObjectName(Name(device.traitDescription)))
        let size = Event.Argument.Value.object(ObjectName(Name(device.sizeDescription)))
        if traitsChange {
            for id in onScreen {
                call(
                    .willTransitionToTraits, on: id, channel: .traits,
                    arguments: Event.Arguments(Event.Argument(.to, traits)), confidence: .documented)
            }
        }
        for id in onScreen {
            call(
                .viewWillTransitionToSize, on: id, channel: .traits,
                arguments: Event.Arguments(Event.Argument(.to, size)), confidence: .documented)
        }
        // Inside the coordinator's animation; the exact interleaving is not settled.
        if traitsChange {
            for id in onScreen { call(.traitCollectionDidChange, on: id, channel: .traits, confidence: .observed) }
        }
        for id in onScreen {
            call(.viewWillLayoutSubviews, on: id, channel: .layout, confidence: .uncertain)
            call(.viewDidLayoutSubviews, on: id, channel: .layout, confidence: .uncertain)
        }
        guard traitsChange else { return }
        let heard = Set(onScreen)
        for id in controllers.keys where !heard.contains(id) {
            controllers.updateState(of: id) { $0.hasStaleTraits = true }
        }
    }

    /// The controllers of a scene whose views are in its window, parent
    /// before child, then what each presents.
    func controllersInHierarchy(ofScene sceneID: Int) -> [ObjectID] {
        guard let root = scene(sceneID)?.window.rootViewController else { return [] }
        var found: [ObjectID] = []
        func visit(_ id: ObjectID) {
            guard let state = controllers.state(of: id) else { return }
            if state.appearance.isInHierarchy { found.append(id) }
            for child in controllers.visibleChildren(of: id) { visit(child) }
            if let presented = state.presented { visit(presented) }
        }
        visit(root)
        return found
    }

    /// A controller that missed a trait change while out of the window
    /// hears of it just before it appears again (one source; uncertain).
    mutating func catchUpOnTraits(_ id: ObjectID) {
        guard controllers.state(of: id)?.hasStaleTraits == true else { return }
        controllers.updateState(of: id) { $0.hasStaleTraits = false }
        call(.traitCollectionDidChange, on: id, channel: .traits, confidence: .uncertain)
    }
}

extension Device {
    /// The window's size in points, as `CGSize` prints: an iPhone 15 and an
    /// 11-inch iPad in full screen.
    public var sizeDescription: String {
        let (short, long) = idiom == .pad ? (834, 1194) : (393, 852)
        let (width, height) = orientation == .portrait ? (short, long) : (long, short)
        return "(\(width).0, \(height).0)"
    }

    /// The size classes, as the trait collection a trait transition goes to.
    var traitDescription: String {
        "UITraitCollection(horizontalSizeClass: .\(horizontalSizeClass.rawValue), "
            + "verticalSizeClass: .\(verticalSizeClass.rawValue))"
    }
}
