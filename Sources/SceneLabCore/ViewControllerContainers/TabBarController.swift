import CommandGrammar
/// `UITabBarController`'s tab switch, as a person's tap on the tab bar of
/// the focused scene makes it.
public enum TabBarController: ContainerBehavior {
    static let className = "UITabBarController"
    static let hasDelegate = true

    /// Only the selected tab is on screen.
    static func visibleChildren(of state: ViewController.State, among children: [ObjectID]) -> ArraySlice<ObjectID> {
        children.indices.contains(state.selectedIndex) ? children[state.selectedIndex...state.selectedIndex] : []
    }

    /// `tab N`, for the tabs not selected.
    static func offeredActions(_ tabBar: ObjectID, in app: Application) -> [String] {
        guard let state = app.graph.controllers.state(of: tabBar),
            let tabs = app.graph.controllers.children(of: tabBar), tabs.count > 1
        else { return [] }
        let others = tabs.indices.filter { $0 != state.selectedIndex }.map { $0 + 1 }
        return others.count == 1 ? ["tab \(others[0])"] : ["tab N (\(others.map(String.init).joined(separator: ", ")))"]
    }

    /// The title a tab's bar item shows, where the app's code gives one: on
    /// the tab, or on the controller it shows first. A navigation controller
    /// without an item of its own shows its root's, however deep its stack: a
    /// pushed screen's title does not rename the tab.
    static func tabTitle(_ tab: ObjectID, in app: Application) -> String? {
        let shown =
            app.graph.controllers.state(of: tab)?.kind == .navigationController
            ? Array((app.graph.controllers.children(of: tab) ?? []).prefix(1)) : app.graph.controllersShown(from: tab)
        return ([tab] + shown).lazy.compactMap { AppCode.screen(of: $0, in: app)?.tabTitle }.first
    }

    /// The number (from 1) of the tab whose bar item shows `title`, ignoring case, if a tab bar is on screen.
    static func tabNumber(titled title: String, in app: Application) -> Int? {
        guard let (_, tabs) = try? tabBarContext(in: app) else { return nil }
        return tabs.firstIndex { tabTitle($0, in: app)?.lowercased() == title.lowercased() }.map { $0 + 1 }
    }

    /// The tab bar at the bottom of the screen: each tab by number and class, the selected one in brackets.
    static func chromeLines(_ tabBar: ObjectID, in app: Application) -> [String] {
        guard let state = app.graph.controllers.state(of: tabBar), let tabs = app.graph.controllers.children(of: tabBar)
        else { return [] }
        let titles = tabs.map { tab in
            tabTitle(tab, in: app) ?? app.name(of: app.graph.controllersShown(from: tab).last ?? tab)
        }
        return [ContainerDiagnostic.tabBar(titles: titles, selected: state.selectedIndex).text(in: app.language)]
    }

    /// A tab's number as `tab N` counts it.
    static func role(ofChild index: Int, in state: ViewController.State) -> ChildRole {
        ChildRole("tab \(index + 1)", state: index == state.selectedIndex ? .selected : nil)
    }

    /// The tab bar controller a tap on the focused scene's tab bar reaches:
    /// the first one down the window's root and the children it shows, or the
    /// rejection that says why there is none to tap.
    package static func tabBarContext(in app: Application) throws(Rejection) -> (tabBar: ObjectID, tabs: [ObjectID]) {
        guard let root = app.focused?.window.rootViewController else { throw Rejection.notRunning }
        if let presented = app.presentedController(from: root) {
            // A tab bar controller presented over the rest shows its own tab bar, which is tapped.
            var top = presented
            while let next = app.presentedController(from: top) { top = next }
            if let found = tabBar(shownFrom: top, in: app) { return found }
            let presenter = app.graph.controllers.state(of: presented)?.presenter ?? root
            guard presenter == root else {
                // A context presentation inside a tab: UIKit lets the tab
                // bar be tapped, but no source shows which calls the covered
                // tab and the presented controller then get.
                throw Rejection(
                    ContainerDiagnostic.tabUnderContextPresentation(
                        presented: app.name(of: presented), presenter: app.name(of: presenter)))
            }
            throw Rejection(ContainerDiagnostic.tabBarCovered(presented: app.name(of: presented)))
        }
        guard let found = tabBar(shownFrom: root, in: app) else {
            throw Rejection(ContainerDiagnostic.noTabBar(app: app.definition.displayName))
        }
        return found
    }

    /// The first tab bar controller down `start` and the children it shows, and its tabs.
    private static func tabBar(shownFrom start: ObjectID, in app: Application) -> (tabBar: ObjectID, tabs: [ObjectID])? {
        var current = start
        while app.graph.controllers.state(of: current)?.kind != .tabBarController {
            guard let next = app.graph.controllers.visibleChildren(of: current).first else { return nil }
            current = next
        }
        return (current, app.graph.controllers.children(of: current) ?? [])
    }

    /// A tap on tab `number` (from 1): the delegate is asked, then the new
    /// tab appears before the old one disappears (anchor §1k). The old tab
    /// stays a child of the tab bar, so nothing is deallocated.
    ///
    /// Tapping the selected tab changes nothing on screen but still tells
    /// the delegate; when that tab is a navigation controller, UIKit pops it
    /// to its root first.
    static func selectTab(number: Int, in app: inout Application) throws(Rejection) {
        let (tabBar, tabs) = try tabBarContext(in: app)
        guard tabs.indices.contains(number - 1) else {
            throw Rejection(
                ContainerDiagnostic.noSuchTab(
                    number: number, tabBar: app.name(of: tabBar), tabs: tabs.map { app.name(of: $0) }))
        }
        guard let state = app.graph.controllers.state(of: tabBar) else { return }
        let incoming = tabs[number - 1]
        let context = TransitionContext(
            scene: state.scene, incoming: incoming, outgoing: tabs[state.selectedIndex], container: tabBar,
            animated: false)
        if state.selectedIndex == number - 1 {
            if stackBelowRoot(of: incoming, in: app) != nil {
                app.note(
                    ContainerDiagnostic.selectedTabPopsToRoot(number: number, navigation: app.name(of: incoming)),
                    scene: state.scene)
            } else {
                app.note(ContainerDiagnostic.tabAlreadySelected(number: number), scene: state.scene)
            }
            TransitionPlayer.play(.tabReselect, context, in: &app)
            return
        }
        app.graph.controllers.updateState(of: tabBar) { $0.selectedIndex = number - 1 }
        TransitionPlayer.play(.tabSwitch, context, in: &app)
    }

    /// `popToRootViewController(animated: true)` of a navigation controller
    /// holding more than its root (what re-tapping its tab does), up to its
    /// animation; nothing otherwise.
    static func beginPopToRootIfStacked(
        _ tab: ObjectID, in app: inout Application
    ) -> NavigationController.PopInFlight? {
        guard let stack = stackBelowRoot(of: tab, in: app) else { return nil }
        return NavigationController.beginPop(toIndex: 0, in: tab, stack: stack, in: &app)
    }

    /// The stack of a navigation controller tab holding more than its root.
    private static func stackBelowRoot(of tab: ObjectID, in app: Application) -> [ObjectID]? {
        guard app.graph.controllers.state(of: tab)?.kind == .navigationController,
            let stack = app.graph.controllers.children(of: tab), stack.count > 1
        else { return nil }
        return stack
    }
}
