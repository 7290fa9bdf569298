import SceneLabCore
import StoryboardReader
import SwiftSourceModel
import XcodeProject

/// An opened project as an app scenelab can launch: its storyboards played
/// by `StoryboardController`, its own `print` calls as its console.
public enum ProjectApp {
    /// The app definition of `project`, launched as `id`, its Swift read by `readSwift`
    /// (`SwiftSourceReader.read`, or the edge's `SwiftReadingLibrary`), and what the
    /// reading met that it does not understand.
    /// A window the code builds without a root scenelab can read, and no storyboard to play
    /// in its place, is refused.
    public static func definition(
        of project: Project, id: String, readSwift: ([SwiftFile]) -> SwiftSources
    ) throws(ProjectError) -> (app: AppDefinition, warnings: [ProjectWarning]) {
        var warnings = project.warnings
        let read = readSwift(
            project.swiftFiles.map { SwiftFile(path: $0.path, text: String(decoding: $0.bytes, as: UTF8.self)) })
        var sources = CodeInterface.actionClosures(in: read)
        // Objective-C classes, for their selectors: a Swift class of the same name wins.
        for (name, objectiveC) in ObjectiveCClasses.read(project.objectiveCFiles) where sources.classes[name] == nil {
            sources.classes[name] = objectiveC
        }
        sources = Playbook.withKeptClosureCalls(sources)
        warnings += sources.warnings.map {
            ProjectWarning(
                file: $0.path, line: $0.line > 0 ? $0.line : nil, column: $0.column > 0 ? $0.column : nil,
                problem: .source($0.problem))
        }
        let playbook = Playbook(project: project, sources: sources)
        warnings += missingSuperCalls(in: sources)
        warnings += presentationsBeforeInWindow(in: sources)
        let postedByTheApp = Set(posts(in: sources).map(NotificationObserver.key(of:)))
        warnings += registrations(in: sources).filter {
            !NotificationPosting.names.contains($0.notification)
                && !postedByTheApp.contains(NotificationObserver.key(of: $0.notification))
        }.map {
            ProjectWarning(file: $0.path, line: $0.line, problem: .notificationNotPosted(notification: $0.notification))
        }
        warnings += unknownClasses(in: playbook)
        warnings += viewPrints(in: sources)
        warnings += NearMatches.uikitWarnings(in: sources)
        // The delegates' methods spelled as Swift 2 did (`applicationDidBecomeActive(application:)`).
        let delegateClasses = [playbook.appDelegateClass, playbook.sceneDelegateClass].compactMap { $0 }
        for near in NearMatches.delegateNearMatches(in: sources, delegates: delegateClasses) {
            warnings.append(
                ProjectWarning(
                    file: sources.classes[near.className]?.path ?? "", line: near.method.line,
                    problem: .nearlyMatchesUIKit(className: near.className, method: near.method.name, uikit: near.uikit, isOverride: false)))
        }
        warnings += NearMatches.selectorWarnings(in: playbook)
        var code: [String: any ControllerCode.Type] = [:]
        for element in playbook.elements.values where element.controller.kind != .viewControllerPlaceholder {
            code[element.controller.className] = StoryboardController.self
        }
        for className in playbook.code.controllerKinds.keys { code[className] = StoryboardController.self }
        // A split view subclass the code makes: UIKit asks its delegate (itself, or a delegate of the app's) to collapse.
        for (className, kind) in playbook.code.containerKinds where kind == .splitViewController {
            code[className] = StoryboardController.self
        }
        var root: StoryboardScene
        var windowSetup = WindowSetup.storyboard
        let codeRoot = playbook.codeRoot
        if let codeRoot {
            root = codeRoot
            // A storyboard's scene the code instantiates as the root is made as the storyboard
            // makes it (the programmatic launch's own path wraps a navigation controller around
            // a storyboard root, as a book's code does).
            windowSetup = codeRoot.isMadeInCode ? .code : .storyboard
            // The storyboard's window comes first and the code's replaces it before it is shown.
            if !project.windowInCode, project.mainStoryboard != nil {
                warnings.append(
                    ProjectWarning(
                        file: project.storyboardPaths[project.windowStoryboard] ?? project.windowStoryboard,
                        problem: .storyboardRootReplaced))
            }
        } else if project.windowInCode, project.mainStoryboard == nil {
            // No delegate at all: not a UIKit app (a SwiftUI `App`), rather than one whose root is unread.
            // A manifest Xcode generates names `SceneDelegate` whether or not a class of that name exists.
            let hasSceneDelegate = playbook.sceneDelegateClass.map { sources.classes[$0] != nil } ?? false
            if let why = Self.whyUnread(project, sources) { throw why }
            if playbook.appDelegateClass == nil && !hasSceneDelegate { throw .noStoryboard }
            // A launch method spelled as Swift 2 did is one UIKit never calls: said so, not that no root was found.
            let delegates = [playbook.sceneDelegateClass, playbook.appDelegateClass].compactMap { $0 }
            let launching: Set<String> = ["scene(_:willConnectTo:options:)", "application(_:didFinishLaunchingWithOptions:)"]
            if let near = NearMatches.delegateNearMatches(in: sources, delegates: delegates).first(where: { launching.contains($0.uikit) }) {
                throw .launchMethodNearlyMatches(className: near.className, method: near.method.name, uikit: near.uikit)
            }
            // Delegates that are Objective-C: their code is not read, only their selectors.
            let swiftClasses = Set(read.classes.keys)
            if let delegate = delegates.first(where: { !swiftClasses.contains($0) }),
                let file = project.objectiveCFiles.first(where: { $0.path.hasSuffix("/" + delegate + ".m") || $0.path == delegate + ".m" })
            {
                throw .windowBuiltInObjectiveC(file: file.path)
            }
            throw .windowBuiltInCode
        } else {
            root = playbook.initialScene ?? .viewController("UIViewController")
            if project.windowInCode, project.manifest.mainStoryboard != nil {
                warnings.append(
                    ProjectWarning(file: "Info.plist", problem: .windowBuiltInCode(fallback: project.windowStoryboard)))
            }
            if playbook.initialScene == nil {
                warnings.append(
                    ProjectWarning(
                        file: project.storyboardPaths[project.windowStoryboard] ?? project.windowStoryboard,
                        problem: .initialControllerNotFound))
            }
        }
        // `launch --else`: the root the launch code gives where its undecided conditions take their `else`.
        var rootTakingElse = codeRoot == nil ? nil : playbook.codeRoot(takingElse: true).flatMap { $0 == root ? nil : $0 }
        // A root the app's defaults choose (`if UserDefaults.standard.bool(forKey: "onboarded")`):
        // one for each value of the key, whichever `launch --else` asks.
        var rootByDefaults: RootByDefaults?
        if codeRoot != nil, let test = playbook.rootDefaultsTest,
            let holding = playbook.codeRoot(takingElse: false, assuming: DefaultsAssumption(test, holds: true)),
            let failing = playbook.codeRoot(takingElse: false, assuming: DefaultsAssumption(test, holds: false)),
            holding != failing
        {
            root = holding
            rootByDefaults = RootByDefaults(test: test, otherwise: failing)
            rootTakingElse = nil
        }
        let app = AppDefinition(
            id: id, displayName: project.displayName, bundleIdentifier: project.bundleIdentifier, root: root,
            rootTakingElse: rootTakingElse, rootByDefaults: rootByDefaults,
            code: code, embedSegues: playbook.embedSeguesByClass, console: console(of: playbook),
            resources: playbook,
            model: ProjectModel.self, windowSetup: windowSetup, pages: playbook.pagesByClass,
            pagesKeptByCode: playbook.pagesKeptByCode, storedControllers: playbook.storedControllersByClass,
            actsOnAppearance: playbook.classesActingOnAppearance, delaysAtLoad: playbook.classesDelayingAtLoad,
            delaysAtLaunch: playbook.launchDelayedWork != nil)
        return (app, warnings)
    }

    /// The app definition of `project` as `definition(of:id:readSwift:)` makes it from the Swift
    /// files the app can reach from where it starts (`ReachableSwiftFiles`), and the files left
    /// unread: the first `open` of a project of many files parses only what its app can run.
    /// `definition(of:id:readSwift:)` with every file makes the same app with the rest added.
    ///
    /// When the app reaches many files only once it runs (`ReachableSwiftFiles.readAfterLaunch`:
    /// screens a storyboard makes when a segue is performed, classes named only as `Name.self`),
    /// the app is made for its launch without them, and `afterLaunch` is the project with them
    /// added, whose definition the commands after the launch are played with.
    public static func reachableDefinition(
        of project: Project, id: String, readSwift: ([SwiftFile]) -> SwiftSources
    ) throws(ProjectError) -> (
        app: AppDefinition, warnings: [ProjectWarning], unread: UnreadSwiftFiles, afterLaunch: Project?
    ) {
        var roots: Set<String> = ["AppDelegate", "SceneDelegate"]
        // Every `customClass` of a storyboard: its scenes' controllers, views, cells and segues.
        for storyboard in project.storyboards.values { roots.formUnion(storyboard.customClassNames) }
        if case .scenes(let delegate?, _, _) = project.manifest.lifecycle {
            roots.insert(String(delegate.split(separator: ".").last ?? Substring(delegate)))
        }
        // An Objective-C file of the app may make a Swift class: every word of it is a root.
        for file in project.objectiveCFiles { roots.formUnion(SwiftFileOutline(file.bytes).mentioned) }
        let split = ReachableSwiftFiles(files: project.swiftFiles, roots: roots, laterScreens: laterScreens(in: project))
        var reached = project
        reached.swiftFiles = split.reachable
        var (app, warnings) = try definition(of: reached, id: id, readSwift: readSwift)
        var afterLaunch: Project?
        if !split.readAfterLaunch.isEmpty || !split.readInPart.isEmpty {
            let kept = Set((split.reachable + split.readAfterLaunch).map(\.path))
            var whole = project
            whole.swiftFiles = project.swiftFiles.filter { kept.contains($0.path) }
            afterLaunch = whole
            // What the files read later may settle is not warned of before they are read.
            let ignored: Set<String> = ["Notification", "NSNotification", "Name", "rawValue"]
            let inPart = Set(split.readInPart)
            warnings.removeAll { warning in
                // A file read in part warns of what it holds once it is read whole.
                if inPart.contains(warning.file) { return true }
                switch warning.problem {
                case .unknownClass(let className): return split.typesReadAfterLaunch.contains(className)
                case .notificationNotPosted(let notification):
                    let words = notification.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
                    return words.contains { !ignored.contains($0) && split.wordsReadAfterLaunch.contains($0) }
                default: return false
                }
            }
        }
        return (
            app, warnings,
            UnreadSwiftFiles(
                paths: split.unreached.map(\.path), typeNames: split.unreachedTypes,
                readAfterLaunch: split.readAfterLaunch.map(\.path), readInPart: split.readInPart),
            afterLaunch
        )
    }

    /// The storyboards' controller classes UIKit makes only once the app runs, each with the words
    /// that make one in code: its storyboard identifier and those of the segues to it, and those
    /// of a container that holds it (a navigation controller instantiated by its identifier makes
    /// its root). A class a storyboard's initial controller holds (a navigation controller's root,
    /// a tab, an embedded child) is made at launch, so it is none of them; nor is any when a
    /// storyboard refers to another's scene, which could be any.
    static func laterScreens(in project: Project) -> [String: Set<String>] {
        func words(_ identifier: String) -> [String] {
            identifier.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        }
        var later: [String: Set<String>] = [:]
        var atLaunch: Set<String> = []
        for storyboard in project.storyboards.values {
            if storyboard.scenes.contains(where: { $0.controller.kind == .viewControllerPlaceholder }) { return [:] }
            var waiting = storyboard.initialViewControllerID.map { [$0] } ?? []
            var seen: Set<String> = []
            while let id = waiting.popLast() {
                guard seen.insert(id).inserted, let controller = storyboard.controller(id: id) else { continue }
                atLaunch.insert(controller.className)
                for segue in controller.segues {
                    switch segue.kind {
                    case .relationship, .embed: waiting.append(segue.destination)
                    default: continue
                    }
                }
            }
            // The words that make each controller, by its id: its identifier's, and those of the segues to it.
            var making: [String: Set<String>] = [:]
            for scene in storyboard.scenes {
                let controller = scene.controller
                making[controller.id, default: []].formUnion(controller.storyboardIdentifier.map(words) ?? [])
                for segue in controller.segues {
                    if let identifier = segue.identifier { making[segue.destination, default: []].formUnion(words(identifier)) }
                }
            }
            // A container those words make makes its children with it (a navigation controller's
            // root, its tabs, its embedded children): the same words make them.
            var changed = true
            var rounds = 0
            while changed, rounds <= storyboard.scenes.count {
                changed = false
                rounds += 1
                for scene in storyboard.scenes {
                    guard let own = making[scene.controller.id], !own.isEmpty else { continue }
                    for segue in scene.controller.segues {
                        switch segue.kind {
                        case .relationship, .embed:
                            let known = making[segue.destination] ?? []
                            if !own.isSubset(of: known) {
                                making[segue.destination] = known.union(own)
                                changed = true
                            }
                        default:
                            continue
                        }
                    }
                }
            }
            for scene in storyboard.scenes {
                guard let custom = scene.controller.customClass else { continue }
                later[custom, default: []].formUnion(making[scene.controller.id] ?? [])
            }
        }
        for className in atLaunch { later[className] = nil }
        return later
    }

    /// UIKit's methods whose overrides must call `super` and do not: a
    /// learner's common slip, which the console alone would not show.
    private static func missingSuperCalls(in sources: SwiftSources) -> [ProjectWarning] {
        let mustCallSuper: Set<String> = [
            "viewDidLoad()", "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
            "viewWillDisappear(_:)", "viewDidDisappear(_:)", "awakeFromNib()", "viewWillLayoutSubviews()",
            "viewDidLayoutSubviews()", "didReceiveMemoryWarning()", "willMove(toParent:)", "didMove(toParent:)",
            "viewWillTransition(to:with:)", "prepare(for:sender:)",
        ]
        var warnings: [ProjectWarning] = []
        for swiftClass in sources.classes.values.sorted(by: { $0.path + $0.name < $1.path + $1.name }) {
            for method in swiftClass.methods.values.sorted(by: { $0.line < $1.line })
            where method.isOverride && !method.callsSuper && mustCallSuper.contains(method.name)
                && method.name != "prepare(for:sender:)"
            {
                // A super call of another method is the usual slip: copying viewWillAppear into viewWillDisappear.
                let other = method.statements.lazy.flatMap(\.asListed).compactMap { statement -> String? in
                    if case .superCall(let name) = statement { return name }
                    return nil
                }.first
                warnings.append(
                    ProjectWarning(
                        file: swiftClass.path, line: method.line,
                        problem: .superNotCalled(className: swiftClass.name, method: method.name, instead: other)))
            }
        }
        return warnings
    }

    /// The presentations a controller's own `viewDidLoad()` or `viewWillAppear(_:)` makes (a
    /// controller or an alert, in the method's own statements or in the sides of its `if`s), which
    /// UIKit refuses: the view is in no window until it appears. One warning per presentation: at its line, an alert's at its
    /// `UIAlertController(`.
    private static func presentationsBeforeInWindow(in sources: SwiftSources) -> [ProjectWarning] {
        func className(of made: MadeController) -> String {
            switch made {
            case .instance(let name, _), .navigation(let name, _), .tabBar(let name, _), .split(let name, _, _): return name
            default: return "UIViewController"
            }
        }
        var warnings: [ProjectWarning] = []
        for swiftClass in sources.classes.values.sorted(by: { $0.path + $0.name < $1.path + $1.name }) {
            for method in ["viewDidLoad()", "viewWillAppear(_:)"] {
                guard let body = swiftClass.methods[method] else { continue }
                for statement in body.statements.lazy.flatMap(\.asListed) {
                    let problem: ProjectProblem
                    let place: (path: String, line: Int)
                    switch statement {
                    case .show(let call) where call.how == .present:
                        problem = .presentsBeforeInWindow(
                            className: swiftClass.name, method: method, presented: className(of: call.controller))
                        place = (call.path, call.line)
                    case .presentAlert(let alert):
                        problem = .presentsBeforeInWindow(className: swiftClass.name, method: method, presented: "UIAlertController")
                        place = (alert.path, alert.line)
                    default:
                        continue
                    }
                    warnings.append(ProjectWarning(file: place.path, line: place.line, problem: problem))
                }
            }
        }
        return warnings
    }

    /// Storyboard scenes whose custom class of the app's own module no Swift file declares,
    /// once per class, when the project's classes are all Swift (an Objective-C file may
    /// declare it, and a module of a dependency is not the app's to check).
    private static func unknownClasses(in playbook: Playbook) -> [ProjectWarning] {
        let project = playbook.project
        guard !playbook.sources.classes.isEmpty, !project.warnings.contains(where: {
            if case .objectiveCFiles = $0.problem { return true } else { return false }
        }) else { return [] }
        let ownModules = Set([project.name, project.productName ?? project.name].map(AppManifest.moduleName))
        var warned: Set<String> = []
        var warnings: [ProjectWarning] = []
        for element in playbook.elements.values.sorted(by: { $0.key < $1.key }) {
            guard let custom = element.controller.customClass, playbook.sources.classes[custom] == nil,
                element.controller.customModule.map({ ownModules.contains(AppManifest.moduleName($0)) }) ?? true,
                !custom.hasPrefix("UI"), warned.insert(custom).inserted
            else { continue }
            warnings.append(
                ProjectWarning(
                    file: project.storyboardPaths[element.storyboard] ?? element.storyboard,
                    line: element.controller.line, problem: .unknownClass(className: custom)))
        }
        return warnings
    }

    /// UIKit's view classes a project's views inherit from.
    static let viewRoots: Set<String> = [
        "UIView", "UITableViewCell", "UICollectionViewCell", "UIControl", "UIButton", "UILabel", "UIImageView",
        "UIStackView", "UIScrollView", "UITableView", "UICollectionView", "UICollectionReusableView",
        "UITextField", "UITextView",
    ]

    /// Why a window built in code has no root to read, when it is not the code's shape: the Swift
    /// files could not be read at all, or the app is SwiftUI's (a file that imports SwiftUI and
    /// names a `WindowGroup`, with `@main`). Nil otherwise.
    static func whyUnread(_ project: Project, _ sources: SwiftSources) -> ProjectError? {
        for warning in sources.warnings {
            if case .readerUnavailable(let reason) = warning.problem { return .swiftNotRead(reason: reason) }
        }
        for file in project.swiftFiles {
            let words = SwiftFileOutline(file.bytes).mentioned
            if words.contains("SwiftUI"), words.contains("WindowGroup"), words.contains("main") {
                return .swiftUIApp(file: file.path)
            }
        }
        return nil
    }

    /// View classes whose methods print, which scenelab does not play: said once per class. A
    /// controller's root view made in `loadView()` plays its initializers and `layoutSubviews()`
    /// (`ProjectConsole.rootViewClass`), so only its other methods count.
    private static func viewPrints(in sources: SwiftSources) -> [ProjectWarning] {
        var roots = NearMatches.Roots(sources)
        // Each class's own loadView(), not its chain's: a long chain is walked once.
        var rootViews = Set(sources.classes.values.compactMap { declared in
            declared.methods["loadView()"].flatMap { ProjectConsole.rootViewClass(madeIn: $0, of: declared.name, in: sources) }
        })
        // And the views controllers add to theirs, whose initializers and layout play too.
        for className in sources.classes.keys { rootViews.formUnion(ProjectConsole.subviewClasses(of: className, in: sources)) }
        var warnings: [ProjectWarning] = []
        for swiftClass in sources.classes.values.sorted(by: { $0.path + $0.name < $1.path + $1.name }) {
            // A view the controller shows plays its own controls' actions when they are tapped.
            let actions = rootViews.contains(swiftClass.name) ? Self.controlActions(of: swiftClass) : []
            let played = { (method: SwiftMethod) in
                rootViews.contains(swiftClass.name)
                    && (method.name.hasPrefix("init(") || method.name == "layoutSubviews()"
                        || actions.contains(String(method.name.prefix { $0 != "(" })))
            }
            guard let root = roots.root(of: swiftClass.name), viewRoots.contains(root),
                swiftClass.methods.values.contains(where: { method in
                    !played(method)
                        && method.statements.lazy.flatMap(\.asListed).contains { if case .print = $0 { true } else { false } }
                })
            else { continue }
            warnings.append(
                ProjectWarning(
                    file: swiftClass.path, line: swiftClass.line,
                    problem: .viewPrintsNotPlayed(className: swiftClass.name, viewClass: root)))
        }
        return warnings
    }

    /// The base names of the methods a class's controls made in code send their taps to
    /// (`addTarget(self, action: #selector(signInTapped), …)`), in its methods and its properties' values.
    private static func controlActions(of swiftClass: SwiftClass) -> Set<String> {
        var found: Set<String> = []
        let lists = swiftClass.methods.values.map(\.statements) + [swiftClass.initialValues]
        for statement in lists.joined().lazy.flatMap(\.asListed) {
            if case .interface(.control(let control)) = statement, case .method(let selector)? = control.handler {
                found.insert(String(selector.prefix { $0 != "(" }))
            }
        }
        return found
    }

    /// The notifications the app's own code posts (`NotificationCenter.default.post(name:object:)`).
    static func posts(in sources: SwiftSources) -> [String] {
        var found: [String] = []
        func collect(_ statements: [SwiftStatement]) {
            for statement in statements {
                switch statement {
                case .call(NotificationObserver.postCall, let arguments):
                    if case .text(let name)? = arguments.first?.first { found.append(name) }
                case .branch(let branch): collect(branch.body + branch.otherwise)
                case .conditional(let conditional): collect(conditional.body + conditional.otherwise)
                case .observe(let observer): if case .closure(let inner) = observer.handler { collect(inner) }
                default: continue
                }
            }
        }
        for owner in Array(sources.classes.values) + Array(sources.extensions.values) {
            for method in owner.methods.values { collect(method.statements) }
        }
        return found
    }

    /// Every registration with the notification center in the sources (in closures too),
    /// by file and line.
    static func registrations(in sources: SwiftSources) -> [NotificationObserver] {
        var found: [NotificationObserver] = []
        func collect(_ statements: [SwiftStatement]) {
            for statement in statements {
                guard case .observe(let observer) = statement else { continue }
                found.append(observer)
                if case .closure(let inner) = observer.handler { collect(inner) }
            }
        }
        for owner in Array(sources.classes.values) + Array(sources.extensions.values) {
            for method in owner.methods.values { collect(method.statements) }
        }
        return found.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
    }

    /// The console of the project's print calls, or `nil` when it has no Swift code.
    private static func console(of playbook: Playbook) -> ProjectConsole? {
        let sources = playbook.sources
        guard !sources.classes.isEmpty else { return nil }
        var titles: [String: String] = [:]
        var disagreeing: Set<String> = []
        for element in playbook.elements.values {
            let className = element.controller.className
            guard let title = element.controller.title else {
                disagreeing.insert(className)
                continue
            }
            if let known = titles[className], known != title { disagreeing.insert(className) }
            titles[className] = title
        }
        for className in disagreeing { titles[className] = nil }
        var console = ProjectConsole(
            sources: sources, titles: titles, moduleName: AppManifest.moduleName(playbook.project.name),
            appDelegateClass: playbook.appDelegateClass, sceneDelegateClass: playbook.sceneDelegateClass,
            observers: Dictionary(
                registrations(in: sources).map { (ProjectConsole.site(of: $0), $0) }, uniquingKeysWith: { first, _ in first }))
        console.titlesOthers = titlesOtherControllers(playbook.sources)
        console.untitled =
            console.titlesOthers ? [] : untitledClasses(playbook, storyboardTitled: Set(titles.keys))
        console.usesDefaults = playbook.project.swiftFiles.contains {
            SwiftFileOutline.Scanner.contains($0.bytes[...], "UserDefaults")
        }
        console.usesFields = playbook.project.swiftFiles.contains {
            SwiftFileOutline.Scanner.contains($0.bytes[...], "UITextField")
        }
        console.usesControllerLinks = playbook.project.swiftFiles.contains { file in
            ["presentingViewController", "presentedViewController", "navigationController", "viewControllers", "parent",
                "splitViewController", "tabBarController"]
                .contains { SwiftFileOutline.Scanner.contains(file.bytes[...], $0) }
        }
        console.usesSelection = playbook.project.swiftFiles.contains {
            SwiftFileOutline.Scanner.contains($0.bytes[...], "indexPath")
        }
        console.keptClosures = Dictionary(
            playbook.keptClosures.values.flatMap { $0 }.map { (ProjectConsole.site(of: $0.closure), $0.closure) },
            uniquingKeysWith: { first, _ in first })
        return console
    }

    /// The storyboard's controller classes whose `title` is nil while they run: no scene of theirs
    /// has one, and no code of their chain gives them one (`title = …`). Asked only of an app whose
    /// code titles no other object's controller (`titlesOtherControllers`), which could be any class's.
    private static func untitledClasses(_ playbook: Playbook, storyboardTitled: Set<String>) -> Set<String> {
        let sources = playbook.sources
        func titlesItself(_ statement: SwiftStatement) -> Bool {
            switch statement {
            case .interface(.title), .assign(.name("title"), _, _), .assign(.member(.name("self"), "title"), _, _): return true
            default: return false
            }
        }
        let owners = Array(sources.classes.values) + Array(sources.extensions.values)
        let selfTitled = Set(
            owners.filter { $0.methods.values.contains { $0.statements.containsAnywhere(where: titlesItself) } }.map(\.name))
        var untitled: Set<String> = []
        for element in playbook.elements.values where element.controller.title == nil {
            let className = element.controller.className
            guard !storyboardTitled.contains(className),
                !sources.chain(from: className).contains(where: { selfTitled.contains($0.name) })
            else { continue }
            untitled.insert(className)
        }
        // A class with a titled scene anywhere keeps its title unknown.
        for element in playbook.elements.values where element.controller.title != nil {
            untitled.remove(element.controller.className)
        }
        return untitled
    }

    /// Whether any code of the app titles another object's controller (`detail.title = …`, a
    /// controller made with a title), whose class the reader cannot always tell.
    private static func titlesOtherControllers(_ sources: SwiftSources) -> Bool {
        func titlesAnother(_ statement: SwiftStatement) -> Bool {
            switch statement {
            case .assign(.member(.name(let base), "title"), _, _): return base != "navigationItem" && base != "tabBarItem"
            case .show(let call): if case .instance(_, _?) = call.controller { return true } else { return false }
            default: return false
            }
        }
        let owners = Array(sources.classes.values) + Array(sources.extensions.values)
        return owners.contains { $0.methods.values.contains { $0.statements.containsAnywhere(where: titlesAnother) } }
    }

    /// The word `launch` takes for a project: its name in lower case, letters and digits only.
    public static func launchName(of project: Project) -> String {
        let word = String(project.name.lowercased().filter { $0.isLetter || $0.isNumber })
        return word.isEmpty ? "project" : word
    }
}
