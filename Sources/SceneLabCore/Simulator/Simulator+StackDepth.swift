extension Simulator {
    /// How many controllers the focused scene's navigation stack holds (0 without one):
    /// what completion offers `pop` by, and what tests look at.
    public var stackDepth: Int {
        guard let app = application, let top = app.topViewController(inScene: app.focusedScene),
            let navigation = app.navigationController(of: top)
        else { return 0 }
        return app.controller(navigation)?.children.count ?? 0
    }
}
