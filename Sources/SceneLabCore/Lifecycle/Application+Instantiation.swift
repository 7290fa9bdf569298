extension Application {
    /// Creates a view controller and records its initializer.
    ///
    /// Storyboard instances also get `awakeFromNib()`, but the caller sends it,
    /// because a storyboard wakes children before their container.
    mutating func instantiate(
        _ className: String, kind: ViewController.Kind = .plain, origin: ViewController.Origin,
        scene sceneID: Int, confidence: Confidence
    ) -> ObjectID {
        let id = ObjectID(nextObjectNumber)
        nextObjectNumber += 1
        let instance = (instanceCounts[className] ?? 0) + 1
        instanceCounts[className] = instance
        let controller = ViewController(
            id: id, className: className, instance: instance, kind: kind, origin: origin, scene: sceneID)
        controllers[id] = controller
        call(origin.initializer, on: id, channel: kind == .plain ? .memory : .containment, confidence: confidence)
        return id
    }

    mutating func awakeFromNib(_ id: ObjectID, confidence: Confidence) {
        let channel: Channel = controllers[id]?.kind == .plain ? .memory : .containment
        call("awakeFromNib()", on: id, channel: channel, confidence: confidence)
    }

    /// Creates a controller the way `CLASS()` does in code, announcing once
    /// per class that a class outside the app is a plain subclass.
    mutating func instantiateInCode(_ className: String, scene sceneID: Int) -> ObjectID {
        if !definition.screenClasses.contains(className), !announcedPlainClasses.contains(className) {
            announcedPlainClasses.insert(className)
            note(
                "\(className) is not a screen of \(definition.displayName): "
                    + "simulating it as a plain UIViewController subclass", scene: sceneID)
        }
        return instantiate(className, origin: .code, scene: sceneID, confidence: .documented)
    }

    /// Builds the window's root controller tree for a scene: the main
    /// storyboard's initial view controller, or, when the window is built in
    /// code, the root instantiated from the storyboard by identifier and
    /// wrapped in `UINavigationController(rootViewController:)` (the book's Listing 15.4).
    mutating func instantiateInitialViewController(scene sceneID: Int, setup: WindowSetup) -> ObjectID {
        switch definition.root {
        case .viewController(let className):
            let root = instantiate(className, origin: .storyboard, scene: sceneID, confidence: .observed)
            awakeFromNib(root, confidence: .observed)
            return root
        case .navigationController(let rootClass) where setup == .code:
            let root = instantiateFromStoryboard(rootClass, scene: sceneID)
            let navigation = instantiate(
                "UINavigationController", kind: .navigationController, origin: .codeAroundRoot, scene: sceneID,
                confidence: .documented)
            controllers[navigation]?.children = [root]
            controllers[root]?.parent = navigation
            retain(root, by: .navigationStack(navigation))
            return navigation
        case .navigationController(let rootClass):
            let navigation = instantiate(
                "UINavigationController", kind: .navigationController, origin: .storyboard,
                scene: sceneID, confidence: .observed)
            let root = instantiate(rootClass, origin: .storyboard, scene: sceneID, confidence: .observed)
            awakeFromNib(root, confidence: .observed)
            awakeFromNib(navigation, confidence: .observed)
            controllers[navigation]?.children = [root]
            controllers[root]?.parent = navigation
            retain(root, by: .navigationStack(navigation))
            return navigation
        }
    }
}
