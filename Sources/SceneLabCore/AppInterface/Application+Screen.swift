/// What the session reads of the screen, for `screen`, `actions` and completion.
extension Application {
    /// The top screen as the user sees it.
    package func topScreen() -> Screen? { GestureHandling.topScreen(in: self) }

    /// The primary column's screen when it shows beside the top screen.
    package func shownPrimaryScreen() -> Screen? { GestureHandling.shownPrimaryScreen(in: self) }

    /// The controller whose screen is on top.
    package var visibleController: ObjectID? { GestureHandling.visibleController(in: self) }

    /// The tab bar a tap on the focused scene's tab bar reaches, and its tabs.
    package func tabBarContext() throws(Rejection) -> (tabBar: ObjectID, tabs: [ObjectID]) {
        try TabBarController.tabBarContext(in: self)
    }
}
