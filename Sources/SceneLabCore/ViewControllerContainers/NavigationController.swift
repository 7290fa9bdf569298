/// `UINavigationController`'s stack operations, as the focused scene's top
/// view controller would call them through `navigationController`.
public enum NavigationController: ContainerBehavior {
    static let className = "UINavigationController"
    static let hasDelegate = true
    /// The CS193p launch log shows its `init(coder:)` first and its `awakeFromNib()` after its root's.
    static let storyboardDecoding = StoryboardDecoding.containerFirst(.observed)

    /// The stack holds its controllers (`viewControllers`).
    static func owner(ofChildrenOf container: ObjectID) -> Owner { .navigationStack(container) }

    /// Whether a live controller is a navigation controller (of UIKit's class or a subclass).
    static func isNavigationController(_ id: ObjectID, in app: Application) -> Bool {
        app.graph.controllers.state(of: id)?.kind == .navigationController
    }

    /// Only the top of the stack is on screen.
    static func visibleChildren(of state: ViewController.State, among children: [ObjectID]) -> ArraySlice<ObjectID> {
        children.suffix(1)
    }

    /// The navigation controller of the focused scene's top view controller,
    /// or the rejection UIKit's silence deserves; `pushing` for a push, which
    /// stays on the innermost stack, and not for the ways back.
    static func navigationContext(
        for verb: String, pushing: Bool = false, in app: Application
    ) throws(Rejection) -> (navigation: ObjectID, stack: [ObjectID]) {
        guard let top = app.topViewController(inScene: app.focusedScene) else { throw Rejection.notRunning }
        guard let navigation = app.navigationController(of: top),
            let stack = app.graph.controllers.children(of: navigation)
        else {
            throw Rejection(
                ContainerDiagnostic.noNavigationController(verb: verb, controller: app.name(of: top), pushing: pushing))
        }
        // A collapsed split view's secondary navigation controller sits on the
        // primary's stack; going back from its root goes back on the primary's.
        if !pushing, stack.count == 1, let outer = app.navigationController(of: navigation),
            let outerStack = app.graph.controllers.children(of: outer)
        {
            return (outer, outerStack)
        }
        return (navigation, stack)
    }

    /// `pushViewController(CLASS(), animated: true)`.
    static func push(_ className: String, in app: inout Application) throws(Rejection) {
        let (navigation, _) = try navigationContext(for: "push", pushing: true, in: app)
        try Self.requirePlainClass(className, verb: "push")
        let incoming = app.instantiateInCode(className, scene: app.focusedScene)
        pushViewController(incoming, onto: navigation, in: &app)
    }

    /// Pushes an existing instance onto a navigation controller's stack.
    static func pushViewController(_ incoming: ObjectID, onto navigation: ObjectID, in app: inout Application) {
        guard let outgoing = app.graph.controllers.children(of: navigation)?.last,
            let sceneID = app.graph.controllers.state(of: navigation)?.scene
        else { return }
        app.graph.controllers.updateLists(of: navigation) { $0.children.append(incoming) }
        app.graph.controllers.updateState(of: incoming) { $0.parent = navigation }
        app.retain(incoming, by: .navigationStack(navigation))
        TransitionPlayer.play(
            .push,
            TransitionContext(
                scene: sceneID, incoming: incoming, outgoing: outgoing,
                container: navigation, animated: true), in: &app)
    }

    /// `popViewController(animated: true)`.
    static func pop(in app: inout Application) throws(Rejection) {
        let (navigation, stack) = try navigationContext(for: "pop", in: app)
        guard stack.count > 1 else {
            throw Rejection(
                ContainerDiagnostic.popRoot(root: app.name(of: stack[0]), navigation: app.name(of: navigation)))
        }
        popToIndex(stack.count - 2, in: navigation, stack: stack, in: &app)
    }

    /// `popToRootViewController(animated: true)`.
    static func popToRoot(in app: inout Application) throws(Rejection) {
        let (navigation, stack) = try navigationContext(for: "pop", in: app)
        guard stack.count > 1 else {
            throw Rejection(
                ContainerDiagnostic.alreadyAtRoot(root: app.name(of: stack[0]), navigation: app.name(of: navigation)))
        }
        popToIndex(0, in: navigation, stack: stack, in: &app)
    }

    /// `popToViewController(viewControllers[index], animated: true)`.
    static func popTo(index: Int, in app: inout Application) throws(Rejection) {
        let (navigation, stack) = try navigationContext(for: "pop", in: app)
        guard stack.indices.contains(index) else {
            throw Rejection(
                ContainerDiagnostic.noControllerAtIndex(index: index, stack: stack.map { app.name(of: $0) }))
        }
        guard index < stack.count - 1 else {
            throw Rejection(ContainerDiagnostic.alreadyOnTop(index: index, controller: app.name(of: stack[index])))
        }
        popToIndex(index, in: navigation, stack: stack, in: &app)
    }

    /// Pops everything above `index`. Only the top disappears and only the
    /// target appears; controllers in between were never on screen, so they
    /// get no appearance calls (anchor §1c).
    static func popToIndex(_ index: Int, in navigation: ObjectID, stack: [ObjectID], in app: inout Application) {
        guard let pop = beginPop(toIndex: index, in: navigation, stack: stack, in: &app) else { return }
        endPop(pop, in: &app)
    }

    /// An animated pop between its start and the end of its animation.
    struct PopInFlight: Sendable {
        let navigation: ObjectID
        /// The controllers taken off the stack, bottom first; the last was the
        /// top. A slice of the stack as it stood, so that a pop copies nothing.
        let removed: ArraySlice<ObjectID>
        /// The controller the pop reveals.
        let target: ObjectID
        let scene: Int

        /// The pop's roles, for its templates.
        var context: TransitionContext {
            TransitionContext(
                scene: scene, incoming: target, outgoing: removed.last, container: navigation, animated: true)
        }
    }

    /// What a pop to `index` does at once: the stack loses its upper
    /// controllers and the will-calls are made; the controllers between the
    /// top and the target, which the transition does not hold, go at once,
    /// before the animation ends; the rest waits for the animation (`endPop`).
    /// A published console of `popToViewController` from C to A over B
    /// (github.com/hdk2200/UIViewControllerLifeCycle, its README) shows just
    /// this: C's and A's will-calls, B's deinit, the did-calls, then C's deinit. With more than
    /// one controller in between, the order of their deinits is not settled (anchor §1c).
    static func beginPop(
        toIndex index: Int, in navigation: ObjectID, stack: [ObjectID], in app: inout Application
    ) -> PopInFlight? {
        let removed = stack[(index + 1)...]
        guard !removed.isEmpty else { return nil }
        for id in removed.dropLast().reversed() { announceMove(of: id, to: nil, did: false, in: &app) }
        // Cut in place: the copy the shared storage forces keeps room for the next push.
        app.graph.controllers.updateLists(of: navigation) { $0.children.removeSubrange((index + 1)...) }
        let pop = PopInFlight(
            navigation: navigation, removed: removed, target: stack[index],
            scene: app.graph.controllers.state(of: navigation)?.scene ?? app.focusedScene)
        TransitionPlayer.play(.popUntilTheAnimation, pop.context, in: &app)
        let skipped = removed.dropLast()
        for id in skipped.reversed() { announceMove(of: id, to: nil, did: true, in: &app) }
        let confidence: Confidence = skipped.count == 1 ? .observed : .uncertain
        for id in skipped { releaseRemoved(id, from: navigation, confidence: confidence, in: &app) }
        return pop
    }

    /// The pop's animation ends: its did-calls, then the old top, which the
    /// transition held, is let go.
    static func endPop(_ pop: PopInFlight, in app: inout Application) {
        TransitionPlayer.play(.popAfterTheAnimation, pop.context, in: &app)
        guard let top = pop.removed.last else { return }
        releaseRemoved(top, from: pop.navigation, confidence: pop.removed.count <= 2 ? .observed : .uncertain, in: &app)
    }

    /// A controller taken out of a navigation stack loses its parent, and the
    /// stack lets go of it: it deinitializes unless something else holds it.
    static func releaseRemoved(
        _ id: ObjectID, from navigation: ObjectID, confidence: Confidence = .observed, in app: inout Application
    ) {
        app.graph.controllers.updateState(of: id) { $0.parent = nil }
        app.release(id, from: .navigationStack(navigation), confidence: confidence)
    }

    /// `setViewControllers(_:animated: true)`. A class already in the stack
    /// keeps its instance; the top change then behaves as a push or a pop.
    static func setStack(_ classNames: [String], in app: inout Application) throws(Rejection) {
        let (navigation, oldStack) = try navigationContext(for: "set-stack", in: app)
        guard !classNames.isEmpty else { throw Rejection(ContainerDiagnostic.emptyStack) }
        for className in classNames { try Self.requirePlainClass(className, verb: "set-stack") }
        guard let oldTop = oldStack.last else { return }

        // Each class reuses its instances lowest in the old stack first, as a
        // search from the bottom for the first one not taken would find them;
        // kept as a queue per class, so that matching costs each name once.
        var reusable: [Name: (instances: [ObjectID], next: Int)] = [:]
        for id in oldStack {
            guard let classID = app.graph.controllers.state(of: id)?.classID else { continue }
            reusable[classID, default: ([], 0)].instances.append(id)
        }
        var newStack: [ObjectID] = []
        var created: [ObjectID] = []
        for className in classNames {
            let classID = Name(className)
            if let queue = reusable[classID], queue.next < queue.instances.count {
                newStack.append(queue.instances[queue.next])
                reusable[classID]?.next += 1
            } else {
                let id = app.instantiateInCode(className, scene: app.focusedScene)
                created.append(id)
                newStack.append(id)
            }
        }
        let kept = Set(newStack)
        let removed = oldStack.filter { !kept.contains($0) }
        guard let newTop = newStack.last else { return }

        for id in created {
            app.graph.controllers.updateState(of: id) { $0.parent = navigation }
            app.retain(id, by: .navigationStack(navigation))
        }
        app.graph.controllers.updateLists(of: navigation) { $0.children = newStack }
        let staysOnTop = newTop == oldTop
        let template: Transition? = staysOnTop ? nil : (oldStack.contains(newTop) ? .pop : .push)
        // The template makes the containment calls of the controllers it moves
        // on or off screen (a push's incoming, a pop's outgoing); the others
        // join or leave quietly, with their calls around the transition.
        let quietlyJoining = created.filter { !(template == .push && $0 == newTop) }
        let quietlyLeaving = removed.filter { !(template == .pop && $0 == oldTop) }
        for id in quietlyJoining { announceMove(of: id, to: navigation, did: false, in: &app) }
        for id in quietlyLeaving { announceMove(of: id, to: nil, did: false, in: &app) }
        if let template {
            TransitionPlayer.play(
                template,
                TransitionContext(
                    scene: app.focusedScene, incoming: newTop, outgoing: oldTop,
                    container: navigation, animated: true,
                    movingInContainer: (leaving: Set(removed), joining: Set(created)),
                    containmentConfidence: .uncertain), in: &app)
        }
        for id in quietlyJoining { announceMove(of: id, to: navigation, did: true, in: &app) }
        for id in quietlyLeaving { announceMove(of: id, to: nil, did: true, in: &app) }
        let deinitConfidence: Confidence = removed.count > 1 ? .uncertain : .observed
        for id in removed { releaseRemoved(id, from: navigation, confidence: deinitConfidence, in: &app) }
        if staysOnTop && created.isEmpty && removed.isEmpty {
            app.note(ContainerDiagnostic.stackUnchanged, scene: app.focusedScene)
        }
    }

    /// `willMove(toParent:)` or `didMove(toParent:)` for a controller whose move
    /// UIKit makes without a transition of its own; where these fall is not settled.
    private static func announceMove(of id: ObjectID, to parent: ObjectID?, did: Bool, in app: inout Application) {
        let value: Event.Argument.Value = parent.map { .object(app.objectName(of: $0)) } ?? .none
        app.call(
            did ? "didMove(toParent:)" : "willMove(toParent:)", on: id, channel: .containment,
            arguments: Event.Arguments(Event.Argument("toParent", value)), confidence: .uncertain)
    }

    /// Rejects class names that cannot be pushed or presented as plain controllers.
    static func requirePlainClass(_ className: String, verb: String, presenting: Bool = false) throws(Rejection) {
        try ReservedClassName.require(className, verb: verb)
        if className == "UINavigationController" {
            throw Rejection(ContainerDiagnostic.navigationControllerAsScreen(verb: verb, presenting: presenting))
        }
    }
}
