/// A scene of an app's storyboard and the scenes its relationship segues
/// lead to: a view controller of the app's, or a container of UIKit's
/// (its kind, from `ViewController.Kind`) with its children in order, or a
/// container of the app's own whose container views embed their children.
///
/// The initial view controller's scene is the app's root (`AppDefinition.root`).
public struct StoryboardScene: Sendable, Equatable {
    /// What the scene's controller is: plain, or a kind of container.
    public let kind: ViewController.Kind
    /// The class the storyboard names: the app's class for a plain scene or a custom container,
    /// UIKit's for one of UIKit's containers.
    public let className: String
    /// A container's children, in storyboard order.
    public private(set) var children: [StoryboardScene]
    /// For a page view controller, the classes its data source returns, in
    /// page order. They are not children in the storyboard, which has no
    /// relationship segue for pages: the app's code makes each page when
    /// UIKit asks for it, so the storyboard never instantiates them.
    public let dataSourcePages: [String]
    /// The embed segues of the scene's container views, in storyboard order.
    /// They fire when the scene's view loads, not when the scene is made,
    /// so their destinations are not among `children`.
    public let embeds: [EmbedSegue]
    /// The id of the storyboard element the scene's controller comes from,
    /// for an app made from a storyboard file: handed to the controller's
    /// code when UIKit makes it, since two scenes may share a class.
    public private(set) var element: String?

    /// Whether the app's code makes the scene (`ListViewController()`,
    /// `UINavigationController(rootViewController:)`) rather than a storyboard.
    public private(set) var isMadeInCode = false

    /// For a controller the code names by a stored property of the object whose code makes
    /// the scene around it (`viewControllers = [feed, settings]` with `let feed = FeedViewController()`):
    /// the instance the property holds is the one used, made with the object
    /// (`AppDefinition.storedControllers`) or, the first time, here.
    public private(set) var keptBy: Holder?

    /// The stored property of an object of `ownerClass` that holds a scene's controller.
    public struct Holder: Sendable, Equatable {
        /// The stored property's name.
        public let property: String
        /// The class of the object whose property it is, the one whose code makes the scene.
        public let ownerClass: String
    }

    /// The same scene, its controller the one `property` of an object of `ownerClass` holds.
    public func kept(byProperty property: String, of ownerClass: String) -> StoryboardScene {
        var scene = self
        scene.keptBy = Holder(property: property, ownerClass: ownerClass)
        return scene
    }

    /// The same container, holding `children`: the controllers the app's code gave it after making
    /// it (`tabs.viewControllers = [feed, settings]`).
    public func holding(_ children: [StoryboardScene]) -> StoryboardScene {
        var scene = self
        scene.children = children
        return scene
    }

    /// The same scene, made by the app's code: its controllers are
    /// initialized with `init(nibName:bundle:)`, and not woken from a nib.
    public func madeInCode() -> StoryboardScene {
        var scene = self
        scene.isMadeInCode = true
        return scene
    }

    /// The same scene, its controller made from storyboard element `element`.
    public func made(fromElement element: String?) -> StoryboardScene {
        var scene = self
        scene.element = element
        return scene
    }

    /// An embed segue: a container view's child, made when its parent's view loads.
    public struct EmbedSegue: Sendable, Equatable {
        /// The identifier `prepare(for:sender:)` sees; a storyboard's embed segue may have none.
        public let identifier: String?
        /// The class of the embedded view controller, one of the app's.
        public let destination: String
        /// The storyboard element the embedded controller comes from, for an app made from a file.
        public let element: String?

        public init(_ identifier: String?, to destination: String, element: String? = nil) {
            self.identifier = identifier
            self.destination = destination
            self.element = element
        }
    }

    /// A container of `kind` whose children are these scenes.
    public init(_ kind: ViewController.Kind, children: [StoryboardScene]) {
        self.init(kind, children: children, dataSourcePages: [])
    }

    /// A container of `kind` of a class of the app's own (a subclass of
    /// UIKit's container), whose children are these scenes.
    public init(_ kind: ViewController.Kind, className: String, children: [StoryboardScene]) {
        self.kind = kind
        self.className = className
        self.children = children
        self.dataSourcePages = []
        self.embeds = []
    }

    private init(
        _ kind: ViewController.Kind, className: String? = nil, children: [StoryboardScene], dataSourcePages: [String]
    ) {
        self.kind = kind
        self.className = className ?? kind.containerClassName ?? "UIViewController"
        self.children = children
        self.dataSourcePages = dataSourcePages
        self.embeds = []
    }

    private init(plain className: String) {
        self.kind = .plain
        self.className = className
        self.children = []
        self.dataSourcePages = []
        self.embeds = []
    }

    /// A container view controller of the app's own class (a
    /// `UIViewController` subclass) whose container views embed these children.
    public static func containerViewController(
        _ className: String, embedding embeds: [EmbedSegue]
    ) -> StoryboardScene {
        StoryboardScene(custom: className, embeds: embeds)
    }

    private init(custom className: String, embeds: [EmbedSegue]) {
        self.kind = .customContainer
        self.className = className
        self.children = []
        self.embeds = embeds
        self.dataSourcePages = []
    }

    /// A plain view controller of this class, with no container.
    public static func viewController(_ className: String) -> StoryboardScene { StoryboardScene(plain: className) }

    /// A `UINavigationController` whose root view controller is of this class.
    public static func navigationController(root className: String) -> StoryboardScene {
        StoryboardScene(.navigationController, children: [.viewController(className)])
    }

    /// A `UITabBarController` whose tabs are these scenes, the first selected.
    public static func tabBarController(tabs: [StoryboardScene]) -> StoryboardScene {
        StoryboardScene(.tabBarController, children: tabs)
    }

    /// A `UISplitViewController` with a primary and a secondary column.
    public static func splitViewController(primary: StoryboardScene, secondary: StoryboardScene) -> StoryboardScene {
        StoryboardScene(.splitViewController, children: [primary, secondary])
    }

    /// A `UIPageViewController` (transition style `.scroll`) with no child
    /// in the storyboard, whose data source returns a page of each class in
    /// `pages`, in order; its code shows the first at load.
    public static func pageViewController(pages: [String]) -> StoryboardScene {
        StoryboardScene(.pageViewController, children: [], dataSourcePages: pages)
    }

    /// A page view controller of class `className` (its own, or `UIPageViewController`'s
    /// when nil) whose data source returns a page of each class in `pages`.
    public static func pageViewController(_ className: String?, pages: [String]) -> StoryboardScene {
        StoryboardScene(.pageViewController, className: className, children: [], dataSourcePages: pages)
    }

    /// The pages of each page view controller in this tree, by its class, each made by the
    /// app's code (`dataSourcePages`); the first page view controller of a class wins.
    var pagesByClass: [String: [StoryboardScene]] {
        var found: [String: [StoryboardScene]] = [:]
        if kind == .pageViewController, !dataSourcePages.isEmpty {
            found[className] = dataSourcePages.map { StoryboardScene.viewController($0).madeInCode() }
        }
        for child in children {
            found.merge(child.pagesByClass) { first, _ in first }
        }
        return found
    }
}
