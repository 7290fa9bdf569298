/// Rotating the device: a size change for every window, and a trait change
/// where a size class changes (anchor §1h). No controller appears or
/// disappears.
public enum Rotation {
    /// `rotate portrait|landscape`. The calls flow from parent to child
    /// through the controllers in a window's hierarchy: `willTransition(to:with:)`
    /// where the traits change, `viewWillTransition(to:with:)` for the new
    /// size, then, inside the coordinator's animation, `traitCollectionDidChange(_:)`
    /// and a layout pass. Controllers out of the hierarchy (below the top of
    /// a stack, an unselected tab) hear of the traits when they next appear.
    ///
    /// An expanded split view hides its primary column on the way to
    /// portrait and shows it on the way to landscape; the column's
    /// will-call comes first and its did-call last, its layout after the
    /// others' (the CS193p iPad log D2; the turn to landscape mirrors it).
    ///
    /// A suspended app runs no code, so it hears nothing: the device turns,
    /// and the app hears the change when it comes back (`catchUpOnRotation`).
    static func rotate(to asked: Device.Orientation?, in app: inout Application) throws(Rejection) {
        let orientation = try app.device.orientation(turningTo: asked)
        if app.isSuspended {
            // The device as the app last heard of it; a second turn keeps the first one's.
            if app.deviceBeforeMissedTurn == nil { app.deviceBeforeMissedTurn = app.device }
            app.device.orientation = orientation
            app.note(
                LifecycleDiagnostic.turnedWhileSuspended(device: app.device.name, orientation: orientation),
                scene: app.focusedScene)
            return
        }
        let old = app.device
        app.device.orientation = orientation
        app.note(
            LifecycleDiagnostic.turned(
                device: app.device.name, orientation: orientation, size: app.device.sizeDescription,
                width: app.device.horizontalSizeClass, height: app.device.verticalSizeClass,
                sizeClassChanged: sizeClassesChange(from: old, to: app.device)),
            scene: app.focusedScene)
        turnWindows(from: old, in: &app)
    }

    /// Whether a turn from `old` to `new` changes a size class.
    private static func sizeClassesChange(from old: Device, to new: Device) -> Bool {
        old.horizontalSizeClass != new.horizontalSizeClass || old.verticalSizeClass != new.verticalSizeClass
    }

    /// A suspended app that missed a turn of the device hears it as it comes
    /// back, after its scenes' `sceneWillEnterForeground(_:)` and before
    /// `sceneDidBecomeActive(_:)`: its windows take the new size before they
    /// are active again. No source logs this moment, so every call is uncertain.
    /// Turned there and back, the app has nothing to hear.
    static func catchUpOnRotation(in app: inout Application) {
        guard let old = app.deviceBeforeMissedTurn else { return }
        app.deviceBeforeMissedTurn = nil
        guard old.orientation != app.device.orientation else { return }
        app.note(
            LifecycleDiagnostic.missedTurnHeard(
                device: app.device.name, orientation: app.device.orientation, size: app.device.sizeDescription),
            scene: app.focusedScene)
        let start = app.recorder.events.count
        turnWindows(from: old, in: &app)
        for index in app.recorder.events.indices.dropFirst(start) where app.recorder.events[index].kind == .call {
            app.recorder.events[index].confidence = .uncertain
        }
    }

    /// The calls of a turn from `old` to the device as it is now, for every
    /// window's controllers.
    private static func turnWindows(from old: Device, in app: inout Application) {
        let orientation = app.device.orientation
        let columns = SplitViewController.primaryColumnsChanging(to: orientation, in: app)
        let traitsChange = sizeClassesChange(from: old, to: app.device)
        let hiding = orientation == .portrait
        for column in columns {
            if !hiding { app.graph.controllers.updateState(of: column.split) { $0.isPrimaryHidden = false } }
            Appearance.beginAppearance(
                column.primary, appearing: !hiding, animated: false, confidence: .uncertain, in: &app)
            if !hiding { SplitViewController.isAppearing(column.primary, in: &app) }
        }
        // A primary column on its way out still hears of the new size (D2).
        let onScreen = app.scenes.flatMap {
            controllersInHierarchy(ofScene: $0.id, includingDisappearing: true, in: app)
        }
        let traits = Event.Argument.Value.object(ObjectName(Name(app.device.traitDescription)))
        if traitsChange {
            for id in onScreen {
                app.call(
                    .willTransitionToTraits, on: id, channel: .traits,
                    arguments: Event.Arguments(Event.Argument(.to, traits)), confidence: .documented)
            }
        }
        for id in onScreen {
            let bounds = Appearance.viewBounds(of: id, in: app)
            let size = Event.Argument.Value.size(width: bounds.width, height: bounds.height)
            app.call(
                .viewWillTransitionToSize, on: id, channel: .traits,
                arguments: Event.Arguments(Event.Argument(.to, size)), confidence: .documented)
        }
        // Inside the coordinator's animation; the exact interleaving is not settled.
        if traitsChange {
            for id in onScreen { app.call(.traitCollectionDidChange, on: id, channel: .traits, confidence: .observed) }
        }
        let inColumns = Set(columns.flatMap { app.graph.controllersShown(from: $0.primary) })
        for _ in 0..<app.platform.layoutPassesOnRotation {
            for id in onScreen where !inColumns.contains(id) { Appearance.layOutOnce(id, in: &app) }
        }
        // Blocks given to `coordinator.animate(alongsideTransition:completion:)`
        // run after that layout: every animation block, then every completion,
        // then the hiding or showing column's layout (D2).
        let animating = onScreen.filter { id in
            app.graph.controllers.code(of: id).map { type(of: $0).animatesAlongsideSizeTransitions } ?? false
        }
        for id in animating { AppCode.recordClosure(.alongsideAnimationBlock, on: id, in: &app) }
        for id in animating { AppCode.recordClosure(.alongsideCompletionBlock, on: id, in: &app) }
        for id in onScreen where inColumns.contains(id) { Appearance.layOutOnce(id, in: &app) }
        for column in columns {
            Appearance.endAppearance(
                column.primary, appearing: !hiding, animated: false, confidence: .uncertain, in: &app)
            if hiding { app.graph.controllers.updateState(of: column.split) { $0.isPrimaryHidden = true } }
        }
        guard traitsChange else { return }
        let heard = Set(onScreen)
        for id in app.graph.controllers.keys where !heard.contains(id) {
            app.graph.controllers.updateState(of: id) { $0.hasStaleTraits = true }
        }
    }

    /// The controllers of a scene whose views are in its window, parent
    /// before child, then what each presents.
    /// With `includingDisappearing`, those already on their way out count too.
    static func controllersInHierarchy(
        ofScene sceneID: Int, includingDisappearing: Bool = false, in app: Application
    ) -> [ObjectID] {
        guard let root = app.scene(sceneID)?.window.rootViewController else { return [] }
        var found: [ObjectID] = []
        func visit(_ id: ObjectID) {
            guard let state = app.graph.controllers.state(of: id) else { return }
            if state.appearance.isInHierarchy || (includingDisappearing && state.appearance == .disappearing) {
                found.append(id)
            }
            for child in app.graph.controllers.visibleChildren(of: id) { visit(child) }
            if let presented = state.presented { visit(presented) }
        }
        visit(root)
        return found
    }

    /// A controller that missed a trait change while out of the window
    /// hears of it just before it appears again (one source; uncertain).
    static func catchUpOnTraits(_ id: ObjectID, in app: inout Application) {
        guard app.graph.controllers.state(of: id)?.hasStaleTraits == true else { return }
        app.graph.controllers.updateState(of: id) { $0.hasStaleTraits = false }
        app.call(.traitCollectionDidChange, on: id, channel: .traits, confidence: .uncertain)
    }
}

extension Device {
    /// The window's width and height in points: the model's screen, turned with the device.
    public var windowSize: (width: Int, height: Int) {
        let (short, long) = model.portraitSize
        return orientation == .portrait ? (short, long) : (long, short)
    }

    /// The window's size as `CGSize` prints.
    public var sizeDescription: String { Self.sizeText(Double(windowSize.width), windowSize.height) }

    /// A size as `CGSize` prints it: `(873.5, 834.0)`.
    static func sizeText(_ width: Double, _ height: Int) -> String { "(\(width), \(height).0)" }

    /// The size classes, as the trait collection a trait transition goes to.
    var traitDescription: String {
        "UITraitCollection(horizontalSizeClass: .\(horizontalSizeClass.rawValue), "
            + "verticalSizeClass: .\(verticalSizeClass.rawValue))"
    }
}
