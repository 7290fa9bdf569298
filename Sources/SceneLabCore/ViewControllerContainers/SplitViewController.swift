import CommandGrammar

/// `UISplitViewController`: two columns side by side on iPad, one on iPhone.
///
/// At compact width (every iPhone here) the split view collapses: UIKit's
/// default puts the secondary column on the primary's navigation stack, so
/// the secondary shows with a Back button to the primary. On iPad in
/// portrait the primary is hidden until a swipe from the edge slides it
/// over (`show-primary`); in landscape both columns show, and rotating hides
/// or shows the primary (the CS193p iPad logs D2 and D3).
public enum SplitViewController: ContainerBehavior {
    static let className = "UISplitViewController"
    /// The whole graph is decoded at once (the CS193p launch logs D1 and D4:
    /// the primary's class is made first, the secondary's woken first).
    static let storyboardDecoding = StoryboardDecoding.wholeGraph

    /// Expanded, every column is on screen unless the primary is hidden;
    /// collapsed (compact width), the primary only, with the secondary pushed onto it.
    static func visibleChildren(of state: ViewController.State, among children: [ObjectID]) -> ArraySlice<ObjectID> {
        if state.isCollapsed { return children.prefix(1) }
        return state.isPrimaryHidden ? children.dropFirst() : children[...]
    }

    /// An expanded split view in portrait offers its primary column: slid
    /// in with `show-primary`, away with `hide-primary`.
    static func offeredActions(_ split: ObjectID, in app: Application) -> [String] {
        guard let state = app.graph.controllers.state(of: split), !state.isCollapsed,
            app.device.orientation == .portrait
        else { return [] }
        return [state.isPrimaryHidden ? "show-primary" : "hide-primary"]
    }

    static func role(ofChild index: Int, in state: ViewController.State) -> ChildRole {
        ChildRole(index == 0 ? "primary" : index == 1 ? "secondary" : "[\(index)]")
    }

    /// Made for a compact width, the split view collapses (or waits to, when
    /// its delegate will collapse the secondary itself); otherwise the
    /// `.automatic` display mode shows both columns in landscape and hides
    /// the primary in portrait.
    static func didLoad(_ split: ObjectID, in app: inout Application) {
        if app.device.horizontalSizeClass == .compact {
            let delegate = collapseDelegate(of: split, in: app)
            if let note = delegate?.note { app.note(note) }
            if delegate?.collapsesItself == true {
                app.graph.controllers.updateState(of: split) { $0.isCollapsePending = true }
            } else {
                collapse(split, in: &app)
            }
        } else {
            let isPortrait = app.device.orientation == .portrait
            app.graph.controllers.updateState(of: split) { $0.isPrimaryHidden = isPortrait }
        }
    }

    /// A split view loads the views of both its columns before either
    /// appears, the secondary's first, and even one it will not show (the
    /// CS193p launch logs D1 and D4; uncertain).
    static func prepareToAppear(_ split: ObjectID, in app: inout Application) {
        for column in (app.graph.controllers.children(of: split) ?? []).reversed() {
            for id in app.graph.controllersShown(from: column) {
                Appearance.loadViewIfNeeded(id, confidence: .uncertain, in: &app)
            }
        }
    }

    /// A split view starts with its secondary column (the CS193p iPad launch
    /// log, D1; one log, uncertain), unless its delegate collapses it first.
    static func beginAppearance(
        ofChildren children: ArraySlice<ObjectID>, of split: ObjectID, appearing: Bool, animated: Bool,
        confidence: Confidence, in app: inout Application
    ) {
        if appearing, app.graph.controllers.state(of: split)?.isCollapsePending == true {
            return beginCollapsingAppearance(split, animated: animated, confidence: confidence, in: &app)
        }
        for child in children.reversed() {
            Appearance.beginAppearance(
                child, appearing: appearing, animated: animated, confidence: confidence, in: &app)
        }
    }

    /// An expanded split view lays out its secondary first, once, then its
    /// primary (the CS193p iPad launch log, D1; one log, uncertain).
    static func layOutAppearingChildren(
        _ children: ArraySlice<ObjectID>, of split: ObjectID, animated: Bool, passes: Int,
        confidence: Confidence, in app: inout Application
    ) {
        guard children.count == 2 else {
            for child in children {
                Appearance.layOutAppearingView(
                    child, animated: animated, passes: passes, confidence: confidence, in: &app)
            }
            return
        }
        Appearance.layOutAppearingView(
            children[children.startIndex + 1], animated: animated, passes: 1, confidence: .uncertain, in: &app)
        Appearance.layOutAppearingView(
            children[children.startIndex], animated: animated, passes: passes, confidence: confidence, in: &app)
    }

    /// An expanded split view's columns: 320 points for the primary; the
    /// secondary gets the rest, less a half-point divider, when the primary
    /// sits next to it. Collapsed, the split view leaves the size to the window.
    static func bounds(
        ofChild child: ObjectID, in split: ObjectID, app: Application
    ) -> (width: Double, height: Double)? {
        guard let state = app.graph.controllers.state(of: split), !state.isCollapsed else { return nil }
        let (width, height) = app.device.windowSize
        if app.graph.controllers.children(of: split)?.first == child { return (320, Double(height)) }
        let besidePrimary = !state.isPrimaryHidden && app.device.orientation == .landscape
        return (besidePrimary ? Double(width) - 320.5 : Double(width), Double(height))
    }

    /// Collapses a split view for compact width: the secondary column joins
    /// the end of the primary's navigation stack; a primary that is no
    /// navigation controller just hides it.
    static func collapse(_ split: ObjectID, in app: inout Application) {
        app.graph.controllers.updateState(of: split) { $0.isCollapsed = true }
        guard let columns = app.graph.controllers.children(of: split), columns.count == 2 else { return }
        let (primary, secondary) = (columns[0], columns[1])
        guard app.graph.controllers.state(of: primary)?.kind == .navigationController else { return }
        app.graph.controllers.updateLists(of: split) { $0.children = [primary] }
        app.graph.controllers.updateLists(of: primary) { $0.children.append(secondary) }
        app.graph.controllers.updateState(of: secondary) { $0.parent = primary }
        app.retain(secondary, by: .navigationStack(primary))
        app.release(secondary, from: .containerChildren(split))
    }

    /// The object whose `splitViewController(_:collapseSecondary:onto:)` UIKit calls.
    enum CollapseDelegate: Equatable {
        case controller(ObjectID), appDelegate, sceneDelegate
    }

    /// The split view's delegate, and whether it collapses the secondary
    /// itself: a controller of the primary column whose code answers, else
    /// the split view itself or the app's or scene's delegate, as the split
    /// view's own code tells.
    static func collapseDelegate(
        of split: ObjectID, in app: Application
    ) -> (delegate: CollapseDelegate, collapsesItself: Bool, note: (any Diagnostic)?)? {
        guard let columns = app.graph.controllers.children(of: split), columns.count == 2 else { return nil }
        for id in app.graph.controllersShown(from: columns[0]) {
            guard let code = app.graph.controllers.code(of: id),
                let answer = type(of: code).collapsesSecondary(columns[1], delegate: id, in: app)
            else { continue }
            return (.controller(id), answer, nil)
        }
        guard let code = app.graph.controllers.code(of: split),
            let answer = type(of: code).splitViewDelegate(columns[1], split: split, in: app)
        else { return nil }
        let delegate: CollapseDelegate =
            switch answer.delegate {
            case .splitViewController: .controller(split)
            case .appDelegate: .appDelegate
            case .sceneDelegate: app.platform.usesScenes ? .sceneDelegate : .appDelegate
            }
        return (delegate, answer.collapsesItself, answer.note)
    }

    /// Records UIKit asking the delegate to collapse `secondary` onto `primary`.
    private static func askToCollapse(
        _ delegate: CollapseDelegate, split: ObjectID, secondary: ObjectID, primary: ObjectID,
        in app: inout Application
    ) {
        let method = Name("splitViewController(_:collapseSecondary:onto:)")
        let arguments = Event.Arguments(
            Event.Argument("collapseSecondary", .object(app.graph.controllers.receiver(secondary)?.name ?? "")),
            Event.Argument("onto", .object(app.graph.controllers.receiver(primary)?.name ?? "")))
        switch delegate {
        case .controller(let id):
            app.call(method, on: id, channel: .delegate, arguments: arguments, confidence: .documented)
        case .appDelegate:
            app.record(
                .call(
                    method, on: ObjectName(Application.appDelegate), of: Application.appDelegate, channel: .app,
                    scene: nil, arguments: arguments, confidence: .documented))
        case .sceneDelegate:
            guard let scene = app.scenes.first(where: { $0.window.rootViewController == split }) else { return }
            app.record(
                .call(
                    method, on: scene.delegateName, of: .sceneDelegate, channel: .scene, scene: scene.id,
                    arguments: arguments, confidence: .documented))
        }
    }

    /// The first appearance of a split view whose delegate collapses the
    /// secondary itself (D4, the one log): both columns' views load, the
    /// secondary starts to appear, the delegate is asked, the secondary
    /// disappears again without ever appearing, and the primary appears.
    /// The split view keeps the secondary, off screen.
    static func beginCollapsingAppearance(
        _ split: ObjectID, animated: Bool, confidence: Confidence, in app: inout Application
    ) {
        guard let columns = app.graph.controllers.children(of: split), columns.count == 2 else { return }
        let (primary, secondary) = (columns[0], columns[1])
        Appearance.beginAppearance(secondary, appearing: true, animated: animated, confidence: confidence, in: &app)
        if let delegate = collapseDelegate(of: split, in: app)?.delegate {
            askToCollapse(delegate, split: split, secondary: secondary, primary: primary, in: &app)
        }
        Appearance.beginAppearance(secondary, appearing: false, animated: animated, confidence: .observed, in: &app)
        Appearance.endAppearance(secondary, appearing: false, animated: animated, confidence: .observed, in: &app)
        app.graph.controllers.updateState(of: split) {
            $0.isCollapsePending = false
            $0.isCollapsed = true
        }
        Appearance.beginAppearance(primary, appearing: true, animated: animated, confidence: confidence, in: &app)
    }

    /// The split view `id` is in, if any.
    static func splitViewController(of id: ObjectID, in app: Application) -> ObjectID? {
        var current = id
        while let parent = app.graph.controllers.state(of: current)?.parent {
            if app.graph.controllers.state(of: parent)?.kind == .splitViewController { return parent }
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
    static func showDetail(
        _ destination: ObjectID, in split: ObjectID, from source: ObjectID, in app: inout Application
    ) {
        guard let state = app.graph.controllers.state(of: split),
            let columns = app.graph.controllers.children(of: split),
            let primary = columns.first
        else { return }
        if state.isCollapsed {
            for kept in columns.dropFirst() {
                app.graph.controllers.updateLists(of: split) { $0.children = [primary] }
                app.graph.controllers.updateState(of: kept) { $0.parent = nil }
                app.release(kept, from: .containerChildren(split))
            }
            if let navigation = app.navigationController(of: source) {
                NavigationController.pushViewController(destination, onto: navigation, in: &app)
            } else {
                Presentation.presentViewController(destination, from: source, style: .automatic, in: &app)
            }
            return
        }
        let old = columns.count > 1 ? columns[1] : nil
        app.graph.controllers.updateLists(of: split) { $0.children = [primary, destination] }
        app.graph.controllers.updateState(of: destination) { $0.parent = split }
        app.retain(destination, by: .containerChildren(split))
        Appearance.loadViewIfNeeded(destination, confidence: .uncertain, in: &app)
        if let old {
            Appearance.beginAppearance(old, appearing: false, animated: false, confidence: .uncertain, in: &app)
        }
        Appearance.beginAppearance(destination, appearing: true, animated: false, confidence: .uncertain, in: &app)
        Appearance.layOutAppearingView(destination, animated: false, passes: 1, confidence: .uncertain, in: &app)
        if let old {
            Appearance.endAppearance(old, appearing: false, animated: false, confidence: .uncertain, in: &app)
        }
        Appearance.endAppearance(destination, appearing: true, animated: false, confidence: .uncertain, in: &app)
        if let old {
            app.graph.controllers.updateState(of: old) { $0.parent = nil }
            app.release(old, from: .containerChildren(split), confidence: .uncertain)
        }
    }

    /// The split view a gesture on the focused scene reaches, and its primary column.
    private static func splitContext(
        for verb: String, in app: Application
    ) throws(Rejection) -> (split: ObjectID, primary: ObjectID) {
        guard var current = app.focused?.window.rootViewController else { throw Rejection.notRunning }
        while app.graph.controllers.state(of: current)?.kind != .splitViewController {
            guard let next = app.graph.controllers.visibleChildren(of: current).first else {
                throw Rejection(ContainerDiagnostic.noSplitView(verb: verb, app: app.definition.displayName))
            }
            current = next
        }
        guard let state = app.graph.controllers.state(of: current),
            let primary = app.graph.controllers.children(of: current)?.first
        else { throw Rejection.notRunning }
        if state.isCollapsed {
            throw Rejection(ContainerDiagnostic.splitViewCollapsed(verb: verb, device: app.device.name))
        }
        if app.device.orientation == .landscape {
            throw Rejection(ContainerDiagnostic.splitViewInLandscape(verb: verb, device: app.device.name))
        }
        // A presentation over the split view (full screen, current context, a sheet) takes the
        // finger: the split view hears nothing, and its columns keep their appearance.
        if let top = app.topPresentedController(inScene: app.focusedScene),
            top != app.focused?.window.rootViewController
        {
            throw Rejection(ContainerDiagnostic.splitViewCovered(verb: verb, presented: app.name(of: top)))
        }
        return (current, primary)
    }

    /// A swipe from the left edge slides the hidden primary over the
    /// secondary, which stays where it is and hears nothing. The one log
    /// (D3) has a layout pass before the primary's viewWillAppear and
    /// another after its viewDidAppear, not animated.
    static func showPrimary(in app: inout Application) throws(Rejection) {
        let (split, primary) = try splitContext(for: "show-primary", in: app)
        guard app.graph.controllers.state(of: split)?.isPrimaryHidden == true else {
            throw Rejection(ContainerDiagnostic.primaryAlreadyShown(primary: app.name(of: primary)))
        }
        app.graph.controllers.updateState(of: split) { $0.isPrimaryHidden = false }
        let column = app.graph.controllersShown(from: primary)
        column.forEach { Appearance.layOutOnce($0, in: &app) }
        Appearance.beginAppearance(primary, appearing: true, animated: false, confidence: .uncertain, in: &app)
        isAppearing(primary, in: &app)
        Appearance.endAppearance(primary, appearing: true, animated: false, confidence: .uncertain, in: &app)
        column.forEach { Appearance.layOutOnce($0, in: &app) }
    }

    /// The appearing primary's `viewIsAppearing(_:)` on iOS 13+: Apple
    /// documents it for every appearance (A1), but D3 and D2 predate it, so
    /// its place is uncertain for every controller of the column; the column
    /// was laid out already (no pass).
    static func isAppearing(_ primary: ObjectID, in app: inout Application) {
        guard app.platform.hasViewIsAppearing else { return }
        for id in app.graph.controllersShown(from: primary) {
            app.call(
                .viewIsAppearing, on: id, channel: .appearing, arguments: Event.Arguments(.animated(false)),
                confidence: .uncertain)
        }
    }

    /// A tap outside the primary slides it away again (not logged: the
    /// mirror of `showPrimary`, uncertain).
    static func hidePrimary(in app: inout Application) throws(Rejection) {
        let (split, primary) = try splitContext(for: "hide-primary", in: app)
        guard app.graph.controllers.state(of: split)?.isPrimaryHidden == false else {
            throw Rejection(ContainerDiagnostic.primaryAlreadyHidden(primary: app.name(of: primary)))
        }
        Appearance.beginAppearance(primary, appearing: false, animated: false, confidence: .uncertain, in: &app)
        Appearance.endAppearance(primary, appearing: false, animated: false, confidence: .uncertain, in: &app)
        app.graph.controllers.updateState(of: split) { $0.isPrimaryHidden = true }
    }

    /// The primary columns a turn to `orientation` shows or hides: in
    /// portrait an expanded split view hides its primary, in landscape it
    /// shows it again.
    static func primaryColumnsChanging(
        to orientation: Device.Orientation, in app: Application
    ) -> [(split: ObjectID, primary: ObjectID)] {
        app.scenes.flatMap { Rotation.controllersInHierarchy(ofScene: $0.id, in: app) }.compactMap { id in
            guard let state = app.graph.controllers.state(of: id), state.kind == .splitViewController,
                !state.isCollapsed,
                state.isPrimaryHidden != (orientation == .portrait),
                let primary = app.graph.controllers.children(of: id)?.first
            else { return nil }
            return (id, primary)
        }
    }
}
