import CommandGrammar
/// `screen`, `actions` and the gestures: the engine's side of a finger on the glass.
enum GestureHandling {
    /// The containers on screen from the focused window down, with what
    /// each offers itself, nearest the window first; none under a
    /// presented controller, which covers them.
    static func containersShown(in app: Application) -> [(id: ObjectID, behavior: any ContainerBehavior.Type)] {
        // The containers of what is on top: the root's, or a presented container's (a tab bar
        // controller presented full screen shows its own tab bar).
        guard let top = app.topPresentedController(inScene: app.focusedScene) ?? app.focused?.window.rootViewController
        else { return [] }
        var found: [(ObjectID, any ContainerBehavior.Type)] = []
        var current: ObjectID? = top
        while let id = current, let behavior = app.graph.controllers.state(of: id)?.kind.behavior {
            found.append((id, behavior))
            current = app.graph.controllers.visibleChildren(of: id).first
        }
        return found
    }

    /// The controller whose screen is on top: an alert, a presented controller,
    /// or the top of a navigation stack.
    package static func visibleController(in app: Application) -> ObjectID? {
        app.topViewController(inScene: app.focusedScene)
    }

    /// The controller whose screen the user sees: the top controller, or
    /// the nearest custom container around it whose code draws a screen —
    /// its container views show the child inside its own screen.
    package static func screenController(in app: Application) -> ObjectID? {
        guard let visible = visibleController(in: app) else { return nil }
        var node = visible
        while let parent = CustomContainer.container(around: node, in: app) {
            if AppCode.screen(of: parent, in: app) != nil { return parent }
            node = parent
        }
        return visible
    }

    /// The top screen as the user sees it.
    package static func topScreen(in app: Application) -> Screen? {
        guard let visible = screenController(in: app), let controller = app.graph.controllers[visible] else {
            return nil
        }
        if let alert = controller.alert { return alert.screen }
        var screen = AppCode.screen(of: visible, in: app) ?? Screen(title: controller.className)
        // The navigation bar shows the navigation item of the stack's member, which is the
        // container around the visible controller when one is there (a page view controller
        // around its page, a tab bar controller pushed whole): its title and bar buttons, not
        // the child's, whose navigation item no bar shows.
        if let member = stackMember(around: visible, in: app), member != visible {
            let memberScreen = AppCode.screen(of: member, in: app)
            let title = memberScreen?.navigationTitle
            screen.navigationTitle = title
            screen.title = title ?? ""
            screen.leftButtons = memberScreen?.leftButtons ?? []
            screen.rightButtons = memberScreen?.rightButtons ?? []
        }
        if !screen.hidesBackButton, let (_, stack, index) = backStack(of: visible, in: app) {
            let previous = stack[index - 1]
            screen.backTitle = AppCode.screen(of: previous, in: app)?.navigationTitle ?? Self.backTitle(app.language)
        }
        screen.window = tableWindow(of: visible, in: app)
        return screen
    }

    /// The navigation stack a back button on `id`'s screen pops, and where
    /// `id` (or the container around it that is on the stack, as a page view
    /// controller around its page, or the navigation controller it is the root
    /// of, as a collapsed split view's secondary is) stands in it: nil when
    /// nothing is behind.
    static func backStack(of id: ObjectID, in app: Application) -> (ObjectID, [ObjectID], Int)? {
        var node = id
        while true {
            guard let member = stackMember(around: node, in: app), let navigation = app.navigationController(of: member),
                let stack = app.graph.controllers.children(of: navigation), let index = stack.firstIndex(of: member)
            else { return nil }
            if index > 0 { return (navigation, stack, index) }
            node = navigation
        }
    }

    /// The controller on a navigation stack that is `id` or holds it: nil when none is on one.
    static func stackMember(around id: ObjectID, in app: Application) -> ObjectID? {
        var member = id
        while app.navigationController(of: member) == nil,
            let parent = app.graph.controllers.state(of: member)?.parent
        {
            member = parent
        }
        return app.navigationController(of: member) == nil ? nil : member
    }

    static func backTitle(_ language: Language) -> String { UIKitStrings.back.text(in: language) }

    /// The screen of an expanded split view's primary column, when it shows
    /// beside the top screen (an iPad in landscape, or the primary slid in):
    /// the user sees both, and a tap reaches either.
    package static func shownPrimaryScreen(in app: Application) -> Screen? {
        guard let top = visibleController(in: app), app.graph.controllers[top]?.alert == nil,
            let primary = shownPrimary(besides: top, in: app), let controller = app.graph.controllers[primary]
        else { return nil }
        return AppCode.screen(of: primary, in: app) ?? Screen(title: controller.className)
    }

    /// Performs a gesture on the top screen.
    static func perform(_ gesture: Gesture, in app: inout Application) throws(Rejection) {
        guard let top = screenController(in: app), var screen = topScreen(in: app) else { throw Rejection.notRunning }
        var visible = top
        // Other controllers draw on screen beside the top one: a child a
        // container view embeds, inside its parent's screen, and an expanded
        // split view's primary beside its secondary. A tap on what only one
        // of them draws reaches it.
        // The button a tap names, looked for once on the screen the tap reaches
        // (a screen of thirty cards was searched four times).
        var tapped: Screen.Button?
        // A bar button of the container on the navigation stack (`topScreen`) is its code's to run.
        if case .tap(let element) = gesture, let member = stackMember(around: top, in: app), member != top,
            let memberScreen = AppCode.screen(of: member, in: app)
        {
            let matches = matching(element)
            if let button = (memberScreen.leftButtons + memberScreen.rightButtons).first(where: { matches($0.name, $0.label) }) {
                visible = member
                screen = memberScreen
                tapped = button
            }
        }
        if case .tap(let element) = gesture, tapped == nil {
            tapped = Self.button(named: element, on: screen)
            if tapped == nil, screen.indexPath(ofRow: element) == nil {
                let child = visibleController(in: app).flatMap { $0 == top ? nil : $0 }
                for other in [child, shownPrimary(besides: top, in: app)].compactMap({ $0 }) {
                    guard let otherScreen = AppCode.screen(of: other, in: app), Self.offers(element, otherScreen)
                    else { continue }
                    visible = other
                    screen = otherScreen
                    tapped = Self.button(named: element, on: otherScreen)
                    break
                }
            }
        }
        if let alert = app.graph.controllers[visible]?.alert {
            try perform(gesture, onAlert: alert, id: visible, screen: screen, in: &app)
            return
        }
        if case .scroll(let down, let rows) = gesture {
            try scroll(down: down, rows: rows, controller: visible, screen: screen, in: &app)
            return
        }
        // A button of the screen's own called Back wins over the navigation bar's back button.
        if case .tap(let element) = gesture, screen.backTitle != nil, tapped == nil,
            element.lowercased() == "back" || element == screen.backTitle
        {
            guard let (navigation, stack, index) = backStack(of: visible, in: app) else {
                throw Self.notOffered("tap \(element)", on: screen)
            }
            // The system back button pops without running the app's code.
            NavigationController.popToIndex(index - 1, in: navigation, stack: stack, in: &app)
            return
        }
        // A tab bar's item is tapped by its title, as `tab N` taps it by number.
        if case .tap(let element) = gesture, tapped == nil, screen.indexPath(ofRow: element) == nil,
            let number = TabBarController.tabNumber(titled: element, in: app)
        {
            try TabBarController.selectTab(number: number, in: &app)
            return
        }
        guard let code = app.graph.controllers.code(of: visible) else {
            throw Self.notOffered(gesture.description, on: screen)
        }
        try Self.checkRow(of: gesture, on: screen)
        if case .swipe(let number, "") = gesture {
            revealSwipeActions(ofRow: number, on: screen, controller: visible, in: &app)
            return
        }
        if case .tap = gesture, let button = tapped {
            try AppCode.run(type(of: code).runTap(button, on: screen, id: visible, in: &app), in: &app)
            return
        }
        let input = resolve(gesture, on: screen, controller: visible, in: &app)
        let actions = try type(of: code).runPerform(input, on: screen, id: visible, in: &app)
        try AppCode.run(
            actions, selecting: selectionAwaitingSegue(input, on: screen, controller: visible, in: app), in: &app)
    }

    /// A tap on a cell wired to a segue: `resolve` held its
    /// `tableView(_:didSelectRowAt:)` back for the segue's prepare.
    private static func selectionAwaitingSegue(
        _ input: UserInput, on screen: Screen, controller id: ObjectID, in app: Application
    )
        -> AppCode.RowSelection?
    {
        guard case .row(let section, let row, let element) = input,
            screen.row(named: element)?.row.selectionPerformsSegue == true
        else { return nil }
        return AppCode.RowSelection(controller: id, section: section, row: row)
    }

    private static func perform(
        _ gesture: Gesture, onAlert alert: Alert, id: ObjectID, screen: Screen, in app: inout Application
    ) throws(Rejection) {
        switch gesture {
        case .type(let field, let text):
            let matches = Self.matching(field)
            guard let index = alert.fields.firstIndex(where: { matches($0.name, $0.label) }) else {
                throw Self.notOffered("type \(field)", on: screen)
            }
            app.graph.controllers.updateLists(of: id) { $0.alert?.fields[index].text = text }
        case .tap(let element):
            let matches = Self.matching(element)
            guard let action = alert.actions.first(where: { matches($0.name, $0.title) }),
                let presenter = alert.owner ?? app.graph.controllers.state(of: id)?.presenter
            else { throw Self.notOffered("tap \(element)", on: screen) }
            let texts = alert.fields.map(\.text)
            // UIKit dismisses the alert, then calls the action's handler; the
            // action (and so the alert) lives until the handler returns.
            let whileHandling = Owner.hold("the tapped UIAlertAction")
            app.retain(id, by: whileHandling)
            defer { app.release(id, from: whileHandling) }
            try Presentation.dismiss(in: &app)
            if let handler = action.handler, let model = app.definition.model {
                try AppCode.run(model.runAlertAction(handler, fields: texts, presenter: presenter, in: &app), in: &app)
            }
        default:
            throw Self.notOffered(gesture.description, on: screen)
        }
    }

    /// A gesture on a row number the screen does not have says so, rather
    /// than listing everything the screen offers.
    static func checkRow(of gesture: Gesture, on screen: Screen) throws(Rejection) {
        let number: Int
        switch gesture {
        case .swipe(let row, _), .delete(let row), .move(let row, _, _), .tapAccessory(let row): number = row
        case .tap(let element):
            // A number names a row, unless a button bears it.
            guard let row = Screen.rowNumber(element), !screen.numberedRows.isEmpty,
                !(screen.leftButtons + screen.rightButtons + screen.buttons).contains(where: { $0.name == element })
            else { return }
            number = row
        default: return
        }
        guard screen.row(numbered: number) == nil else { return }
        throw Rejection(
            InterfaceDiagnostic.noSuchRow(
                gesture: gesture.description, row: number, screen: screen.titleIfAny, rows: screen.numberedRows.count))
    }

    /// The button `element` names by its name or label, in the bars first,
    /// then in the screen's body; looked up in place, without joining the lists.
    static func button(named element: String, on screen: Screen) -> Screen.Button? {
        let matches = matching(element)
        let named = { (button: Screen.Button) in matches(button.name, button.label) }
        return screen.leftButtons.first(where: named) ?? screen.rightButtons.first(where: named)
            ?? screen.buttons.first(where: named)
    }

    /// Whether a screen shows a button or a row that `element` names.
    private static func offers(_ element: String, _ screen: Screen) -> Bool {
        let matches = matching(element)
        let named = { (button: Screen.Button) in matches(button.name, button.label) }
        return screen.leftButtons.contains(where: named) || screen.rightButtons.contains(where: named)
            || screen.buttons.contains(where: named) || screen.indexPath(ofRow: element) != nil
    }

    /// The top controller of the primary column when `id` is in the
    /// secondary column of an expanded split view whose primary shows.
    private static func shownPrimary(besides id: ObjectID, in app: Application) -> ObjectID? {
        guard let split = SplitViewController.splitViewController(of: id, in: app),
            let state = app.graph.controllers.state(of: split),
            !state.isCollapsed, !state.isPrimaryHidden, let primary = app.graph.controllers.children(of: split)?.first
        else { return nil }
        var top = primary
        while let child = app.graph.controllers.visibleChildren(of: top).last { top = child }
        return top == id ? nil : top
    }

    /// A test of whether an element's name or label is `word`, case
    /// ignored: the word is lowercased once, however many elements a search
    /// tries (a screen of thirty cards lowercased it sixty times a tap).
    package static func matching(_ word: String) -> (_ name: String, _ label: String) -> Bool {
        let word = word.lowercased()
        return { name, label in name.lowercased() == word || label.lowercased() == word }
    }

    /// The error for a gesture the top screen does not offer, naming what it does offer.
    package static func notOffered(_ gesture: String, on screen: Screen) -> Rejection {
        Rejection(
            InterfaceDiagnostic.gestureNotOffered(
                gesture: gesture, screen: screen.titleIfAny, offered: screen.actionNames,
                guess: Suggestion.gesture(gesture, on: screen)))
    }
}

extension Gesture: CustomStringConvertible {
    public var description: String {
        switch self {
        case .tap(let element): return "tap \(element)"
        case .tapAccessory(let row): return "tap info \(row)"
        case .type(let field, _): return "type \(field)"
        case .toggle(let name): return "toggle \(name)"
        case .swipe(let row, ""): return "swipe \(row)"
        case .swipe(let row, let action): return "swipe \(row) \(action)"
        case .editMode(let on): return "edit-mode \(on ? "on" : "off")"
        case .move(let row, let section, _): return "move \(row) \(section)"
        case .delete(let row): return "delete \(row)"
        case .scroll(let down, let rows): return "scroll \(down ? "down" : "up")" + (rows.map { " \($0)" } ?? "")
        }
    }
}
