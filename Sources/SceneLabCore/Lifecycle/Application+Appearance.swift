extension Application {
    /// `loadViewIfNeeded()`: `loadView()` then `viewDidLoad()`, once per instance.
    mutating func loadViewIfNeeded(_ id: ObjectID, confidence: Confidence) {
        guard controllers.isViewLoaded(id) == false else { return }
        controllers.markViewLoaded(id)
        call(.loadView, on: id, confidence: confidence)
        call(.viewDidLoad, on: id, confidence: confidence)
        runViewDidLoad(id)
    }

    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)`, forwarded by containers
    /// to the child they show after their own call. A child appearing for the
    /// first time loads its view just before.
    mutating func beginAppearance(_ id: ObjectID, appearing: Bool, animated: Bool, confidence: Confidence) {
        let isSplitView = controllers.state(of: id)?.kind == .splitViewController
        if appearing {
            loadViewIfNeeded(id, confidence: confidence)
            if isSplitView { loadColumns(of: id) }
            catchUpOnTraits(id)
        }
        step(id, appearing ? .willAppear : .willDisappear, animated: animated, confidence: confidence)
        if appearing, isSplitView, controllers.state(of: id)?.isCollapsePending == true {
            return beginCollapsingAppearance(id, animated: animated, confidence: confidence)
        }
        let children = controllers.visibleChildren(of: id)
        // A split view starts with its secondary column (the CS193p iPad launch log, D1; one log, uncertain).
        if isSplitView {
            for child in children.reversed() {
                beginAppearance(child, appearing: appearing, animated: animated, confidence: confidence)
            }
        } else {
            for child in children {
                beginAppearance(child, appearing: appearing, animated: animated, confidence: confidence)
            }
        }
    }

    /// A split view loads the views of both its columns before either
    /// appears, the secondary's first, and even one it will not show (the
    /// CS193p launch logs D1 and D4; uncertain).
    private mutating func loadColumns(of split: ObjectID) {
        for column in (controllers.children(of: split) ?? []).reversed() {
            for id in controllersShown(from: column) { loadViewIfNeeded(id, confidence: .uncertain) }
        }
    }

    /// A controller and the ones it shows, all the way down.
    func controllersShown(from id: ObjectID) -> [ObjectID] {
        [id] + controllers.visibleChildren(of: id).flatMap { controllersShown(from: $0) }
    }

    /// One layout pass outside an appearance (a rotation, a column sliding in);
    /// how many such passes come is not documented.
    mutating func layOutOnce(_ id: ObjectID) {
        layOut(id, confidence: .uncertain)
    }

    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`, each carrying
    /// the view's `bounds.size` as context (what the CS193p logger prints);
    /// the size is worked out only when the layout channel is recorded.
    private mutating func layOut(_ id: ObjectID, confidence: Confidence) {
        controllers.markLaidOut(id)
        guard recordedChannels.admits(.layout) else {
            callsMade += 2
            return
        }
        let bounds = viewBounds(of: id)
        let context = Event.Arguments(
            Event.Argument(Event.Argument.contextLabel, .size(width: bounds.width, height: bounds.height)))
        call(.viewWillLayoutSubviews, on: id, channel: .layout, arguments: context, confidence: confidence)
        call(.viewDidLayoutSubviews, on: id, channel: .layout, arguments: context, confidence: confidence)
    }

    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`, forwarded in the children's order.
    mutating func endAppearance(_ id: ObjectID, appearing: Bool, animated: Bool, confidence: Confidence) {
        step(id, appearing ? .didAppear : .didDisappear, animated: animated, confidence: confidence)
        for child in controllers.visibleChildren(of: id) {
            endAppearance(child, appearing: appearing, animated: animated, confidence: confidence)
        }
    }

    /// `viewIsAppearing(_:)`, then `passes` layout passes, between the will-
    /// and did-appear calls. `viewIsAppearing` runs exactly once per appearance
    /// (Apple's documentation); how many layout passes come is not documented,
    /// so the count is the logs' and carries their confidence. A view that was
    /// never laid out gets one pass whatever the count.
    mutating func layOutAppearingView(_ id: ObjectID, animated: Bool, passes: Int, confidence: Confidence) {
        if platform.hasViewIsAppearing {
            call(
                .viewIsAppearing, on: id, channel: .appearing, arguments: Event.Arguments(.animated(animated)),
                confidence: .documented)
        }
        let count = controllers.hasBeenLaidOut(id) == false ? max(passes, 1) : passes
        for _ in 0..<count {
            layOut(id, confidence: confidence)
            // A table view asks its data source for rows in its first layout pass.
            if controllers.hasLoadedTable(id) == false, let sections = tableSections(of: id) {
                controllers.markTableLoaded(id)
                recordTableLoad(of: id, sections: sections)
            }
        }
        let children = controllers.visibleChildren(of: id)
        // An expanded split view lays out its secondary first, once, then its
        // primary (the CS193p iPad launch log, D1; one log, uncertain).
        if controllers.state(of: id)?.kind == .splitViewController, children.count == 2 {
            layOutAppearingView(
                children[children.startIndex + 1], animated: animated, passes: 1, confidence: .uncertain)
            layOutAppearingView(
                children[children.startIndex], animated: animated, passes: passes, confidence: confidence)
            return
        }
        for child in children {
            layOutAppearingView(child, animated: animated, passes: passes, confidence: confidence)
        }
    }

    /// Moves one controller through the appearance state machine and records the call.
    /// A move the machine forbids is recorded as an error rather than made.
    private mutating func step(
        _ id: ObjectID, _ transition: AppearanceState.Transition, animated: Bool, confidence: Confidence
    ) {
        guard let appearance = controllers.appearance(of: id) else { return }
        guard let next = appearance.applying(transition) else {
            record(
                .error(
                    "internal: \(name(of: id)) cannot go from \(appearance.rawValue) through \(transition.method)"))
            return
        }
        controllers.setAppearance(next, of: id)
        call(transition.method, on: id, arguments: Event.Arguments(.animated(animated)), confidence: confidence)
        if transition == .willDisappear { runViewWillDisappear(id) }
    }
}
