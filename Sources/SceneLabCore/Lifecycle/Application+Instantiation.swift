extension Application {
    /// Creates a view controller and records its initializer.
    ///
    /// Storyboard instances also get `awakeFromNib()`, but the caller sends it,
    /// because a storyboard wakes children before their container. With
    /// `announcingPlainClass`, the first instance of a class the app does not
    /// define is announced as a plain `UIViewController` subclass.
    mutating func instantiate(
        _ className: String, kind: ViewController.Kind = .plain, origin: ViewController.Origin,
        scene sceneID: Int, confidence: Confidence, announcingPlainClass: Bool = false
    ) -> ObjectID {
        let id = controllers.newID(serial: nextObjectNumber)
        nextObjectNumber += 1
        let name = Name(className)
        let definition = self.definition
        // One lookup: the record is counted in place.
        let (instance, code, announce) = classes[name, default: ClassRecord(className, in: definition)]
            .countInstance(announcingPlainClass: announcingPlainClass)
        if announce {
            note(
                "\(className) is not a screen of \(definition.displayName): "
                    + "simulating it as a plain UIViewController subclass", scene: sceneID)
        }
        let controller = ViewController(
            id: id, className: name, instance: instance, kind: kind, origin: origin, scene: sceneID)
        controllers.insert(controller)
        if let code { controllers.setCode(code.init(), of: id) }
        call(origin.initializer, on: id, channel: controller.memoryChannel, confidence: confidence)
        return id
    }

    mutating func awakeFromNib(_ id: ObjectID, confidence: Confidence) {
        call(.awakeFromNib, on: id, channel: controllers.state(of: id)?.memoryChannel, confidence: confidence)
    }

    /// Creates a controller the way `CLASS()` does in code, announcing once
    /// per class that a class outside the app is a plain subclass.
    mutating func instantiateInCode(_ className: String, scene sceneID: Int) -> ObjectID {
        instantiate(className, origin: .code, scene: sceneID, confidence: .documented, announcingPlainClass: true)
    }

    /// Builds the window's root controller tree for a scene: the main
    /// storyboard's initial view controller, or, when the window is built in
    /// code, the root instantiated from the storyboard by identifier and
    /// wrapped in `UINavigationController(rootViewController:)` (the book's Listing 15.4).
    mutating func instantiateInitialViewController(scene sceneID: Int, setup: WindowSetup) -> ObjectID {
        if case .navigationController(let rootClass) = definition.root, setup == .code {
            let root = instantiateFromStoryboard(rootClass, scene: sceneID)
            let navigation = instantiate(
                "UINavigationController", kind: .navigationController, origin: .codeAroundRoot, scene: sceneID,
                confidence: .documented)
            adopt([root], by: navigation)
            return navigation
        }
        return instantiateTree(definition.root, scene: sceneID)
    }

    /// A storyboard scene and the scenes its relationship segues lead to: a
    /// container's `init(coder:)` comes first, then its children are made and
    /// woken, then the container wakes (as the CS193p launch log shows for a
    /// navigation controller; for tab bar and split view controllers the
    /// order is the same by analogy, and marked uncertain).
    private mutating func instantiateTree(_ root: AppDefinition.Root, scene sceneID: Int) -> ObjectID {
        switch root {
        case .viewController(let className):
            return instantiateFromStoryboard(className, scene: sceneID)
        case .navigationController(let rootClass):
            return instantiateContainer(
                .navigationController, children: [.viewController(rootClass)], scene: sceneID, confidence: .observed)
        case .tabBarController(let tabs):
            return instantiateContainer(.tabBarController, children: tabs, scene: sceneID, confidence: .uncertain)
        case .splitViewController:
            // The split view's graph is decoded whole: every `init(coder:)` in
            // storyboard order, then `awakeFromNib()` in reverse (the CS193p
            // launch logs D1 and D4: the primary's class is made first, the
            // secondary's woken first).
            var asleep: [ObjectID] = []
            let split = instantiateAsleep(root, scene: sceneID, into: &asleep)
            for id in asleep.reversed() {
                let isContainer = controllers.state(of: id)?.kind.isContainer == true
                awakeFromNib(id, confidence: isContainer ? .uncertain : .observed)
            }
            if device.horizontalSizeClass == .compact {
                if secondaryCollapsedByDelegate(of: split) {
                    controllers.updateState(of: split) { $0.isCollapsePending = true }
                } else {
                    collapse(split)
                }
            } else {
                // `.automatic` display mode: side by side in landscape, the primary hidden in portrait.
                controllers.updateState(of: split) { $0.isPrimaryHidden = device.orientation == .portrait }
            }
            return split
        }
    }

    /// A storyboard tree made without waking it: each controller's
    /// `init(coder:)`, parents before children, in `asleep` in that order.
    private mutating func instantiateAsleep(
        _ root: AppDefinition.Root, scene sceneID: Int, into asleep: inout [ObjectID]
    ) -> ObjectID {
        let kind: ViewController.Kind
        let children: [AppDefinition.Root]
        switch root {
        case .viewController(let className):
            let id = instantiate(className, origin: .storyboard, scene: sceneID, confidence: .observed)
            asleep.append(id)
            return id
        case .navigationController(let rootClass):
            (kind, children) = (.navigationController, [.viewController(rootClass)])
        case .tabBarController(let tabs): (kind, children) = (.tabBarController, tabs)
        case .splitViewController(let primary, let secondary):
            (kind, children) = (.splitViewController, [primary, secondary])
        }
        let container = instantiate(
            kind.containerClassName ?? "UIViewController", kind: kind, origin: .storyboard, scene: sceneID,
            confidence: .uncertain)
        asleep.append(container)
        let made = children.map { instantiateAsleep($0, scene: sceneID, into: &asleep) }
        adopt(made, by: container)
        return container
    }

    private mutating func instantiateContainer(
        _ kind: ViewController.Kind, children: [AppDefinition.Root], scene sceneID: Int, confidence: Confidence
    ) -> ObjectID {
        let container = instantiate(
            kind.containerClassName ?? "UIViewController", kind: kind, origin: .storyboard, scene: sceneID,
            confidence: confidence)
        let made = children.map { instantiateTree($0, scene: sceneID) }
        awakeFromNib(container, confidence: confidence)
        adopt(made, by: container)
        return container
    }

    /// Makes `children` a container's children, held by it.
    mutating func adopt(_ children: [ObjectID], by container: ObjectID) {
        guard let owner = controllers.state(of: container)?.ownerOfChildren else { return }
        controllers.updateLists(of: container) { $0.children = children }
        for child in children {
            controllers.updateState(of: child) { $0.parent = container }
            retain(child, by: owner)
        }
    }
}
