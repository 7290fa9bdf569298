/// `UISplitViewController`: two columns side by side on iPad, one on iPhone.
///
/// At compact width (every iPhone here) the split view collapses: UIKit's
/// default puts the secondary column on the primary's navigation stack, so
/// the secondary shows with a Back button to the primary. On iPad in
/// portrait the primary is hidden until a swipe from the edge slides it
/// over (`show-primary`); in landscape both columns show, and rotating hides
/// or shows the primary (the CS193p iPad logs D2 and D3).
extension Application {
    /// Collapses a split view for compact width: the secondary column joins
    /// the end of the primary's navigation stack; a primary that is no
    /// navigation controller just hides it.
    mutating func collapse(_ split: ObjectID) {
        controllers.updateState(of: split) { $0.isCollapsed = true }
        guard let columns = controllers.children(of: split), columns.count == 2 else { return }
        let (primary, secondary) = (columns[0], columns[1])
        guard controllers.state(of: primary)?.kind == .navigationController else { return }
        controllers.updateLists(of: split) { $0.children = [primary] }
        controllers.updateLists(of: primary) { $0.children.append(secondary) }
        controllers.updateState(of: secondary) { $0.parent = primary }
        retain(secondary, by: .navigationStack(primary))
        release(secondary, from: .containerChildren(split))
    }

    /// The controller in the split view's primary column whose code is the
    /// split view's delegate, and whether it collapses the secondary itself.
    func collapseDelegate(of split: ObjectID) -> (delegate: ObjectID, collapsesItself: Bool)? {
        guard let columns = controllers.children(of: split), columns.count == 2 else { return nil }
        for id in controllersShown(from: columns[0]) {
            guard let code = controllers.code(of: id),
                let answer = type(of: code).collapsesSecondary(columns[1], delegate: id, in: self)
            else { continue }
            return (id, answer)
        }
        return nil
    }

    /// Whether the split view's delegate will collapse the secondary itself.
    func secondaryCollapsedByDelegate(of split: ObjectID) -> Bool {
        collapseDelegate(of: split)?.collapsesItself == true
    }

    /// The first appearance of a split view whose delegate collapses the
    /// secondary itself (D4, the one log): both columns' views load, the
    /// secondary starts to appear, the delegate is asked, the secondary
    /// disappears again without ever appearing, and the primary appears.
    /// The split view keeps the secondary, off screen.
    mutating func beginCollapsingAppearance(_ split: ObjectID, animated: Bool, confidence: Confidence) {
        guard let columns = controllers.children(of: split), columns.count == 2 else { return }
        let (primary, secondary) = (columns[0], columns[1])
        beginAppearance(secondary, appearing: true, animated: animated, confidence: confidence)
        if let (delegate, _) = collapseDelegate(of: split) {
            call(
                "splitViewController(_:collapseSecondary:onto:)", on: delegate, channel: .delegate,
                arguments: Event.Arguments(
                    Event.Argument("collapseSecondary", .object(controllers.receiver(secondary)?.name ?? "")),
                    Event.Argument("onto", .object(controllers.receiver(primary)?.name ?? ""))),
                confidence: .documented)
        }
        beginAppearance(secondary, appearing: false, animated: animated, confidence: .observed)
        endAppearance(secondary, appearing: false, animated: animated, confidence: .observed)
        controllers.updateState(of: split) {
            $0.isCollapsePending = false
            $0.isCollapsed = true
        }
        beginAppearance(primary, appearing: true, animated: animated, confidence: confidence)
    }

    /// The split view `id` is in, if any.
    func splitViewController(of id: ObjectID) -> ObjectID? {
        var current = id
        while let parent = controllers.state(of: current)?.parent {
            if controllers.state(of: parent)?.kind == .splitViewController { return parent }
            current = parent
        }
        return nil
    }

    /// `showDetailViewController(_:sender:)`, as a Show Detail segue makes it.
    /// Collapsed, the split view pushes the new controller on the primary's
    /// navigation stack and lets go of a secondary it kept aside (the CS193p
    /// log D5 shows the old one leave the heap right after `prepare`).
    /// Expanded, the new controller replaces the secondary column; the order
    /// of that swap is not logged (uncertain).
    mutating func showDetail(_ destination: ObjectID, in split: ObjectID, from source: ObjectID) {
        guard let state = controllers.state(of: split), let columns = controllers.children(of: split),
            let primary = columns.first
        else { return }
        if state.isCollapsed {
            for kept in columns.dropFirst() {
                controllers.updateLists(of: split) { $0.children = [primary] }
                controllers.updateState(of: kept) { $0.parent = nil }
                release(kept, from: .containerChildren(split))
            }
            if let navigation = navigationController(of: source) {
                pushViewController(destination, onto: navigation)
            } else {
                presentViewController(destination, from: source, style: .automatic)
            }
            return
        }
        let old = columns.count > 1 ? columns[1] : nil
        controllers.updateLists(of: split) { $0.children = [primary, destination] }
        controllers.updateState(of: destination) { $0.parent = split }
        retain(destination, by: .containerChildren(split))
        loadViewIfNeeded(destination, confidence: .uncertain)
        if let old { beginAppearance(old, appearing: false, animated: false, confidence: .uncertain) }
        beginAppearance(destination, appearing: true, animated: false, confidence: .uncertain)
        layOutAppearingView(destination, animated: false, passes: 1, confidence: .uncertain)
        if let old { endAppearance(old, appearing: false, animated: false, confidence: .uncertain) }
        endAppearance(destination, appearing: true, animated: false, confidence: .uncertain)
        if let old {
            controllers.updateState(of: old) { $0.parent = nil }
            release(old, from: .containerChildren(split), confidence: .uncertain)
        }
    }

    /// The split view a gesture on the focused scene reaches, and its primary column.
    private func splitContext(for verb: String) throws(Rejection) -> (split: ObjectID, primary: ObjectID) {
        guard var current = focused?.window.rootViewController else { throw Rejection.notRunning }
        while controllers.state(of: current)?.kind != .splitViewController {
            guard let next = controllers.visibleChildren(of: current).first else {
                throw Rejection(
                    "\(verb) ignored: \(definition.displayName) has no split view (no UISplitViewController on "
                        + "screen); `launch split` starts one")
            }
            current = next
        }
        guard let state = controllers.state(of: current), let primary = controllers.children(of: current)?.first
        else { throw Rejection.notRunning }
        if state.isCollapsed {
            throw Rejection(
                "\(verb) ignored: the split view is collapsed on the \(device.name) (compact width): the secondary "
                    + "is on the primary's navigation stack; `pop` or `push` instead")
        }
        if device.orientation == .landscape {
            throw Rejection(
                "\(verb) ignored: in landscape the \(device.name) shows both columns side by side; `rotate portrait` first"
            )
        }
        return (current, primary)
    }

    /// A swipe from the left edge slides the hidden primary over the
    /// secondary, which stays where it is and hears nothing. The one log
    /// (D3) has a layout pass before the primary's viewWillAppear and
    /// another after its viewDidAppear, not animated.
    mutating func showPrimary() throws(Rejection) {
        let (split, primary) = try splitContext(for: "show-primary")
        guard controllers.state(of: split)?.isPrimaryHidden == true else {
            throw Rejection("show-primary ignored: the primary column \(name(of: primary)) is already shown")
        }
        controllers.updateState(of: split) { $0.isPrimaryHidden = false }
        let column = controllersShown(from: primary)
        column.forEach { layOutOnce($0) }
        beginAppearance(primary, appearing: true, animated: false, confidence: .uncertain)
        endAppearance(primary, appearing: true, animated: false, confidence: .uncertain)
        column.forEach { layOutOnce($0) }
    }

    /// A tap outside the primary slides it away again (not logged: the
    /// mirror of `showPrimary`, uncertain).
    mutating func hidePrimary() throws(Rejection) {
        let (split, primary) = try splitContext(for: "hide-primary")
        guard controllers.state(of: split)?.isPrimaryHidden == false else {
            throw Rejection("hide-primary ignored: the primary column \(name(of: primary)) is already hidden")
        }
        beginAppearance(primary, appearing: false, animated: false, confidence: .uncertain)
        endAppearance(primary, appearing: false, animated: false, confidence: .uncertain)
        controllers.updateState(of: split) { $0.isPrimaryHidden = true }
    }

    /// The primary columns a turn to `orientation` shows or hides: in
    /// portrait an expanded split view hides its primary, in landscape it
    /// shows it again.
    func primaryColumnsChanging(to orientation: Device.Orientation) -> [(split: ObjectID, primary: ObjectID)] {
        scenes.flatMap { controllersInHierarchy(ofScene: $0.id) }.compactMap { id in
            guard let state = controllers.state(of: id), state.kind == .splitViewController, !state.isCollapsed,
                state.isPrimaryHidden != (orientation == .portrait),
                let primary = controllers.children(of: id)?.first
            else { return nil }
            return (id, primary)
        }
    }

    /// The size a controller's view gets: the window's, or a split view
    /// column's (320 points for the primary; the secondary gets the rest,
    /// less a half-point divider, when the primary sits next to it).
    func viewBounds(of id: ObjectID) -> (width: Double, height: Double) {
        let (width, height) = device.windowSize
        var child = id
        while let parent = controllers.state(of: child)?.parent {
            if let split = controllers.state(of: parent), split.kind == .splitViewController, !split.isCollapsed {
                let isPrimary = controllers.children(of: parent)?.first == child
                if isPrimary { return (320, Double(height)) }
                let besidePrimary = !split.isPrimaryHidden && device.orientation == .landscape
                return (besidePrimary ? Double(width) - 320.5 : Double(width), Double(height))
            }
            child = parent
        }
        return (Double(width), Double(height))
    }
}
