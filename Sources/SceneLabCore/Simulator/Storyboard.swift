/// The main storyboard: how a scene's window gets its root controller tree.
enum Storyboard {
    /// Builds the window's root controller tree for a scene: the main
    /// storyboard's initial view controller, or, when the window is built in
    /// code, the root instantiated from the storyboard by identifier and
    /// wrapped in `UINavigationController(rootViewController:)` (the book's Listing 15.4).
    static func instantiateInitialViewController(
        scene sceneID: Int, setup: WindowSetup, in app: inout Application
    ) -> ObjectID {
        // A test of the app's defaults takes the side the store gives; `launch --else` takes the
        // root the launch code's `else` gives, where it gives another.
        let root: StoryboardScene
        if let chosen = app.definition.rootByDefaults {
            let holds = chosen.test.holds(AppSandbox.defaultsValue(forKey: chosen.test.key, in: app))
            root = holds ? app.definition.root : chosen.otherwise
        } else {
            root = (app.unknownConditionsTakeElse ? app.definition.rootTakingElse : nil) ?? app.definition.root
        }
        if setup == .code, !root.isMadeInCode, root.kind == .navigationController, let first = root.children.first {
            let rootController = AppCode.instantiateFromStoryboard(first.className, scene: sceneID, in: &app)
            app.definition.model?.runWindowRootMade(in: &app)
            let navigation = app.instantiate(
                NavigationController.className, kind: .navigationController, origin: .codeAroundRoot, scene: sceneID,
                confidence: .documented)
            app.adopt([rootController], by: navigation)
            return navigation
        }
        return instantiate(root, scene: sceneID, in: &app)
    }

    /// A storyboard scene and the scenes its relationship segues lead to,
    /// made and woken in the order its container kind decodes them.
    static func instantiate(_ scene: StoryboardScene, scene sceneID: Int, in app: inout Application) -> ObjectID
    {
        instantiate(scene, scene: sceneID, makers: [], in: &app)
    }

    /// The same, inside containers the app's code is making (`makers`, outermost first): a
    /// controller one of them holds in a stored property (`StoryboardScene.keptBy`) is that
    /// instance, made with its holder, and one made here is held by it from now on.
    private static func instantiate(
        _ scene: StoryboardScene, scene sceneID: Int, makers: [ObjectID], in app: inout Application
    ) -> ObjectID {
        let holder = scene.keptBy.flatMap { kept in
            makers.last { app.graph.controllers.state(of: $0)?.className == kept.ownerClass }
        }
        if let holder, let property = scene.keptBy?.property {
            if let kept = app.unplacedController(heldBy: property, of: holder) { return kept }
            // Made here the first time; one already elsewhere in the hierarchy is replaced in the property.
            let made = instantiateMaking(scene, scene: sceneID, makers: makers, in: &app)
            app.assign(made, to: .property(of: holder, name: property))
            return made
        }
        // Kept by an object that is no controller (the scene delegate's `loginViewController`):
        // that one instance, made the first time and held from then on.
        if let kept = scene.keptBy, app.definition.code[kept.ownerClass] == nil {
            let owner = Owner.objectProperty(className: kept.ownerClass, name: kept.property)
            if let held = app.graph.controller(heldBy: owner) { return held }
            let made = instantiateMaking(scene, scene: sceneID, makers: makers, in: &app)
            app.retain(made, by: owner)
            return made
        }
        return instantiateMaking(scene, scene: sceneID, makers: makers, in: &app)
    }

    private static func instantiateMaking(
        _ scene: StoryboardScene, scene sceneID: Int, makers: [ObjectID], in app: inout Application
    ) -> ObjectID {
        if scene.isMadeInCode { return instantiateInCode(scene, scene: sceneID, makers: makers, in: &app) }
        guard let behavior = scene.kind.behavior else {
            return AppCode.instantiateFromStoryboard(scene.className, element: scene.element, scene: sceneID, in: &app)
        }
        let container: ObjectID
        switch behavior.storyboardDecoding {
        case .containerFirst(let confidence):
            container = app.instantiate(
                scene.className, kind: scene.kind, origin: .storyboard, scene: sceneID, confidence: confidence)
            AppCode.tellElement(scene.element, to: container, in: &app)
            let made = scene.children.map { instantiate($0, scene: sceneID, in: &app) }
            app.awakeFromNib(container, confidence: confidence)
            app.adopt(made, by: container)
        case .wholeGraph:
            var asleep: [ObjectID] = []
            container = instantiateAsleep(scene, scene: sceneID, into: &asleep, in: &app)
            for id in asleep.reversed() {
                let isContainer = app.graph.controllers.state(of: id)?.kind.isContainer == true
                app.awakeFromNib(id, confidence: isContainer ? .uncertain : .observed)
            }
        }
        behavior.didLoad(container, in: &app)
        return container
    }

    /// A scene the app's code makes, in the order Swift evaluates it: `ListViewController()`
    /// (`init(nibName:bundle:)`, no nib to wake it), `UINavigationController(rootViewController:)`
    /// after the root its argument makes, a tab bar controller before the tabs given to it.
    private static func instantiateInCode(
        _ scene: StoryboardScene, scene sceneID: Int, makers: [ObjectID], in app: inout Application
    ) -> ObjectID {
        let container: ObjectID
        switch scene.kind {
        case .navigationController:
            let root = scene.children.prefix(1).map { instantiate($0, scene: sceneID, makers: makers, in: &app) }
            container = app.instantiate(
                scene.className, kind: .navigationController, origin: .codeAroundRoot, scene: sceneID,
                confidence: .documented)
            app.adopt(root, by: container)
        case .tabBarController:
            container = app.instantiate(
                scene.className, kind: .tabBarController, origin: .code, scene: sceneID, confidence: .documented)
            // Its own code's navigation item, drawn when it is pushed whole (`GestureHandling.topScreen`).
            AppCode.tellElement(scene.element, to: container, in: &app)
            // A tab bar controller subclass's tabs may be its own stored properties' controllers.
            let tabs = scene.children.map { instantiate($0, scene: sceneID, makers: makers + [container], in: &app) }
            app.adopt(tabs, by: container)
        case .pageViewController:
            // Its pages come from its own code once its view loads (`PageViewController.didLoadView`).
            container = app.instantiate(
                scene.className, kind: .pageViewController, origin: .code, scene: sceneID, confidence: .documented)
            AppCode.tellElement(scene.element, to: container, in: &app)
        case .splitViewController:
            // Its columns' controllers are most often made first, then given to it.
            let columns = scene.children.map { instantiate($0, scene: sceneID, makers: makers, in: &app) }
            container = app.instantiate(
                scene.className, kind: .splitViewController, origin: .code, scene: sceneID, confidence: .uncertain)
            app.adopt(columns, by: container)
        default:
            let id = app.instantiate(
                scene.className, origin: .code, scene: sceneID, confidence: .documented, announcingPlainClass: true)
            AppCode.tellElement(scene.element, to: id, in: &app)
            return id
        }
        scene.kind.behavior?.didLoad(container, in: &app)
        return container
    }

    /// A storyboard tree made without waking it: each controller's
    /// `init(coder:)`, parents before children, in `asleep` in that order.
    private static func instantiateAsleep(
        _ scene: StoryboardScene, scene sceneID: Int, into asleep: inout [ObjectID], in app: inout Application
    ) -> ObjectID {
        let confidence: Confidence = scene.kind.isContainer ? .uncertain : .observed
        let id = app.instantiate(
            scene.className, kind: scene.kind, origin: .storyboard, scene: sceneID, confidence: confidence)
        AppCode.tellElement(scene.element, to: id, in: &app)
        asleep.append(id)
        let made = scene.children.map { instantiateAsleep($0, scene: sceneID, into: &asleep, in: &app) }
        if !made.isEmpty { app.adopt(made, by: id) }
        return id
    }
}
