/// The appearance calls every view controller gets, container or not:
/// loading the view, the will/did pairs through `AppearanceState`, and the
/// layout passes between them. What differs by container kind is asked of
/// the kind's `ContainerBehavior`.
enum Appearance {
    /// `loadViewIfNeeded()`: `loadView()` then `viewDidLoad()`, once per instance.
    /// A storyboard view's embed segues fire at the end of `loadView()`, so
    /// its container views' children are in place by `viewDidLoad()`.
    static func loadViewIfNeeded(_ id: ObjectID, confidence: Confidence, in app: inout Application) {
        guard app.graph.controllers.isViewLoaded(id) == false else { return }
        app.graph.controllers.markViewLoaded(id)
        app.call(.loadView, on: id, confidence: confidence)
        Storyboard.performEmbedSegues(of: id, in: &app)
        app.call(.viewDidLoad, on: id, confidence: confidence)
        AppCode.runViewDidLoad(id, in: &app)
        AppCode.noteLoaded(id, in: &app)
        app.graph.controllers.state(of: id)?.kind.behavior?.didLoadView(id, in: &app)
    }

    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)`, which a container
    /// passes on to the children it shows after its own call. A controller
    /// appearing for the first time loads its view just before.
    static func beginAppearance(
        _ id: ObjectID, appearing: Bool, animated: Bool, confidence: Confidence, in app: inout Application
    ) {
        if appearing { loadViewIfNeeded(id, confidence: confidence, in: &app) }
        // Read after the view loads: a controller whose `viewDidLoad()` adds a child is a container from then on.
        let container = app.graph.controllers.state(of: id)?.kind.behavior
        if appearing {
            container?.prepareToAppear(id, in: &app)
            Rotation.catchUpOnTraits(id, in: &app)
        }
        step(id, appearing ? .willAppear : .willDisappear, animated: animated, confidence: confidence, in: &app)
        container?.beginAppearance(
            ofChildren: app.graph.controllers.visibleChildren(of: id), of: id, appearing: appearing, animated: animated,
            confidence: confidence, in: &app)
    }

    /// One layout pass outside an appearance (a rotation, a column sliding in);
    /// how many such passes come is not documented.
    static func layOutOnce(_ id: ObjectID, in app: inout Application) {
        layOut(id, confidence: .uncertain, in: &app)
    }

    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`, each carrying
    /// the view's `bounds.size` as context (what the CS193p logger prints);
    /// the size is worked out only when the layout channel is recorded.
    private static func layOut(_ id: ObjectID, confidence: Confidence, in app: inout Application) {
        app.graph.controllers.markLaidOut(id)
        guard app.recorder.channels.admits(.layout) else {
            app.recorder.callsMade += 2
            return
        }
        let bounds = viewBounds(of: id, in: app)
        let context = Event.Arguments(
            Event.Argument(Event.Argument.contextLabel, .size(width: bounds.width, height: bounds.height)))
        app.call(.viewWillLayoutSubviews, on: id, channel: .layout, arguments: context, confidence: confidence)
        app.call(.viewDidLayoutSubviews, on: id, channel: .layout, arguments: context, confidence: confidence)
    }

    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`, forwarded in the children's order.
    static func endAppearance(
        _ id: ObjectID, appearing: Bool, animated: Bool, confidence: Confidence, in app: inout Application
    ) {
        step(id, appearing ? .didAppear : .didDisappear, animated: animated, confidence: confidence, in: &app)
        if appearing, app.graph.controllers.completesMoveAfterAppearing(id) {
            completeMove(id, in: &app)
        }
        for child in app.graph.controllers.visibleChildren(of: id) {
            endAppearance(child, appearing: appearing, animated: animated, confidence: confidence, in: &app)
        }
    }

    /// A child that joined its container before the container appeared
    /// hears `didMove(toParent:)` only now, then its view is laid out: the
    /// one published log of a page view controller's first page (Stack
    /// Overflow 48653763: viewDidLoad, viewWillAppear, viewDidAppear,
    /// didMove, then two layout passes). One log, so every line is uncertain.
    private static func completeMove(_ id: ObjectID, in app: inout Application) {
        app.graph.controllers.updateState(of: id) { $0.completesMoveAfterAppearing = false }
        guard let parent = app.graph.controllers.state(of: id)?.parent else { return }
        app.call(
            .didMoveToParent, on: id, channel: .containment,
            arguments: Event.Arguments(Event.Argument(.toParent, .object(app.objectName(of: parent)))),
            confidence: .uncertain)
        layOut(id, passes: 2, confidence: .uncertain, in: &app)
    }

    /// `viewIsAppearing(_:)`, then `passes` layout passes, between the will-
    /// and did-appear calls. `viewIsAppearing` runs exactly once per appearance
    /// (Apple's documentation); how many layout passes come is not documented,
    /// so the count is the logs' and carries their confidence. A view that was
    /// never laid out gets one pass whatever the count. `isAppearingConfidence`
    /// is lowered only where no log shows the call's moment (an interactive pop).
    static func layOutAppearingView(
        _ id: ObjectID, animated: Bool, passes: Int, confidence: Confidence,
        isAppearingConfidence: Confidence = .documented, in app: inout Application
    ) {
        if app.platform.hasViewIsAppearing {
            app.call(
                .viewIsAppearing, on: id, channel: .appearing, arguments: Event.Arguments(.animated(animated)),
                confidence: isAppearingConfidence)
        }
        // A child whose move completes after it appears is laid out then (`completeMove`).
        if !app.graph.controllers.completesMoveAfterAppearing(id) {
            let count = app.graph.controllers.hasBeenLaidOut(id) == false ? max(passes, 1) : passes
            layOut(id, passes: count, confidence: confidence, in: &app)
        }
        app.graph.controllers.state(of: id)?.kind.behavior?.layOutAppearingChildren(
            app.graph.controllers.visibleChildren(of: id), of: id, animated: animated, passes: passes,
            confidence: confidence, in: &app)
    }

    /// `passes` layout passes; a table view asks its data source for rows in its first.
    private static func layOut(_ id: ObjectID, passes: Int, confidence: Confidence, in app: inout Application) {
        for _ in 0..<passes {
            layOut(id, confidence: confidence, in: &app)
            if app.graph.controllers.hasLoadedTable(id) == false, let sections = AppCode.tableSections(of: id, in: app)
            {
                app.graph.controllers.markTableLoaded(id)
                AppCode.recordTableLoad(of: id, sections: sections, in: &app)
            }
        }
    }

    /// The size a controller's view gets: the window's, unless a container
    /// above it gives its child another (a split view's column).
    static func viewBounds(of id: ObjectID, in app: Application) -> (width: Double, height: Double) {
        var child = id
        while let parent = app.graph.controllers.state(of: child)?.parent {
            if let container = app.graph.controllers.state(of: parent)?.kind.behavior,
                let bounds = container.bounds(ofChild: child, in: parent, app: app)
            {
                return bounds
            }
            child = parent
        }
        let (width, height) = app.device.windowSize
        return (Double(width), Double(height))
    }

    /// Moves one controller through the appearance state machine and records the call.
    /// A move the machine forbids is recorded as an error rather than made.
    private static func step(
        _ id: ObjectID, _ transition: AppearanceState.Transition, animated: Bool, confidence: Confidence,
        in app: inout Application
    ) {
        guard let appearance = app.graph.controllers.appearance(of: id) else { return }
        guard let next = appearance.applying(transition) else {
            let refusal = ContainerDiagnostic.appearanceMoveForbidden(
                controller: app.name(of: id).description, from: appearance.rawValue,
                through: transition.method.description)
            app.record(.error(refusal.text(in: app.language)))
            return
        }
        app.graph.controllers.setAppearance(next, of: id)
        forwardByHandIfNeeded(id, transition, animated: animated, in: &app)
        app.call(transition.method, on: id, arguments: Event.Arguments(.animated(animated)), confidence: confidence)
        if transition == .willDisappear { AppCode.runViewWillDisappear(id, in: &app) }
        if transition == .didAppear { AppCode.noteAppeared(id, in: &app) }
    }

    /// A child whose parent turned `shouldAutomaticallyForwardAppearanceMethods`
    /// off hears nothing from UIKit: the parent's code makes each will-call
    /// with `beginAppearanceTransition(_:animated:)` and each did-call with
    /// `endAppearanceTransition()` (Apple's documentation of the three),
    /// recorded just before the call it causes.
    private static func forwardByHandIfNeeded(
        _ id: ObjectID, _ transition: AppearanceState.Transition, animated: Bool, in app: inout Application
    ) {
        guard app.someContainerForwardsByHand, let parent = app.graph.controllers.state(of: id)?.parent,
            app.graph.controllers.state(of: parent)?.forwardsAppearanceAutomatically == false
        else { return }
        switch transition {
        case .willAppear, .willDisappear:
            app.call(
                "beginAppearanceTransition(_:animated:)", on: id, channel: .containment,
                arguments: Event.Arguments(
                    Event.Argument("isAppearing", .bool(transition == .willAppear)), .animated(animated)),
                confidence: .documented)
        case .didAppear, .didDisappear:
            app.call("endAppearanceTransition()", on: id, channel: .containment, confidence: .documented)
        }
    }
}
