import CommandGrammar
import PropertyLists
import SceneLabStore

/// A running app process: `UIApplication`, its `AppDelegate`, scenes and controllers.
///
/// The simulator holds one while the app runs and drops it when the process
/// ends. Its operations (in the `Application+…` files) mutate the graph and
/// record the callbacks UIKit would make, in order, in `recorded`.
public struct Application: Sendable {
    /// The app this process runs; its code grows when the opened project's unread files are
    /// read (`Simulator.replaceApp`).
    public internal(set) var definition: AppDefinition
    /// Connected scenes, by id order.
    public internal(set) var scenes: [Scene] = []
    /// The scene commands address.
    public internal(set) var focusedScene = 1
    /// Whether the system has suspended the (background) app.
    public internal(set) var isSuspended = false
    /// The device as the app last heard of it, when the device turned while
    /// the app was suspended: the app hears the turn when it comes back.
    var deviceBeforeMissedTurn: Device?
    /// The device's clock when the command began (`Simulator.now`).
    package internal(set) var now: Double = Simulator.clockStart
    /// Whether the app's code stopped the process (a Swift runtime trap); the
    /// simulator ends the process after the command.
    public internal(set) var hasCrashed = false
    /// What the app's own code keeps in its objects' stored properties, by object
    /// (`ListViewController#1`) and name, as its console last worked them out
    /// (`ConsoleMemory.objects`): the data a screen drawn from it shows (a table's rows
    /// counted from `items`). Empty for an app with no console.
    package var appCodeValues: [String: [String: ConsoleValue]] = [:]
    /// Whether the process heard `application(_:didDiscardSceneSessions:)`
    /// while it ran (the iPad kill), so that the next launch is not told again.
    public internal(set) var hasBeenToldOfDiscardedSessions = false
    /// The swipe a finger is in the middle of, if any: until it ends, other commands are refused.
    public internal(set) var interactiveTransition: InteractiveTransition?
    /// The controllers whose `definesPresentationContext` the app set to true
    /// (`defines-context on`): usually none, so a short list rather than a
    /// field every controller's state would carry. Ids are never reused, so
    /// a freed controller's entry can match nothing else.
    public internal(set) var presentationContextDefiners: [ObjectID] = []
    /// Whether some container ever turned `shouldAutomaticallyForwardAppearanceMethods`
    /// off (`child forwarding off`): until one does, no appearance call looks
    /// at its parent's setting.
    var someContainerForwardsByHand = false
    /// How the app builds a scene's window, chosen at launch; every scene it connects builds its own the same way.
    public internal(set) var windowSetup = WindowSetup.storyboard
    /// While a `tap … --else` plays: the app's code takes the `else` of each condition
    /// scenelab cannot work out (`Gesture.Otherwise`).
    var unknownConditionsTakeElse = false
    /// The controllers that got `viewDidAppear(_:)` in this command whose class asks UIKit for
    /// more there (`AppDefinition.actsOnAppearance`): what they ask is played once the command's
    /// own transitions end (`AppCode.runActionsOfAppearance`).
    var appearedAndActing: [ObjectID] = []
    /// The controllers whose `viewDidLoad()` left work for after a delay that shows something
    /// (`AppDefinition.delaysAtLoad`), played once the command's own transitions end.
    var delayingWork: [ObjectID] = []
    /// What the app's code wrote to its defaults in this command, as the engine followed it
    /// (`AppContext.codeDefaultsWrites`): the session stores the writes once the command's
    /// events are out, and a condition later in the same command (the `viewDidAppear(_:)` of the
    /// screen a dismissal uncovers) reads them first; `.some(nil)` for a removal.
    var codeDefaultsWrites: [String: PropertyList?] = [:]
    /// The keys the code wrote in this command with values no one can tell.
    var codeDefaultsUnknown: Set<String> = []
    /// The remarks said once in the process's life (`Diagnostic.isSaidOnce`): a statement of the
    /// app's code scenelab does not play is named the first time it runs, not at every tap.
    var saidOnce: Set<String> = []
    /// The process's objects: its view controllers and who holds them.
    public internal(set) var graph = ObjectGraph()
    /// Every live view controller (the graph's table), for reading.
    public var controllers: ControllerTable { graph.controllers }
    /// The events of the command being applied.
    var recorder = EventRecorder()
    /// The app's shared model; absent only while its code runs (see `withModel`).
    var model: (any AppModel)?
    /// The device's store, lent by the simulator while a command runs.
    var store = Store()
    /// The device's app containers (`Documents`), where the app's own files go.
    var containers: any ContainerStorage = NoContainers()
    /// What each of its files held when this process last read or wrote it,
    /// kept only where other processes share the containers, so that a save
    /// can tell a change made elsewhere from its own.
    var fileFingerprints: [ContainerPath: FileFingerprint] = [:]
    /// The language the app's UI speaks.
    package let language: Language
    /// Where the app's random numbers start (`--seed`), so that runs replay.
    package let randomSeed: UInt64
    /// The device the process runs on.
    public internal(set) var device: Device
    /// The iOS version and lifecycle the process runs with.
    public let platform: Platform
    /// Whether the books' apps run their books' code as printed (`book as-written`).
    package let code: BookCode
    /// The chapter of its book whose code the app plays; nil for the finished app.
    package let chapter: BookChapter?

    /// The language of the app's own strings: the session's, or under `book
    /// as-written` its book's, whose literals it shows as printed.
    package var interfaceLanguage: Language {
        code == .asWritten ? definition.bookLanguage ?? language : language
    }

    init(
        definition: AppDefinition, language: Language = .en, randomSeed: UInt64 = 1, device: Device = .iPhone,
        platform: Platform = .current, code: BookCode = .fixed, chapter: BookChapter? = nil
    ) {
        self.code = code
        self.chapter = chapter
        self.device = device
        self.platform = platform
        self.definition = definition
        self.language = language
        self.randomSeed = randomSeed
        self.model = definition.model?.init()
    }

    /// An empty process that stands in while the real one is lent to app
    /// code: made once, since app code runs on every load, gesture and segue.
    static let placeholder = Application(
        definition: AppDefinition(
            id: "", displayName: "", bundleIdentifier: "", root: .viewController(""), screenClasses: []))

    /// The app delegate's name in events.
    static let appDelegate = Name(plain: "AppDelegate")

    // MARK: Looking things up

    package func controller(_ id: ObjectID) -> ViewController? { controllers[id] }

    package func name(of id: ObjectID) -> String { graph.controllers.state(of: id)?.name ?? id.description }

    /// A controller's name as events carry it.
    func objectName(of id: ObjectID) -> ObjectName {
        graph.controllers.state(of: id)?.objectName ?? ObjectName(Name(id.description))
    }

    func scene(_ id: Int) -> Scene? { scenes.first { $0.id == id } }

    /// The scene that has the focus: the one commands act on.
    public var focused: Scene? { scene(focusedScene) }

    /// The controller at the top of a scene: the last presented one, or the window's root.
    /// A presentation over the current context hangs from the controller that
    /// defines the context, which may be a child the root shows, so the walk
    /// looks down the children on screen as well as along `presented`.
    func topPresentedController(inScene sceneID: Int) -> ObjectID? {
        guard var current = scene(sceneID)?.window.rootViewController else { return nil }
        while let next = presentedController(from: current) { current = next }
        return current
    }

    /// What a controller, or a child it shows at any depth, presents
    /// (`presentedViewController` as seen from the screen).
    func presentedController(from id: ObjectID) -> ObjectID? {
        if let presented = graph.controllers.state(of: id)?.presented { return presented }
        // Only a context presentation hangs from a child, and only a controller
        // that defines the context makes one hang there: with none, no walk.
        guard !presentationContextDefiners.isEmpty else { return nil }
        for child in graph.controllers.visibleChildren(of: id) {
            if let presented = presentedController(from: child) { return presented }
        }
        return nil
    }

    /// The controller the app's code runs in: the top presented controller,
    /// or, when that is a container, the controller it shows (a navigation
    /// controller's top, the selected tab), all the way down.
    package func topViewController(inScene sceneID: Int) -> ObjectID? {
        guard var top = topPresentedController(inScene: sceneID) else { return nil }
        while let child = graph.controllers.visibleChildren(of: top).last { top = child }
        return top
    }

    /// The navigation controller a controller is a child of (`navigationController`).
    package func navigationController(of id: ObjectID) -> ObjectID? {
        guard let parent = graph.controllers.state(of: id)?.parent,
            graph.controllers.state(of: parent)?.kind == .navigationController
        else { return nil }
        return parent
    }

    // MARK: Recording

    /// Records an event; after a crash no callback runs, so calls are dropped (a launch's
    /// transition goes on past app code that crashed in `viewDidLoad`, say).
    package mutating func record(_ event: consuming Event) {
        if hasCrashed, event.kind == .call { return }
        recorder.record(event)
    }

    /// Records UIKit calling `method` on a view controller.
    package mutating func call(
        _ method: Name, on id: ObjectID, channel: Channel? = nil,
        arguments: Event.Arguments = Event.Arguments(), confidence: Confidence
    ) {
        guard !hasCrashed, let receiver = graph.controllers.receiver(id) else { return }
        recorder.call(method, on: receiver, channel: channel, arguments: arguments, confidence: confidence)
    }

    /// Records a call on the app delegate.
    mutating func callAppDelegate(_ method: Name, scene: Int? = nil, confidence: Confidence) {
        record(
            .call(
                method, on: ObjectName(Self.appDelegate), of: Self.appDelegate, channel: .app, scene: scene,
                confidence: confidence))
    }

    /// Cues the app's console that the app's code which called UIKit goes on from
    /// there (`Event.Kind.resume`), for an app whose console follows its code.
    /// `sides` name the sides of the `if`s the code took on the way (`Event.Argument.sidesLabel`).
    package mutating func resumeAppCode(of receiver: ObjectName, scene: Int?, sides: [Bool] = []) {
        guard definition.console != nil else { return }
        let arguments =
            sides.isEmpty
            ? Event.Arguments()
            : Event.Arguments(Event.Argument(Event.Argument.sidesLabel, .string(Name(String(sides.map { $0 ? "1" : "0" })))))
        record(Event(kind: .resume, scene: scene, receiver: receiver, receiverClass: nil, selector: nil, arguments: arguments))
    }

    /// The same for the code of the delegate that hears of `sceneID`: its scene delegate,
    /// or without scenes the app delegate.
    mutating func resumeAppCode(ofDelegateOfScene sceneID: Int) {
        guard platform.usesScenes else {
            resumeAppCode(of: ObjectName(Self.appDelegate), scene: nil)
            return
        }
        guard let scene = scenes.first(where: { $0.id == sceneID }) else { return }
        resumeAppCode(of: scene.delegateName, scene: sceneID)
    }

    /// Records a call on a scene's delegate and moves the scene to the state the call announces.
    ///
    /// An app without scenes keeps one internally, for its window; the app
    /// delegate hears of its state instead (`applicationDidBecomeActive(_:)`
    /// and the rest), and nothing of connecting or disconnecting.
    mutating func callSceneDelegate(_ method: SceneDelegateMethod, scene sceneID: Int, confidence: Confidence) {
        guard let index = scenes.firstIndex(where: { $0.id == sceneID }) else { return }
        if platform.usesScenes {
            record(
                .call(
                    method.selector, on: scenes[index].delegateName, of: .sceneDelegate,
                    channel: .scene, scene: sceneID, confidence: confidence))
        } else if let selector = method.appDelegateSelector {
            callAppDelegate(selector, confidence: confidence)
        }
        method.update(&scenes[index])
    }

    /// The app's code read an `unowned` reference whose object was already
    /// deallocated: the Swift runtime traps, and the process ends on the spot,
    /// with no callback. What the closure would have done does not happen.
    package mutating func crashOnUnownedReference(closure: String, captured object: String) {
        // Verbatim: Swift's own message, as the console shows it in either language; the renderers add scenelab's words.
        let runtime = "Fatal error: Attempted to read an unowned reference but object \(object) was already deallocated"
        crash(
            LifecycleDiagnostic.unownedReferenceCrash(runtimeMessage: runtime, closure: closure),
            then: .crashEndedProcess)
    }

    /// The app's code raised an exception nothing catches (a message its object
    /// does not answer): `crash` says what the console showed, and the process
    /// ends on the spot, with no callback, as on any crash.
    package mutating func crash(_ crash: some Diagnostic) {
        self.crash(crash, then: .exceptionEndedProcess)
    }

    /// Any crash: what the console showed, then `ended`, the note that the process is gone.
    private mutating func crash(_ crash: some Diagnostic, then ended: LifecycleDiagnostic) {
        record(.error(crash.text(in: language)))
        note(ended)
        hasCrashed = true
    }

    /// Where each live controller stands among the others, by its printed name, as the app's code
    /// reads it (`presentingViewController`, `viewControllers`): a collapsed split view's
    /// `viewControllers` are its primary alone, as UIKit's are.
    package func controllerLinks() -> [String: ConsoleLinks] {
        let controllers = graph.controllers
        var links: [String: ConsoleLinks] = [:]
        for id in controllers.keys {
            guard let state = controllers.state(of: id) else { continue }
            let children = controllers.children(of: id) ?? []
            links[name(of: id)] = ConsoleLinks(
                presenter: state.presenter.map { name(of: $0) }, presented: state.presented.map { name(of: $0) },
                parent: state.parent.map { name(of: $0) },
                children: (state.kind == .splitViewController && state.isCollapsed ? Array(children.prefix(1)) : children)
                    .map { name(of: $0) })
        }
        return links
    }

    /// A remark from scenelab in the language the session speaks.
    package mutating func note(_ diagnostic: some Diagnostic, scene: Int? = nil) {
        let text = diagnostic.text(in: language)
        if diagnostic.isSaidOnce, !saidOnce.insert(text).inserted { return }
        record(.note(text, scene: scene))
    }

    /// A warning from scenelab in the language the session speaks.
    package mutating func warn(_ diagnostic: some Diagnostic) {
        record(.warning(diagnostic.text(in: language)))
    }
}
