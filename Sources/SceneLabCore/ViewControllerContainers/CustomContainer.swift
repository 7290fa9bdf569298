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
        try requireNoContextPresentation(from: child, verb: "child remove", in: app)
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
        try requireNoContextPresentation(from: outgoing, verb: "child transition", in: app)
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

    /// Refuses to take away a child that, or whose own child, defines the
    /// presentation context of a controller it presents: the presented view
    /// sits in the child's place, and no source shows what becomes of it.
    private static func requireNoContextPresentation(
        from child: ObjectID, verb: String, in app: Application
    ) throws(Rejection) {
        guard let presented = app.presentedController(from: child) else { return }
        throw Rejection(
            ContainerDiagnostic.childPresentsInContext(
                verb: verb, child: app.name(of: child), presented: app.name(of: presented)))
    }

    /// A child gone from the container's `children`: it has no parent, and
    /// the container's reference goes (its deinit, as after a pop, is observed).
    static func release(_ child: ObjectID, from container: ObjectID, in app: inout Application) {
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
    func withoutAppearance(name: String) -> Transition {
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
