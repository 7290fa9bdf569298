import CommandGrammar
/// A container view controller of the app's own: a `UIViewController`
/// subclass (the demo's `ContainerViewController`) that holds children
/// through UIKit's containment API rather than being one of UIKit's containers.
///
/// Its children come two ways: a storyboard container view embeds one as the
/// container's view loads (an embed segue), and the container's code adds,
/// removes and swaps them (`child add`, `child remove`, `child transition`).
/// Every child's view sits in the container's view, so every child is on
/// screen whenever the container is. Whether UIKit forwards the container's
/// appearance calls to them is the container's own choice
/// (`shouldAutomaticallyForwardAppearanceMethods`, `child forwarding`).
enum CustomContainer: ContainerBehavior {
    /// The UIKit class the app's container class derives from; the storyboard
    /// names the app's own class (`StoryboardScene.containerViewController`).
    static let className = "UIViewController"
    /// Made alone, `init(coder:)` then `awakeFromNib()`, as any storyboard
    /// screen is (the arm1.ru log, S5): its children wait for its view.
    static let storyboardDecoding = StoryboardDecoding.containerFirst(.observed)

    /// Every child's view is in the container's view.
    static func visibleChildren(of state: ViewController.State, among children: [ObjectID]) -> ArraySlice<ObjectID> {
        children[...]
    }

    /// UIKit's `children` array holds them, as `objects` says; the engine's
    /// `.containerChildren` would print as a `viewControllers` property,
    /// which a plain `UIViewController` does not have.
    static func owner(ofChildrenOf container: ObjectID) -> Owner { .property(of: container, name: "children") }

    /// A child's number as `child remove N` counts it.
    static func role(ofChild index: Int, in state: ViewController.State) -> ChildRole { ChildRole("child \(index + 1)") }

    static let commands = [ChildCommand.spec]

    static let topics: [String: [Wording]] = [
        "embed-segue": [
            Wording(
                en: "A storyboard container view embeds its child with an embed segue, which fires while the parent's",
                ru: "Container view в storyboard встраивает ребёнка через embed segue; тот срабатывает, пока загружается"),
            Wording(
                en: "view loads: P.loadView, then C.init(coder:) and C.awakeFromNib, P.prepare(for: the embed segue),",
                ru: "view родителя: P.loadView, затем C.init(coder:) и C.awakeFromNib, P.prepare(for: embed segue),"),
            Wording(
                en: "C.loadView and C.viewDidLoad, C.willMove(toParent: P), C.didMove(toParent: P), and only then",
                ru: "C.loadView и C.viewDidLoad, C.willMove(toParent: P), C.didMove(toParent: P) и только потом"),
            Wording(
                en: "P.viewDidLoad, which can read children already. On screen the parent's calls come first:",
                ru: "P.viewDidLoad, в котором children уже можно читать. На экране вызовы родителя идут первыми:"),
            Wording(
                en: "P.viewWillAppear, C.viewWillAppear, ... P.viewDidAppear, C.viewDidAppear.",
                ru: "P.viewWillAppear, C.viewWillAppear, ... P.viewDidAppear, C.viewDidAppear."),
            Wording(
                en: "Sources: prepare between loadView and viewDidLoad is logged (arm1.ru, S5); the child's view loading",
                ru: "Источники: prepare между loadView и viewDidLoad есть в логе (arm1.ru, S5); загрузка view ребёнка"),
            Wording(
                en: "before willMove is read from decompiled UIKit (UIStoryboardEmbedSegueTemplate), with no run log, so",
                ru: "до willMove прочитана в декомпилированном UIKit (UIStoryboardEmbedSegueTemplate), лога запуска нет, поэтому"),
            Wording(
                en: "those lines are [uncertain], as is the child's init before prepare (how segue templates work).",
                ru: "эти строки [uncertain], как и init ребёнка до prepare (так работают шаблоны segue)."),
            Wording(
                en: "Running an embed segue a second time raises (\"unexpected subviews in the container view\").",
                ru: "Повторный запуск embed segue бросает исключение (\"unexpected subviews in the container view\")."),
        ],
        "child-transition": [
            Wording(
                en: "`child transition CLASS` is the container's code swapping its last child A for a new B:",
                ru: "`child transition CLASS` — код контейнера меняет последнего ребёнка A на нового B:"),
            Wording(
                en: "A.willMove(toParent: nil) and addChild(B) (which sends B.willMove(toParent: P)) before the call,",
                ru: "A.willMove(toParent: nil) и addChild(B) (он сам шлёт B.willMove(toParent: P)) до вызова;"),
            Wording(
                en: "transition(from: A, to: B, duration:options:animations:completion:) adds B's view, animates,",
                ru: "`transition(from: A, to: B, duration:options:animations:completion:)` добавляет view B, анимирует,"),
            Wording(
                en: "removes A's, and its completion block calls A.removeFromParent() (A.didMove(toParent: nil)) and",
                ru: "убирает view A, и его блок completion вызывает A.removeFromParent() (A.didMove(toParent: nil)) и"),
            Wording(
                en: "B.didMove(toParent: P).",
                ru: "B.didMove(toParent: P)."),
            Wording(
                en: "The containment calls are the caller's and Apple documents them (the method's page, the View Controller",
                ru: "Вызовы containment делает вызывающий код, и Apple их документирует (страница метода, View Controller"),
            Wording(
                en: "Programming Guide). Which will-call comes first is not documented and no log was found: scenelab plays",
                ru: "Programming Guide). Какой will-вызов идёт первым, не документировано, и лога не нашлось: scenelab играет"),
            Wording(
                en: "A.viewWillDisappear, B.viewWillAppear, A.viewDidDisappear, B.viewDidAppear, as a push does and as the",
                ru: "A.viewWillDisappear, B.viewWillAppear, A.viewDidDisappear, B.viewDidAppear, как при push и как"),
            Wording(
                en: "one reimplementation found removes A's view first (github.com/microsoft/WinObjC), all [uncertain], as is",
                ru: "единственная найденная реимплементация сначала убирает view A (github.com/microsoft/WinObjC); всё это"),
            Wording(
                en: "where B's view loads. A then deinitializes, unless something holds it (`hold`).",
                ru: "[uncertain], как и место загрузки view B. Затем A получает deinit, если его ничто не держит (`hold`)."),
        ],
        "child-forwarding": [
            Wording(
                en: "A container's shouldAutomaticallyForwardAppearanceMethods (true by default) says whether UIKit passes",
                ru: "shouldAutomaticallyForwardAppearanceMethods контейнера (по умолчанию true) говорит, передаёт ли UIKit"),
            Wording(
                en: "its appearance calls to its children and sends a child appearance calls when its view joins or leaves",
                ru: "его вызовы появления детям и шлёт ли ребёнку вызовы появления, когда view ребёнка входит в view"),
            Wording(
                en: "the container's. Turned off, UIKit sends the children nothing; the container calls",
                ru: "контейнера или покидает его. Если флаг выключен, UIKit детям ничего не шлёт; контейнер сам вызывает"),
            Wording(
                en: "child.beginAppearanceTransition(_:animated:), which makes viewWillAppear or viewWillDisappear, and",
                ru: "child.beginAppearanceTransition(_:animated:), после которого приходит viewWillAppear или viewWillDisappear, и"),
            Wording(
                en: "child.endAppearanceTransition(), which makes the matching did-call (Apple's documentation of the three).",
                ru: "child.endAppearanceTransition(), после которого приходит парный did-вызов (документация Apple по всем трём)."),
            Wording(
                en: "UIPageViewController works this way (decompiled UIKit). Calling viewWillAppear yourself is unsupported.",
                ru: "Так работает UIPageViewController (декомпилированный UIKit). Вызывать viewWillAppear самому не поддерживается."),
            Wording(
                en: "scenelab's container makes those calls where UIKit would have forwarded: when a child joins or leaves,",
                ru: "Контейнер scenelab делает эти вызовы там, где UIKit передал бы их сам: когда ребёнок входит или уходит"),
            Wording(
                en: "and in its own appearance calls. The flag is really an override returning a constant; switching it at",
                ru: "и в собственных вызовах появления. На деле флаг — override, возвращающий константу; переключать его"),
            Wording(
                en: "run time is the simulator's shortcut. Whether transition(from:to:...) still forwards with the flag off",
                ru: "во время работы — упрощение симулятора. Передаёт ли transition(from:to:...) вызовы при выключенном флаге,"),
            Wording(
                en: "is not documented: scenelab has the container bracket it by hand [uncertain].",
                ru: "не документировано: в scenelab контейнер обрамляет его вызовами вручную [uncertain]."),
        ],
        "beginAppearanceTransition(_:animated:)": [
            Wording(
                en: "A container that forwards appearance by hand tells a child its view is about to appear (true) or",
                ru: "Контейнер, передающий появление вручную, сообщает ребёнку, что его view сейчас появится (true) или"),
            Wording(
                en: "disappear (false): the child's viewWillAppear or viewWillDisappear follows (Apple's documentation).",
                ru: "исчезнет (false): следом приходит viewWillAppear или viewWillDisappear ребёнка (документация Apple)."),
            Wording(
                en: "Pair every begin with endAppearanceTransition(); a second begin the other way reverses an unfinished one.",
                ru: "Каждому begin — свой endAppearanceTransition(); второй begin в обратную сторону разворачивает незаконченный."),
        ],
        "endAppearanceTransition()": [
            Wording(
                en: "Finishes what beginAppearanceTransition started: the child's viewDidAppear or viewDidDisappear follows",
                ru: "Завершает начатое beginAppearanceTransition: следом приходит viewDidAppear или viewDidDisappear ребёнка"),
            Wording(
                en: "(Apple's documentation). See `explain child-forwarding`.",
                ru: "(документация Apple). См. `explain child-forwarding`."),
        ],
        "transition(from:to:duration:options:animations:completion:)": [
            Wording(
                en: "A container's own call to swap two of its children: it adds the new child's view, runs the animations",
                ru: "Вызов самого контейнера, меняющий двух его детей: добавляет view нового ребёнка, выполняет анимации"),
            Wording(
                en: "and removes the old child's view; both must be children already (Apple's documentation).",
                ru: "и убирает view старого; оба уже должны быть его детьми (документация Apple)."),
            Wording(
                en: "See `explain child-transition` for the calls around it and what is uncertain.",
                ru: "Вызовы вокруг него и что в них неточно: `explain child-transition`."),
        ],
    ]

    /// The custom container of the focused scene nearest the top: the one
    /// shown in the topmost presented controller, else in the window's root.
    static func containerContext(for verb: String, in app: Application) throws(Rejection) -> ObjectID {
        guard var current = app.focused?.window.rootViewController else { throw Rejection.notRunning }
        var found: ObjectID?
        while true {
            if let container = app.graph.controllersShown(from: current).last(where: {
                app.graph.controllers.state(of: $0)?.kind == .customContainer
            }) {
                found = container
            }
            guard let presented = app.graph.controllers.state(of: current)?.presented else { break }
            current = presented
        }
        guard let found else {
            throw Rejection(ContainerDiagnostic.noCustomContainer(verb: verb, app: app.definition.displayName))
        }
        return found
    }

    /// Whether the container's view is in the window (its children appear
    /// with it) or out of it (they only load); a container halfway through an
    /// appearance change is refused, since its children would follow it.
    private static func isOnScreen(_ container: ObjectID, verb: String, in app: Application) throws(Rejection) -> Bool {
        switch app.graph.controllers.appearance(of: container) {
        case .appeared?: return true
        case .disappeared?: return false
        default:
            throw Rejection(ContainerDiagnostic.containerInTransition(verb: verb, container: app.name(of: container)))
        }
    }

    /// Refuses class names that are not plain screens: UIKit's containers,
    /// and the container's own class, which would not be a container here.
    private static func requireChildClass(
        _ className: String, of container: ObjectID, verb: String, in app: Application
    )
        throws(Rejection)
    {
        try ReservedClassName.require(className, verb: verb)
        let containerClasses = ViewController.Kind.allCases.compactMap {
            $0.isUIKitContainer ? $0.containerClassName : nil
        }
        if containerClasses.contains(className) || className == app.graph.controllers.state(of: container)?.className {
            throw Rejection(ContainerDiagnostic.containerClassAsChild(verb: verb, className: className))
        }
    }

    /// `addChild(CLASS())`, the child's view added to the container's, then
    /// `didMove(toParent:)`: Apple documents which containment calls are
    /// automatic; a published log (jianshu, S-C3) shows the appearance calls.
    static func addChild(_ className: String, in app: inout Application) throws(Rejection) {
        let container = try containerContext(for: "child add", in: app)
        try requireChildClass(className, of: container, verb: "child add", in: app)
        let onScreen = try isOnScreen(container, verb: "child add", in: app)
        guard let sceneID = app.graph.controllers.state(of: container)?.scene else { return }
        let child = app.instantiateInCode(className, scene: sceneID)
        app.graph.controllers.updateLists(of: container) { $0.children.append(child) }
        app.graph.controllers.updateState(of: child) { $0.parent = container }
        app.retain(child, by: owner(ofChildrenOf: container))
        TransitionPlayer.play(
            onScreen ? .addChild : .addChildOffScreen,
            TransitionContext(scene: sceneID, incoming: child, outgoing: nil, container: container, animated: false),
            in: &app)
    }

    /// The container's children, or the rejection a container without any deserves.
    private static func children(
        of container: ObjectID, verb: String, in app: Application
    ) throws(Rejection) -> [ObjectID] {
        guard let children = app.graph.controllers.children(of: container), !children.isEmpty else {
            throw Rejection(ContainerDiagnostic.containerHasNoChildren(verb: verb, container: app.name(of: container)))
        }
        return children
    }

    /// `willMove(toParent: nil)`, the child's view removed, `removeFromParent()`
    /// (Apple's containment documentation; the jianshu log, S-C3); the
    /// container lets go of the child, which then deinitializes unless
    /// something else holds it.
    static func removeChild(number: Int?, in app: inout Application) throws(Rejection) {
        let container = try containerContext(for: "child remove", in: app)
        let children = try children(of: container, verb: "child remove", in: app)
        let index = (number ?? children.count) - 1
        guard children.indices.contains(index) else {
            throw Rejection(
                ContainerDiagnostic.noSuchChild(
                    number: index + 1, container: app.name(of: container), children: children.map { app.name(of: $0) }))
        }
        let onScreen = try isOnScreen(container, verb: "child remove", in: app)
        guard let sceneID = app.graph.controllers.state(of: container)?.scene else { return }
        let child = children[index]
        TransitionPlayer.play(
            onScreen ? .removeChild : .removeChildOffScreen,
            TransitionContext(scene: sceneID, incoming: nil, outgoing: child, container: container, animated: false),
            in: &app)
        release(child, from: container, in: &app)
    }

    /// The container's last child swapped for a new `CLASS()` with
    /// `transition(from:to:duration:options:animations:completion:)`, with
    /// the caller's containment calls Apple's page for the method asks for.
    static func transitionChild(to className: String, in app: inout Application) throws(Rejection) {
        let container = try containerContext(for: "child transition", in: app)
        try requireChildClass(className, of: container, verb: "child transition", in: app)
        guard let outgoing = try children(of: container, verb: "child transition", in: app).last else { return }
        let onScreen = try isOnScreen(container, verb: "child transition", in: app)
        guard let sceneID = app.graph.controllers.state(of: container)?.scene else { return }
        let incoming = app.instantiateInCode(className, scene: sceneID)
        // The caller's `addChild(_:)` before the call: both must be children of the container.
        app.graph.controllers.updateLists(of: container) { $0.children.append(incoming) }
        app.graph.controllers.updateState(of: incoming) { $0.parent = container }
        app.retain(incoming, by: owner(ofChildrenOf: container))
        let context = TransitionContext(
            scene: sceneID, incoming: incoming, outgoing: outgoing, container: container, animated: true)
        TransitionPlayer.play(.childTransitionPreparation, context, in: &app)
        app.call(
            "transition(from:to:duration:options:animations:completion:)", on: container, channel: .containment,
            arguments: Event.Arguments(
                Event.Argument("from", .object(app.objectName(of: outgoing))),
                Event.Argument("to", .object(app.objectName(of: incoming)))),
            confidence: .documented)
        TransitionPlayer.play(onScreen ? .childTransitionWithCompletion : .childTransitionOffScreen, context, in: &app)
        release(outgoing, from: container, in: &app)
    }

    /// A child gone from the container's `children`: it has no parent, and
    /// the container's reference goes (its deinit, as after a pop, is observed).
    private static func release(_ child: ObjectID, from container: ObjectID, in app: inout Application) {
        app.graph.controllers.updateLists(of: container) { $0.children.removeAll { $0 == child } }
        app.graph.controllers.updateState(of: child) { $0.parent = nil }
        app.release(child, from: owner(ofChildrenOf: container))
    }

    /// `shouldAutomaticallyForwardAppearanceMethods` made to return `forwards`.
    static func setForwarding(_ forwards: Bool, in app: inout Application) throws(Rejection) {
        let container = try containerContext(for: "child forwarding", in: app)
        guard let state = app.graph.controllers.state(of: container) else { return }
        guard state.forwardsAppearanceAutomatically != forwards else {
            throw Rejection(
                ContainerDiagnostic.forwardingUnchanged(forwards: forwards, container: app.name(of: container)))
        }
        _ = try isOnScreen(container, verb: "child forwarding", in: app)
        app.graph.controllers.updateState(of: container) { $0.forwardsAppearanceAutomatically = forwards }
        if !forwards { app.someContainerForwardsByHand = true }
        app.note(
            ContainerDiagnostic.forwardingChanged(forwards: forwards, container: app.name(of: container)),
            scene: state.scene)
    }
}

/// `child add|remove|transition|forwarding`: the custom container's code
/// managing its children.
struct ChildCommand: SimulatorCommand, Equatable {
    /// What the container's code does.
    enum Action: Sendable, Equatable {
        /// `addChild(CLASS())` and the child's view added.
        case add(className: String)
        /// Child `number` (from 1; the last when `nil`) removed.
        case remove(number: Int?)
        /// The last child swapped for a new `CLASS()` with `transition(from:to:...)`.
        case transition(className: String)
        /// `shouldAutomaticallyForwardAppearanceMethods` on or off.
        case forwarding(Bool)
    }

    let action: Action

    /// The container's code runs it, not a finger.
    var traits: CommandTraits { .appCode }

    var verb: String { "child" }

    var topic: String {
        switch action {
        case .add, .remove: return "child"
        case .transition: return "child-transition"
        case .forwarding: return "child-forwarding"
        }
    }

    func perform(in app: inout Application) throws(Rejection) {
        switch action {
        case .add(let className): try CustomContainer.addChild(className, in: &app)
        case .remove(let number): try CustomContainer.removeChild(number: number, in: &app)
        case .transition(let className): try CustomContainer.transitionChild(to: className, in: &app)
        case .forwarding(let forwards): try CustomContainer.setForwarding(forwards, in: &app)
        }
    }

    /// The words `child` takes first, each with the words that may follow it.
    private static let verbs: [String: [String]] = [
        "add": [], "remove": [], "transition": [], "forwarding": ["on", "off"],
    ]

    static let spec = CommandSpec<AnySimulatorCommand>(
            verbCommand: "child", group: .navigation, usage: "child add CLASS | child remove [N] | child transition CLASS | child forwarding on|off",
        summary: Wording(
            en: "the custom container's code adds, removes or swaps a child, or forwards appearance by hand",
            ru: "код своего контейнера добавляет, убирает или меняет ребёнка либо передаёт вызовы появления вручную"),
        example: "child add DetailViewController",
        verbs: verbs,
        explanation: [
            Wording(
                en: "The code of a custom container (`launch container`) managing its children. Sources: Apple's pages for",
                ru: "Код своего контейнера (`launch container`), управляющий детьми. Источники: страницы Apple об"),
            Wording(
                en: "addChild, willMove/didMove(toParent:) and removeFromParent; a jianshu log (jianshu.com/p/ad86ca978747).",
                ru: "addChild, willMove/didMove(toParent:) и removeFromParent; лог с jianshu (jianshu.com/p/ad86ca978747)."),
            Wording(
                en: "child add CLASS: addChild sends CLASS.willMove(toParent: P) by itself; adding the child's view loads it",
                ru: "child add CLASS: addChild сам шлёт CLASS.willMove(toParent: P); добавление view ребёнка загружает его"),
            Wording(
                en: "(loadView, viewDidLoad) and, with P on screen, makes viewWillAppear and viewDidAppear at once, not",
                ru: "(loadView, viewDidLoad) и, если P на экране, сразу даёт viewWillAppear и viewDidAppear, без"),
            Wording(
                en: "animated; then the container calls didMove(toParent: P). With P off screen nothing appears yet.",
                ru: "анимации; затем контейнер вызывает didMove(toParent: P). Если P не на экране, пока ничего не появляется."),
            Wording(
                en: "child remove [N]: the container calls willMove(toParent: nil); removing the view makes viewWillDisappear",
                ru: "child remove [N]: контейнер вызывает willMove(toParent: nil); удаление view даёт viewWillDisappear"),
            Wording(
                en: "and viewDidDisappear; removeFromParent sends didMove(toParent: nil); the child deinitializes unless",
                ru: "и viewDidDisappear; removeFromParent шлёт didMove(toParent: nil); ребёнок получает deinit, если"),
            Wording(
                en: "something holds it. N counts from 1 as `tree` does; the last child by default.",
                ru: "его ничто не держит. N считается с 1, как в `tree`; по умолчанию последний ребёнок."),
            Wording(
                en: "Adding or removing a view makes its appearance calls synchronously (a published log, S-C3); whether the",
                ru: "Добавление или удаление view даёт вызовы появления синхронно (опубликованный лог, S-C3); ждёт ли"),
            Wording(
                en: "did-call waits for the end of the run loop's turn is not known [uncertain].",
                ru: "did-вызов конца оборота run loop, неизвестно [uncertain]."),
            Wording(
                en: "child transition CLASS: see `explain child-transition`. child forwarding on|off: see",
                ru: "child transition CLASS: см. `explain child-transition`. child forwarding on|off: см."),
            Wording(
                en: "`explain child-forwarding`. The embedded child at launch: see `explain embed-segue`.",
                ru: "`explain child-forwarding`. Ребёнок, встроенный при запуске: см. `explain embed-segue`."),
        ],
        parse: { words throws(CommandError) in
            let verb = try words.requiredWord(Wanted.oneOf(["add", "remove", "transition", "forwarding"]))
            let action: Action
            switch verb.text {
            case "add": action = .add(className: try words.className())
            case "remove":
                action = .remove(number: words.hasMore ? try words.number(Wording(en: "a child number N", ru: "номер дочернего контроллера N")) : nil)
            case "transition": action = .transition(className: try words.className())
            case "forwarding": action = .forwarding(try words.onOff())
            default:
                throw CommandError.unknownVerb(verb, among: ["add", "remove", "transition", "forwarding"], of: "child")
            }
            try words.finish()
            return AnySimulatorCommand(ChildCommand(action: action))
        })
}

extension Storyboard {
    /// The embed segues of a storyboard container's view, fired at the end
    /// of its `loadView()` (read from decompiled UIKit's
    /// `UIStoryboardEmbedSegueTemplate`; the arm1.ru log, S5, puts prepare
    /// before the parent's viewDidLoad): each child is made and woken, the
    /// parent prepares for the segue, the child's view loads, and only then
    /// does the child join the parent.
    static func performEmbedSegues(of container: ObjectID, in app: inout Application) {
        guard let state = app.graph.controllers.state(of: container), state.kind == .customContainer,
            state.origin == .storyboard,
            let embeds = app.definition.embedSegues[state.className], !embeds.isEmpty
        else { return }
        for embed in embeds {
            let child = app.instantiate(
                embed.destination, origin: .storyboard, scene: state.scene, confidence: .uncertain)
            AppCode.tellElement(embed.element, to: child, in: &app)
            app.awakeFromNib(child, confidence: .uncertain)
            // The arm1.ru log (S5) puts prepare between the parent's loadView and viewDidLoad.
            app.call(
                "prepare(for:sender:)", on: container, channel: .segue,
                arguments: embed.identifier.map { Event.Arguments(Event.Argument("for", .string(Name($0)))) }
                    ?? Event.Arguments(),
                confidence: .observed)
            if let identifier = embed.identifier, let code = app.graph.controllers.code(of: child) {
                type(of: code).runPrepare(child, segue: identifier, source: container, in: &app)
            }
            if let identifier = embed.identifier, let code = app.graph.controllers.code(of: container) {
                type(of: code).runSourcePrepare(container, segue: identifier, destination: child, in: &app)
            }
            Appearance.loadViewIfNeeded(child, confidence: .uncertain, in: &app)
            app.graph.controllers.updateLists(of: container) { $0.children.append(child) }
            app.graph.controllers.updateState(of: child) { $0.parent = container }
            app.retain(child, by: CustomContainer.owner(ofChildrenOf: container))
            TransitionPlayer.play(
                .embed,
                TransitionContext(
                    scene: state.scene, incoming: child, outgoing: nil, container: container, animated: false),
                in: &app)
        }
    }
}

extension CustomContainer {
    /// The custom container `id` is a child of, if its parent is one.
    static func container(around id: ObjectID, in app: Application) -> ObjectID? {
        guard let parent = app.graph.controllers.state(of: id)?.parent,
            app.graph.controllers.state(of: parent)?.kind == .customContainer
        else { return nil }
        return parent
    }
}

extension StoryboardScene {
    /// The embed segues of every custom container scene in this scene and
    /// the scenes it leads to, by class; the first scene of a class wins.
    var embedSeguesByClass: [String: [EmbedSegue]] {
        var found: [String: [EmbedSegue]] = kind == .customContainer ? [className: embeds] : [:]
        for child in children { found.merge(child.embedSeguesByClass) { first, _ in first } }
        return found
    }
}

extension Transition {
    /// The embed segue's own containment calls, after the child's view has
    /// loaded: read from decompiled UIKit, not logged.
    static let embed = Transition(
        name: "embed segue",
        steps: [
            Step(.willMove(.incoming, toParent: true), .uncertain),
            Step(.didMove(.incoming, toParent: true), .uncertain),
        ])

    /// `child add` with the container on screen (Apple's containment pages;
    /// the jianshu log, S-C3, for the appearance calls): addChild's
    /// automatic willMove, the view loading as it is read, the appearance
    /// calls made while it is added, then the container's didMove.
    static let addChild = Transition(
        name: "child add",
        steps: [
            Step(.willMove(.incoming, toParent: true), .documented),
            Step(.loadView(.incoming), .documented),
            Step(.beginAppearance(.incoming), .observed),
            Step(.layOut(.incoming, passes: 1), .uncertain),
            Step(.endAppearance(.incoming), .uncertain),
            Step(.didMove(.incoming, toParent: true), .documented),
        ])

    /// `child add` with the container off screen: nothing appears yet.
    static let addChildOffScreen = addChild.withoutAppearance(name: "child add (container off screen)")

    /// `child remove` with the container on screen (the same sources).
    static let removeChild = Transition(
        name: "child remove",
        steps: [
            Step(.willMove(.outgoing, toParent: false), .documented),
            Step(.beginAppearance(.outgoing), .observed),
            Step(.endAppearance(.outgoing), .uncertain),
            Step(.didMove(.outgoing, toParent: false), .documented),
        ])

    /// `child remove` with the container off screen: nothing disappears.
    static let removeChildOffScreen = removeChild.withoutAppearance(name: "child remove (container off screen)")

    /// What the caller of `transition(from:to:...)` does before the call
    /// (Apple's documentation of the method): the old child is told it
    /// leaves, and `addChild(_:)` tells the new one it joins.
    static let childTransitionPreparation = Transition(
        name: "child transition (before the call)",
        steps: [
            Step(.willMove(.outgoing, toParent: false), .documented),
            Step(.willMove(.incoming, toParent: true), .documented),
        ])

    /// `transition(from:to:...)` and its completion block: no log settles
    /// the appearance order, so it is a push's, after WinObjC's
    /// reimplementation, which removes the old view first; the
    /// completion's containment calls are the caller's, documented.
    static let childTransitionWithCompletion = Transition(
        name: "child transition",
        steps: [
            Step(.loadView(.incoming), .uncertain),
            Step(.beginAppearance(.outgoing), .uncertain),
            Step(.beginAppearance(.incoming), .uncertain),
            Step(.layOut(.incoming, passes: 1), .uncertain),
            Step(.endAppearance(.outgoing), .uncertain),
            Step(.endAppearance(.incoming), .uncertain),
            Step(.didMove(.outgoing, toParent: false), .documented),
            Step(.didMove(.incoming, toParent: true), .documented),
        ])

    /// `transition(from:to:...)` with the container off screen: neither view is in a window.
    static let childTransitionOffScreen = childTransitionWithCompletion.withoutAppearance(
        name: "child transition (container off screen)")

    /// The template with its appearance and layout steps left out, for a
    /// container whose view is not in a window.
    private func withoutAppearance(name: String) -> Transition {
        Transition(
            name: name,
            steps: steps.filter { step in
                switch step.action {
                case .beginAppearance, .layOut, .endAppearance: return false
                default: return true
                }
            })
    }
}
