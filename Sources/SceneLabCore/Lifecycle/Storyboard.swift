enum Storyboard {
    /// Builds the window's root controller tree for a scene: the main
    /// storyboard's initial view controller, or, when the window is built in
    /// code, the root instantiated from the storyboard by identifier and
    /// wrapped in `UINavigationController(rootViewController:)` (the book's Listing 15.4).
    static func instantiateInitialViewController(scene sceneID: Int, setup: WindowSetup, in app: inout Application) -> ObjectID {
        if case .navigationController(let rootClass) = app.definition.root, setup == .code {
            let root = AppCode.instantiateFromStoryboard(rootClass, scene: sceneID, in: &app)
            let navigation = app.instantiate(
                "UINavigationController", kind: .navigationController, origin: .codeAroundRoot, scene: sceneID,
                confidence: .documented)
            app.adopt([root], by: navigation)
            return navigation
        }
        return instantiateTree(app.definition.root, scene: sceneID, in: &app)
    }

    /// A storyboard scene and the scenes its relationship segues lead to: a
    /// container's `init(coder:)` comes first, then its children are made and
    /// woken, then the container wakes (as the CS193p launch log shows for a
    /// navigation controller; for tab bar and split view controllers the
    /// order is the same by analogy, and marked uncertain).
    private static func instantiateTree(_ root: AppDefinition.Root, scene sceneID: Int, in app: inout Application) -> ObjectID {
        switch root {
        case .viewController(let className):
            return AppCode.instantiateFromStoryboard(className, scene: sceneID, in: &app)
        case .navigationController(let rootClass):
            return instantiateContainer(
                .navigationController, children: [.viewController(rootClass)], scene: sceneID, confidence: .observed, in: &app)
        case .tabBarController(let tabs):
            return instantiateContainer(.tabBarController, children: tabs, scene: sceneID, confidence: .uncertain, in: &app)
        case .splitViewController:
            // The split view's graph is decoded whole: every `init(coder:)` in
            // storyboard order, then `awakeFromNib()` in reverse (the CS193p
            // launch logs D1 and D4: the primary's class is made first, the
            // secondary's woken first).
            var asleep: [ObjectID] = []
            let split = instantiateAsleep(root, scene: sceneID, into: &asleep, in: &app)
            for id in asleep.reversed() {
                let isContainer = app.controllers.state(of: id)?.kind.isContainer == true
                app.awakeFromNib(id, confidence: isContainer ? .uncertain : .observed)
            }
            if app.device.horizontalSizeClass == .compact {
                if SplitViewController.secondaryCollapsedByDelegate(of: split, in: app) {
                    app.controllers.updateState(of: split) { $0.isCollapsePending = true }
                } else {
                    SplitViewController.collapse(split, in: &app)
                }
            } else {
                // `.automatic` display mode: side by side in landscape, the primary hidden in portrait.
                let isPortrait = app.device.orientation == .portrait
                app.controllers.updateState(of: split) { $0.isPrimaryHidden = isPortrait }
            }
            return split
        }
    }

    /// A storyboard tree made without waking it: each controller's
    /// `init(coder:)`, parents before children, in `asleep` in that order.
    private static func instantiateAsleep(
        _ root: AppDefinition.Root, scene sceneID: Int, into asleep: inout [ObjectID]
    , in app: inout Application) -> ObjectID {
        let kind: ViewController.Kind
        let children: [AppDefinition.Root]
        switch root {
        case .viewController(let className):
            let id = app.instantiate(className, origin: .storyboard, scene: sceneID, confidence: .observed)
            asleep.append(id)
            return id
        case .navigationController(let rootClass):
            (kind, children) = (.navigationController, [.viewController(rootClass)])
        case .tabBarController(let tabs): (kind, children) = (.tabBarController, tabs)
        case .splitViewController(let primary, let secondary):
            (kind, children) = (.splitViewController, [primary, secondary])
        }
        let container = app.instantiate(
            kind.containerClassName ?? "UIViewController", kind: kind, origin: .storyboard, scene: sceneID,
            confidence: .uncertain)
        asleep.append(container)
        let made = children.map { instantiateAsleep($0, scene: sceneID, into: &asleep, in: &app) }
        app.adopt(made, by: container)
        return container
    }

    private static func instantiateContainer(
        _ kind: ViewController.Kind, children: [AppDefinition.Root], scene sceneID: Int, confidence: Confidence
    , in app: inout Application) -> ObjectID {
        let container = app.instantiate(
            kind.containerClassName ?? "UIViewController", kind: kind, origin: .storyboard, scene: sceneID,
            confidence: confidence)
        let made = children.map { instantiateTree($0, scene: sceneID, in: &app) }
        app.awakeFromNib(container, confidence: confidence)
        app.adopt(made, by: container)
        return container
    }
}
