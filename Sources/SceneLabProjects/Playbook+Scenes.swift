import SceneLabCore
import StoryboardReader
import SwiftSourceModel

extension Playbook {
    /// The scene the engine makes for an element: a controller, or a
    /// container with the scenes its relationship segues lead to; a
    /// controller whose container views embed children is a container of
    /// the app's own. A relationship back to a scene already on the way
    /// down is left out, and `depth` bounds the rest, so that a storyboard
    /// whose relationships loop or fan out cannot make the tree explode.
    func scene(for element: Element, depth: Int = 0, path: Set<String> = []) -> StoryboardScene {
        let path = path.union([element.key])
        let controller = element.controller
        let className = controller.className
        let related: [StoryboardScene] =
            depth > 8
            ? []
            : controller.segues.compactMap { segue -> StoryboardScene? in
                guard case .relationship = segue.kind,
                    let child = self.element(segue.destination, in: element.storyboard), !path.contains(child.key)
                else { return nil }
                return self.scene(for: child, depth: depth + 1, path: path)
            }
        let scene: StoryboardScene
        switch controller.kind {
        case .navigationController:
            scene = StoryboardScene(.navigationController, className: className, children: Array(related.prefix(1)))
        case .tabBarController:
            scene = StoryboardScene(.tabBarController, className: className, children: related)
        case .splitViewController:
            scene = StoryboardScene(
                .splitViewController, className: className,
                children: depth > 8 ? [] : splitColumns(of: element, depth: depth, path: path))
        case .pageViewController:
            // The storyboard has no page relationship: the app's data source makes them, which scenelab cannot run.
            scene = StoryboardScene(.pageViewController, className: className, children: [])
        default:
            let embeds = embedSegues(of: element)
            scene =
                embeds.isEmpty
                ? .viewController(className) : .containerViewController(className, embedding: embeds)
        }
        return scene.made(fromElement: element.key)
    }

    /// A split view's columns, primary first; the engine plays two.
    private func splitColumns(of element: Element, depth: Int, path: Set<String>) -> [StoryboardScene] {
        var primary: StoryboardScene?
        var secondary: StoryboardScene?
        for segue in element.controller.segues {
            guard case .relationship(let name) = segue.kind,
                let child = self.element(segue.destination, in: element.storyboard), !path.contains(child.key)
            else { continue }
            switch name {
            case "masterViewController", "primaryViewController":
                if primary == nil { primary = scene(for: child, depth: depth + 1, path: path) }
            case "detailViewController", "secondaryViewController":
                if secondary == nil { secondary = scene(for: child, depth: depth + 1, path: path) }
            default:
                continue
            }
        }
        return [primary, secondary].compactMap { $0 }
    }

    /// The embed segues of an element's container views.
    func embedSegues(of element: Element) -> [StoryboardScene.EmbedSegue] {
        element.controller.segues.compactMap { segue in
            guard case .embed = segue.kind, let child = self.element(segue.destination, in: element.storyboard) else {
                return nil
            }
            return StoryboardScene.EmbedSegue(segue.identifier, to: child.controller.className, element: child.key)
        }
    }

    /// The embed segues of every element with container views, by class: for
    /// the scenes a segue leads to (the initial scene's carry their own).
    var embedSeguesByClass: [String: [StoryboardScene.EmbedSegue]] {
        var result: [String: [StoryboardScene.EmbedSegue]] = [:]
        for element in elements.values.sorted(by: { $0.key < $1.key }) {
            let embeds = embedSegues(of: element)
            if !embeds.isEmpty, result[element.controller.className] == nil {
                result[element.controller.className] = embeds
            }
        }
        return result
    }

    /// The pages of each page view controller class of the storyboards, in page order: the
    /// scenes its code (its class's and its superclasses') instantiates by storyboard
    /// identifier, and the app's controllers it makes in code. A storyboard has no
    /// relationship for pages; the app's data source makes them, most often from
    /// identifiers or classes written in that code.
    var pagesByClass: [String: [StoryboardScene]] {
        var result: [String: [StoryboardScene]] = [:]
        for element in elements.values.sorted(by: { $0.key < $1.key })
        where element.controller.kind == .pageViewController && result[element.controller.className] == nil {
            let className = element.controller.className
            let pages = made(by: className).controllers.compactMap { made -> StoryboardScene? in
                guard let page = scene(for: made, in: className, depth: 1), page.kind != .pageViewController else {
                    return nil
                }
                return page
            }
            if !pages.isEmpty { result[element.controller.className] = pages }
        }
        // Page view controller classes made in code, whatever storyboard there is.
        for (className, kind) in code.containerKinds.sorted(by: { $0.key < $1.key })
        where kind == .pageViewController && result[className] == nil {
            let pages = made(by: className).controllers.compactMap { made -> StoryboardScene? in
                guard let page = scene(for: made, in: className, depth: 1), page.kind != .pageViewController else {
                    return nil
                }
                return page
            }
            if !pages.isEmpty { result[className] = pages }
        }
        return result
    }

    /// The page view controller classes of `pagesByClass` whose code keeps the pages it makes.
    var pagesKeptByCode: Set<String> {
        Set(pagesByClass.keys.filter { made(by: $0).isKept })
    }

    /// The controller classes whose `viewDidAppear(_:)`, their own or inherited, hands over to
    /// UIKit (`AppDefinition.actsOnAppearance`): a presentation of an onboarding screen, a push,
    /// an `if` that chooses one, or a helper that does.
    var classesActingOnAppearance: Set<String> {
        let method = "viewDidAppear(_:)"
        // The classes whose own `viewDidAppear(_:)` hands over: in most apps none.
        let acting = Set(
            sources.classes.values.filter { declared in
                declared.methods[method].map { sources.handsOverToUIKit($0, of: declared.name) } ?? false
            }.map(\.name))
        guard !acting.isEmpty else { return [] }
        // Each class's nearest own `viewDidAppear(_:)`, each chain walked once: whether it hands over.
        var runsActing: [String: Bool] = [:]
        func resolve(_ start: String) -> Bool {
            var path: [String] = []
            var seen: Set<String> = []
            var next: String? = start
            var answer = false
            while let current = next {
                if let known = runsActing[current] {
                    answer = known
                    break
                }
                guard seen.insert(current).inserted, let declared = sources.classes[current] else { break }
                path.append(current)
                if declared.methods[method] != nil {
                    answer = acting.contains(current)
                    break
                }
                next = declared.superclass
            }
            for name in path { runsActing[name] = answer }
            return answer
        }
        return controllerClasses.filter(resolve)
    }

    /// The classes of the app's controllers: the storyboards' and those made in code.
    private var controllerClasses: Set<String> {
        Set(elements.values.map(\.controller.className)).union(code.controllerKinds.keys)
    }

    /// The work `method` of `className`'s code leaves for after a delay that hands over to UIKit,
    /// itself or through a helper (`SwiftSources.delaysHandOver`), as a method's statements; nil
    /// when it leaves none.
    func delayedWork(in method: SwiftMethod, of className: String) -> SwiftMethod? {
        let delayed = method.statements.filter { sources.delaysHandOver($0, of: className) }
        guard !delayed.isEmpty else { return nil }
        var work = method
        work.statements = delayed
        return work
    }

    /// The controller classes whose own `viewDidLoad()` leaves work for after a delay that hands
    /// over to UIKit (`AppDefinition.delaysAtLoad`, `delayedWork(in:of:)`).
    var classesDelayingAtLoad: Set<String> {
        controllerClasses.filter { className in
            sources.classes[className]?.methods["viewDidLoad()"].flatMap { delayedWork(in: $0, of: className) } != nil
        }
    }

    /// The work the launch code (the scene delegate's `scene(_:willConnectTo:options:)`, else the
    /// app delegate's `application(_:didFinishLaunchingWithOptions:)`) leaves for after a delay
    /// that shows something (`SwiftSources.delaysHandOver`): the delegate's class, and that work as
    /// a method's statements; nil when there is none.
    var launchDelayedWork: (delegate: String, work: SwiftMethod)? {
        let places: [(String?, String)] = [
            (sceneDelegateClass, "scene(_:willConnectTo:options:)"),
            (appDelegateClass, "application(_:didFinishLaunchingWithOptions:)"),
        ]
        for case (let className?, let method) in places {
            guard let (_, body) = sources.implementation(of: method, in: className),
                let work = delayedWork(in: body, of: className)
            else { continue }
            return (className, work)
        }
        return nil
    }

    /// The controllers each class's stored properties make as an instance is made
    /// (`AppDefinition.storedControllers`): properties neither `lazy` nor `static` whose initial
    /// value is a controller scenelab can make, the class's own in the order declared, then its
    /// superclasses'. One that would make its own class again, directly or through others, is
    /// left out: the app could never finish making it.
    var storedControllersByClass: [String: [StoredController]] {
        // Each class's own, then each class's with its superclasses', every chain walked once.
        var own: [String: [StoredController]] = [:]
        for declared in sources.classes.values {
            let kept = declared.storedProperties.values.filter { !$0.isStatic && !$0.isLazy }
            let list = kept.compactMap { property -> (line: Int, kept: StoredController)? in
                guard let getter = declared.methods[property.name],
                    case .returnController(let made)? = getter.statements.first,
                    let scene = scene(for: made, in: declared.name)
                else { return nil }
                return (getter.line, StoredController(property: property.name, scene: scene))
            }
            if !list.isEmpty { own[declared.name] = list.sorted { $0.line < $1.line }.map(\.kept) }
        }
        guard !own.isEmpty else { return [:] }
        var direct: [String: [StoredController]] = [:]
        for name in sources.classes.keys where direct[name] == nil {
            var path: [String] = []
            var seen: Set<String> = []
            var next: String? = name
            while let current = next, direct[current] == nil, seen.insert(current).inserted,
                let declared = sources.classes[current]
            {
                path.append(current)
                next = declared.superclass
            }
            var inherited = next.flatMap { direct[$0] } ?? []
            for current in path.reversed() {
                inherited = (own[current] ?? []) + inherited
                direct[current] = inherited
            }
        }
        direct = direct.filter { !$0.value.isEmpty }
        func classes(in scene: StoryboardScene) -> [String] { [scene.className] + scene.children.flatMap(classes(in:)) }
        func reaches(_ target: String, from start: String) -> Bool {
            var seen: Set<String> = []
            var next = [start]
            while let name = next.popLast() {
                if name == target { return true }
                guard seen.insert(name).inserted else { continue }
                next += (direct[name] ?? []).flatMap { classes(in: $0.scene) }
            }
            return false
        }
        var result: [String: [StoredController]] = [:]
        for (name, list) in direct {
            let acyclic = list.filter { kept in !classes(in: kept.scene).contains { reaches(name, from: $0) } }
            if !acyclic.isEmpty { result[name] = acyclic }
        }
        return result
    }

    /// The controllers the code of `className` and its superclasses makes, in the order
    /// written, and whether it keeps what it makes in a property.
    private func made(by className: String) -> (controllers: [MadeController], isKept: Bool) {
        var controllers: [MadeController] = []
        var isKept = false
        var next: String? = className
        var walked: Set<String> = []
        while let name = next, walked.insert(name).inserted, let declared = sources.classes[name] {
            controllers += declared.madeControllers.filter { !controllers.contains($0) }
            isKept = isKept || declared.keepsMadeControllers
            next = declared.superclass
        }
        return (controllers, isKept)
    }

    /// The scene a controller the code makes is: one of the app's classes (with the screen
    /// its code lays out), or UIKit's containers around such scenes, made in code; a
    /// storyboard's scene by identifier, made from the storyboard. Nil for a class that is
    /// neither the app's view controller nor UIKit's, and for a scene no storyboard has.
    /// `className` is the class of the object whose code makes it, whose helpers it may call.
    func scene(for made: MadeController, in className: String, depth: Int = 0) -> StoryboardScene? {
        guard depth <= 8 else { return nil }
        switch made {
        case .returnedBy(let method):
            // `ListAssembly.build()`: the type's own method, in the type.
            let name = method.prefix { $0 != "(" }
            if let dot = name.firstIndex(of: ".") {
                let type = String(method[..<dot])
                let member = String(method[method.index(after: dot)...])
                guard let owner = sources.classes[type] ?? sources.structures[type], let body = owner.methods[member],
                    let returned = Self.returnedController(in: body.statements)
                else { return nil }
                return scene(for: returned, in: type, depth: depth + 1)
            }
            // `favoriteVC(nibName: nil, bundle: nil)`: a class of the app's spelled in lower case, which
            // the reader took for a method; no method of the maker's has the name.
            if method == name + "()" || method == name + "(nibName:bundle:)", sources.classes[String(name)] != nil,
                sources.implementation(ofCall: method, in: className) == nil
            {
                return scene(for: .instance(className: String(name), title: nil), in: className, depth: depth + 1)
            }
            guard let (_, body) = sources.implementation(ofCall: method, in: className),
                let returned = Self.returnedController(in: body.statements),
                let found = scene(for: returned, in: className, depth: depth + 1)
            else { return nil }
            // A stored property's controller: the instance the property holds (`StoryboardScene.keptBy`).
            if !method.contains("("), Evaluation.declaresStored(method, from: className, in: sources) {
                return found.kept(byProperty: method, of: className)
            }
            return found
        case .returnedByCall(let method, let arguments):
            // What the helper returns, the controllers it was given in place of its parameters.
            guard let (_, body) = sources.implementation(of: method, in: className),
                let returned = Self.returnedController(in: body.statements), let given = returned.substituting(arguments)
            else { return nil }
            return scene(for: given, in: className, depth: depth + 1)
        case .parameter:
            // Known only where the method is called.
            return nil
        case .instance(let madeClass, let titleExpression):
            // `CreateNavigationController()`: a method of the maker's named like a type, not a class.
            if sources.classes[madeClass] == nil, sources.structures[madeClass] == nil,
                sources.implementation(of: madeClass + "()", in: className) != nil
            {
                return scene(for: .returnedBy(method: madeClass + "()"), in: className, depth: depth + 1)
            }
            // A title the code works out is resolved where the controller is shown (`ActionCode`).
            let title: String?
            if case .string(let literal)? = titleExpression { title = literal } else { title = nil }
            // The app's own page view controller: its pages are those its code makes (`pagesByClass`).
            if code.containerKinds[madeClass] == .pageViewController, let key = code.key(of: madeClass, title: title) {
                return StoryboardScene(.pageViewController, className: madeClass, children: []).made(fromElement: key)
                    .madeInCode()
            }
            // The app's own container: a tab bar controller with the tabs its own code gives it (and
            // its code's navigation item), an empty navigation controller.
            if let tabs = code.ownTabs(of: madeClass) {
                return StoryboardScene(
                    .tabBarController, className: madeClass,
                    children: tabs.compactMap { scene(for: $0, in: madeClass, depth: depth + 1) }
                ).made(fromElement: code.key(of: madeClass, title: title)).madeInCode()
            }
            if code.containerKinds[madeClass] != .tabBarController, let key = code.key(of: madeClass, title: title) {
                return StoryboardScene.viewController(madeClass).made(fromElement: key).madeInCode()
            }
            if code.containerKinds[madeClass] == .navigationController {
                return StoryboardScene(.navigationController, className: madeClass, children: []).madeInCode()
            }
            switch madeClass {
            case let name where Self.plainUIKitControllers.contains(name):
                return StoryboardScene.viewController(name).madeInCode()
            case "UINavigationController":
                return StoryboardScene(.navigationController, className: madeClass, children: []).madeInCode()
            case let name where name.hasSuffix("NavigationController") && sources.classes[name] == nil:
                // A library's navigation controller subclass (a package's `NavigationController`),
                // whose code is not the app's: played as UIKit's.
                return StoryboardScene(.navigationController, className: name, children: []).madeInCode()
            default:
                return nil
            }
        case .storyboardByConstant(let expression, let storyboardName):
            guard let identifier = ConstantText.text(of: expression, in: className, sources) else { return nil }
            return scene(for: .storyboard(identifier: identifier, storyboardName: storyboardName), in: className, depth: depth + 1)
        case .storyboard(let identifier, let storyboardName):
            if let identifier {
                return element(storyboardIdentifier: identifier, preferring: storyboardName ?? project.windowStoryboard)
                    .map { scene(for: $0) }
            }
            guard let found = project.controller(
                inStoryboard: storyboardName, identifier: nil, from: project.windowStoryboard)
            else { return nil }
            return element(found.controller.id, in: found.storyboard).map { scene(for: $0) }
        case .navigation(let container, let root):
            // The root is made by the code of `className`, whose helpers and properties it may name.
            let child = root.flatMap { scene(for: $0, in: className, depth: depth + 1) }
            return StoryboardScene(.navigationController, className: container, children: child.map { [$0] } ?? [])
                .madeInCode()
        case .tabBar(let container, let tabs):
            return StoryboardScene(
                .tabBarController, className: container,
                children: tabs.compactMap { scene(for: $0, in: className, depth: depth + 1) }
            ).madeInCode()
        case .split(let container, let primary, let secondary):
            // The engine plays a split view of two columns: one without both is not played.
            guard let primary = primary.flatMap({ scene(for: $0, in: className, depth: depth + 1) }),
                let secondary = secondary.flatMap({ scene(for: $0, in: className, depth: depth + 1) })
            else { return nil }
            return StoryboardScene(.splitViewController, className: container, children: [primary, secondary]).madeInCode()
        }
    }

    /// The root the app's code gives its window: `window.rootViewController = …` in the scene
    /// delegate's `scene(_:willConnectTo:options:)`, else in the app delegate's
    /// `application(_:didFinishLaunchingWithOptions:)`, or a helper they call, their own or another
    /// object's (a router's `start()`). An empty navigation controller given as the root is given
    /// its first screen by the first push the same code makes, however it reaches it: a coordinator
    /// handed the navigation controller pushes its first screen in `start()`.
    var codeRoot: StoryboardScene? { codeRoot(takingElse: false) }

    /// The same, where each condition scenelab cannot work out takes its `else` (`launch --else`),
    /// and each test of the app's defaults on `assuming`'s key takes the side its value gives.
    func codeRoot(takingElse: Bool, assuming: DefaultsAssumption? = nil) -> StoryboardScene? {
        let places: [(String?, String)] = [
            (sceneDelegateClass, "scene(_:willConnectTo:options:)"),
            (appDelegateClass, "application(_:didFinishLaunchingWithOptions:)"),
        ]
        for case (let className?, let method) in places {
            guard let (_, body) = sources.implementation(of: method, in: className),
                let (made, owner) = rootAssignment(
                    in: body.statements, of: className, depth: 0, tap: TapValue.Facts(), takingElse: takingElse,
                    assuming: assuming)
            else { continue }
            let root = scene(for: made, in: owner) ?? emptyContainer(made, in: owner)
            // An empty navigation controller (`UINavigationController()`, a stored one, a library's
            // subclass) takes the first screen the same code pushes or sets as its stack.
            if root?.kind == .navigationController, root?.children.isEmpty == true,
                let (pushed, pusher) = firstPush(in: body.statements, of: className, depth: 0),
                let first = scene(for: pushed, in: pusher)
            {
                return StoryboardScene(
                    .navigationController, className: root?.className ?? "UINavigationController", children: [first]
                ).madeInCode()
            }
            // An empty tab bar controller or split view the same code gives its controllers afterwards.
            if let root, root.children.isEmpty, root.kind == .tabBarController || root.kind == .splitViewController,
                let filled = filled(root, made: made, by: body.statements, of: className)
            {
                return filled
            }
            // The engine plays a split view of two columns: one the code gives none is not played.
            if root?.kind == .splitViewController, root?.children.isEmpty == true { continue }
            return root
        }
        return nil
    }

    /// An app's own tab bar controller or split view subclass that the code makes empty
    /// (`SplitViewController()`, or a stored property holding one), to be given its controllers
    /// by the code after it (`filled`); nil for any other.
    private func emptyContainer(_ made: MadeController, in className: String) -> StoryboardScene? {
        var made = made
        if case .returnedBy(let property) = made, !property.contains("("),
            let stored = sources.nearest(from: className, { $0.storedProperties[property] }),
            case .call(.name(let type), _, _)? = stored.initialValue
        {
            made = .instance(className: type, title: nil)
        }
        guard case .instance(let container, _) = made, let kind = code.containerKinds[container],
            kind == .tabBarController || kind == .splitViewController
        else { return nil }
        return StoryboardScene(kind == .tabBarController ? .tabBarController : .splitViewController, className: container, children: [])
            .madeInCode()
    }

    /// `root`, an empty tab bar controller or split view, holding the controllers the launch code
    /// gives a container after making it (`InterfacePiece.controllersOf`, calls followed): those of
    /// the property the root is (`window?.rootViewController = tabBar`), else of the one container
    /// given any. A split view takes the first two, its primary and secondary columns. Nil when
    /// the code gives none, or several containers and none the root's.
    private func filled(_ root: StoryboardScene, made: MadeController, by statements: [SwiftStatement], of className: String)
        -> StoryboardScene?
    {
        var given: [String: [(made: MadeController, owner: String)]] = [:]
        func gather(_ list: [SwiftStatement], of owner: String, depth: Int) {
            for statement in list {
                switch statement {
                case .interface(.controllersOf(let holder, let controllers, let appending)):
                    let added = controllers.map { (made: $0, owner: owner) }
                    given[holder] = appending ? given[holder, default: []] + added : added
                case .branch(let branch):
                    gather(branch.body, of: owner, depth: depth)
                case .call(let method, _):
                    guard depth < 4, let called = sources.called(method, from: owner), called.isOwn else { continue }
                    gather(called.method.statements, of: owner, depth: depth + 1)
                default:
                    continue
                }
            }
        }
        gather(statements, of: className, depth: 0)
        let holder: String?
        if case .returnedBy(let property) = made, given[property] != nil {
            holder = property
        } else {
            holder = given.count == 1 ? given.keys.first : nil
        }
        guard let holder, let controllers = given[holder] else { return nil }
        var children = controllers.compactMap { scene(for: $0.made, in: $0.owner) }
        if root.kind == .splitViewController {
            guard children.count >= 2 else { return nil }
            children = Array(children.prefix(2))
        }
        return root.holding(children)
    }

    /// The test of the app's defaults the launch code chooses its window's root by: the first `if`
    /// of the scene delegate's `scene(_:willConnectTo:options:)` or the app delegate's
    /// `application(_:didFinishLaunchingWithOptions:)` whose condition is one
    /// (`StandardDefaults.test`) and whose sides give the window a root.
    var rootDefaultsTest: DefaultsTest? {
        let places: [(String?, String)] = [
            (sceneDelegateClass, "scene(_:willConnectTo:options:)"),
            (appDelegateClass, "application(_:didFinishLaunchingWithOptions:)"),
        ]
        /// Whether `statements` give the window a root, in a helper they call too (a router's
        /// `navigate(to: .login)`), a few calls deep.
        func setsRoot(_ statements: [SwiftStatement], of className: String, depth: Int = 0) -> Bool {
            statements.containsAnywhere { statement in
                if case .setRoot = statement { return true }
                guard depth < 4, case .call(let name, _) = statement, let called = sources.called(name, from: className)
                else { return false }
                return setsRoot(called.method.statements, of: called.isOwn ? className : called.owner.name, depth: depth + 1)
            }
        }
        /// The first such `if` in `statements`, in the sides of the `if`s around it too.
        func first(in statements: [SwiftStatement], of className: String, depth: Int) -> DefaultsTest? {
            guard depth < 16 else { return nil }
            for statement in statements {
                let condition: SwiftExpression?
                let sides: [[SwiftStatement]]
                switch statement {
                case .branch(let branch):
                    if case .holds(let test, _) = branch.condition { condition = test } else { condition = nil }
                    sides = [branch.body, branch.otherwise]
                case .conditional(let conditional):
                    if conditional.clauses.count == 1, let test = StandardDefaults.test(of: conditional.clauses[0], in: className, sources),
                        setsRoot(conditional.body + conditional.otherwise, of: className)
                    {
                        return test
                    }
                    condition = nil
                    sides = [conditional.body, conditional.otherwise]
                default:
                    continue
                }
                if let condition, setsRoot(Array(sides.joined()), of: className),
                    let test = StandardDefaults.test(condition, in: className, sources)
                {
                    return test
                }
                for side in sides {
                    if let found = first(in: side, of: className, depth: depth + 1) { return found }
                }
            }
            return nil
        }
        for case (let className?, let method) in places {
            guard let (_, body) = sources.implementation(of: method, in: className),
                let found = first(in: body.statements, of: className, depth: 0)
            else { continue }
            return found
        }
        return nil
    }

    /// UIKit's plain controllers and those of its and its frameworks' an app presents to pick or
    /// share (an image, a photo, a document, a font, a colour, a page of the web, a message): a
    /// controller of its class that UIKit presents and calls back as it does any, its screen and
    /// its inner controllers UIKit's own.
    static let plainUIKitControllers: Set<String> = ViewController.plainUIKitClasses.union([
        "UIImagePickerController", "PHPickerViewController", "UIActivityViewController",
        "UIDocumentPickerViewController", "UIFontPickerViewController", "UIColorPickerViewController",
        "SFSafariViewController", "MFMailComposeViewController", "MFMessageComposeViewController",
        "UIVideoEditorController", "QLPreviewController", "CNContactPickerViewController",
    ])

    /// The last controller `statements` return, in an `if`'s body too.
    private static func returnedController(in statements: [SwiftStatement]) -> MadeController? {
        var found: MadeController?
        for statement in statements {
            if case .returnController(let made) = statement { found = made }
            if case .branch(let branch) = statement { found = returnedController(in: branch.body) ?? found }
        }
        return found
    }

    /// The controllers a call's arguments give `method`'s parameters, by parameter, as far as their
    /// printed parts tell: a class made in place (`MainTabBarController()`), or a property of the
    /// caller's that holds one (`noticesViewController`); nil for any other argument.
    static func controllers(givenBy arguments: [[PrintPart]], to method: SwiftMethod, call: String) -> [MadeController?] {
        method.argumentSources(ofCall: call, count: arguments.count).map { source -> MadeController? in
            guard case .argument(let index)? = source, arguments.indices.contains(index), arguments[index].count == 1
            else { return nil }
            switch arguments[index][0] {
            case .property(let name), .expression(let name):
                guard let first = name.first, first.isLetter || first == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                else { return nil }
                return .returnedBy(method: name)
            case .evaluable(.call(.name(let type), _, _), _) where type.first?.isUppercase == true:
                return .instance(className: type, title: nil)
            case .evaluable(.call(.member(.name(let type), let member), let labels, _), _)
            where type.first?.isUppercase == true:
                // `CatalogAssembly.makeModule()`: what the type's own method returns.
                let named = labels.map { ($0.isEmpty || $0 == "_" ? "_" : $0) + ":" }.joined()
                return .returnedBy(method: type + "." + member + "(" + named + ")")
            default:
                return nil
            }
        }
    }

    /// The last `window.rootViewController = …` among `statements`, calls followed, with the
    /// class whose code made the controller.
    /// `tap`: what the call of the method being read gave it (an enumeration's case,
    /// `navigate(to: .login)`, which a `switch` over the parameter decides, `TapValue.holds`).
    private func rootAssignment(
        in statements: [SwiftStatement], of className: String, depth: Int, tap: TapValue.Facts,
        takingElse: Bool = false, assuming: DefaultsAssumption? = nil
    ) -> (made: MadeController, owner: String)? {
        var found: (made: MadeController, owner: String)?
        func inside(_ list: [SwiftStatement]) -> (made: MadeController, owner: String)? {
            rootAssignment(in: list, of: className, depth: depth, tap: tap, takingElse: takingElse, assuming: assuming)
        }
        // A test of the assumed key's value takes the side that value gives.
        func assumed(_ condition: SwiftExpression) -> Bool? {
            guard let assuming, let test = StandardDefaults.test(condition, in: className, sources) else { return nil }
            return assuming.holds(test)
        }
        for statement in statements {
            switch statement {
            case .setRoot(let made): found = (made, className)
            case .branch(let branch):
                if case .holds(let test, _) = branch.condition,
                    let holds = assumed(test) ?? TapValue.holds(test, tap: tap, stored: { _ in nil })
                {
                    found = inside(holds ? branch.body : branch.otherwise) ?? found
                } else if takingElse {
                    // `launch --else`: the next case, or the `else`, where it gives a root.
                    found = inside(branch.otherwise) ?? inside(branch.body) ?? found
                } else {
                    found = inside(branch.body) ?? found
                }
            case .conditional(let conditional):
                if conditional.clauses.count == 1, let assuming,
                    let test = StandardDefaults.test(of: conditional.clauses[0], in: className, sources),
                    let holds = assuming.holds(test)
                {
                    found = inside(holds ? conditional.body : conditional.otherwise) ?? found
                    continue
                }
                // An `if` the console cannot decide runs its body (and says so): so does the root;
                // with `launch --else`, its `else`.
                let (first, second) = takingElse ? (conditional.otherwise, conditional.body) : (conditional.body, conditional.otherwise)
                found = inside(first) ?? inside(second) ?? found
            case .call(let method, let arguments):
                guard depth < 4, let called = sources.called(method, from: className) else { continue }
                // An own helper's controllers are the object's class's to name; another object's, its own.
                let owner = called.isOwn ? className : called.owner.name
                let given = TapValue.Facts().calling(called.method, call: method, arguments: arguments)
                guard
                    var inner = rootAssignment(
                        in: called.method.statements, of: owner, depth: depth + 1, tap: given, takingElse: takingElse,
                        assuming: assuming)
                else { continue }
                // `setRootViewController(noticesViewController)`: the helper's parameter is the call's argument.
                if let given = inner.made.substituting(
                    Self.controllers(givenBy: arguments, to: called.method, call: method)), given != inner.made
                {
                    inner = (given, className)
                }
                found = inner
            default:
                continue
            }
        }
        return found
    }

    /// The first controller `statements` push (or make a navigation controller's root with
    /// `setViewControllers`), calls followed, with the class whose code made it.
    private func firstPush(in statements: [SwiftStatement], of className: String, depth: Int)
        -> (made: MadeController, owner: String)?
    {
        for statement in statements {
            switch statement {
            case .show(let call) where call.how == .push || call.how == .setStack: return (call.controller, className)
            case .branch(let branch):
                if let found = firstPush(in: branch.body, of: className, depth: depth) { return found }
            case .call(let method, _):
                guard depth < 4, let called = sources.called(method, from: className),
                    let found = firstPush(
                        in: called.method.statements, of: called.isOwn ? className : called.owner.name, depth: depth + 1)
                else { continue }
                return found
            default:
                continue
            }
        }
        return nil
    }

    /// The stored property `className`'s `prepare(for:sender:)` gives the segue's destination, for a
    /// segue of `identifier` (`if segue.identifier == "Choose Theme" { if let cvc = segue.destination
    /// as? ConcentrationViewController { lastSeguedToConcentrationViewController = cvc } }`): the
    /// object keeps it from then on. Nil when its code keeps none, or only under a test of another
    /// identifier.
    func propertyKeepingDestination(in className: String, identifier: String?) -> String? {
        guard let (_, prepare) = sources.implementation(of: "prepare(for:sender:)", in: className),
            let segue = prepare.parameters.first
        else { return nil }
        /// Whether `expression` is the destination, cast or not (`segue.destination as? Detail`).
        func isDestination(_ expression: SwiftExpression) -> Bool {
            switch expression {
            case .member(.name(segue), "destination"): return true
            case .binary("as?", let value, _), .binary("as!", let value, _), .binary("as", let value, _), .unwrap(let value):
                return isDestination(value)
            default: return false
            }
        }
        /// The identifier a clause tests the segue for (`segue.identifier == "Choose Theme"`).
        func testedIdentifier(_ clause: SwiftConditionClause) -> String? {
            guard case .holds(.binary("==", let left, let right)) = clause else { return nil }
            switch (left, right) {
            case (.member(.name(segue), "identifier"), .string(let tested)), (.string(let tested), .member(.name(segue), "identifier")):
                return tested
            default: return nil
            }
        }
        func find(_ statements: [SwiftStatement], locals: Set<String>, depth: Int) -> String? {
            guard depth < 8 else { return nil }
            var locals = locals
            for statement in statements {
                switch statement {
                case .declare(let name, let value) where isDestination(value):
                    locals.insert(name)
                case .assign(.name(let property), "=", let value), .assign(.member(.name("self"), let property), "=", let value):
                    let holdsDestination: Bool
                    if case .name(let local) = value { holdsDestination = locals.contains(local) } else { holdsDestination = isDestination(value) }
                    if holdsDestination, Evaluation.declaresStored(property, from: className, in: sources) { return property }
                case .conditional(let conditional):
                    // A test of another identifier keeps nothing for this one.
                    if let tested = conditional.clauses.lazy.compactMap(testedIdentifier).first, tested != identifier {
                        if let found = find(conditional.otherwise, locals: locals, depth: depth + 1) { return found }
                        continue
                    }
                    var inner = locals
                    for case .binds(let name, let value) in conditional.clauses where isDestination(value) { inner.insert(name) }
                    if let found = find(conditional.body, locals: inner, depth: depth + 1) { return found }
                    if let found = find(conditional.otherwise, locals: locals, depth: depth + 1) { return found }
                default:
                    continue
                }
            }
            return nil
        }
        return find(prepare.statements, locals: [], depth: 0)
    }

    /// The scene the app's window shows first: the window storyboard's initial controller.
    var initialScene: StoryboardScene? {
        guard let board = project.mainStoryboard, let id = board.initialViewControllerID,
            let element = element(id, in: project.windowStoryboard)
        else { return nil }
        return scene(for: element)
    }
}
