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

    /// The size a controller's view gets, as `CGSize` prints: the window's,
    /// or a split view column's (320 points for the primary; the secondary
    /// gets the rest, less a half-point divider, when the primary sits next to it).
    func viewSize(of id: ObjectID) -> String {
        let (width, height) = device.windowSize
        var child = id
        while let parent = controllers.state(of: child)?.parent {
            if let split = controllers.state(of: parent), split.kind == .splitViewController, !split.isCollapsed {
                let isPrimary = controllers.children(of: parent)?.first == child
                if isPrimary { return Device.sizeText(320, height) }
                let besidePrimary = !split.isPrimaryHidden && device.orientation == .landscape
                return Device.sizeText(besidePrimary ? Double(width) - 320.5 : Double(width), height)
            }
            child = parent
        }
        return Device.sizeText(Double(width), height)
    }
}
