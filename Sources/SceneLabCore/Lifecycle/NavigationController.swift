/// `UINavigationController`'s stack operations, as the focused scene's top
/// view controller would call them through `navigationController`.
extension Application {
    /// The navigation controller of the focused scene's top view controller,
    /// or the rejection UIKit's silence deserves.
    func navigationContext(for verb: String) throws(Rejection) -> (navigation: ObjectID, stack: [ObjectID]) {
        guard let top = topViewController(inScene: focusedScene) else { throw Rejection.notRunning }
        guard let navigation = navigationController(of: top), let stack = controllers.children(of: navigation) else {
            throw Rejection(
                "\(verb) ignored: \(name(of: top)) has no navigationController "
                    + "(navigationController?.\(verb == "push" ? "pushViewController" : "popViewController") does nothing)"
            )
        }
        // A collapsed split view's secondary navigation controller sits on the
        // primary's stack; going back from its root goes back on the primary's.
        if verb != "push", stack.count == 1, let outer = navigationController(of: navigation),
            let outerStack = controllers.children(of: outer)
        {
            return (outer, outerStack)
        }
        return (navigation, stack)
    }

    /// `pushViewController(CLASS(), animated: true)`.
    mutating func push(_ className: String) throws(Rejection) {
        let (navigation, _) = try navigationContext(for: "push")
        try Self.requirePlainClass(className, verb: "push")
        let incoming = instantiateInCode(className, scene: focusedScene)
        pushViewController(incoming, onto: navigation)
    }

    /// Pushes an existing instance onto a navigation controller's stack.
    mutating func pushViewController(_ incoming: ObjectID, onto navigation: ObjectID) {
        guard let outgoing = controllers.children(of: navigation)?.last,
            let sceneID = controllers.state(of: navigation)?.scene
        else { return }
        controllers.updateLists(of: navigation) { $0.children.append(incoming) }
        controllers.updateState(of: incoming) { $0.parent = navigation }
        retain(incoming, by: .navigationStack(navigation))
        run(
            .push,
            TransitionContext(
                scene: sceneID, incoming: incoming, outgoing: outgoing,
                container: navigation, animated: true))
    }

    /// `popViewController(animated: true)`.
    mutating func pop() throws(Rejection) {
        let (navigation, stack) = try navigationContext(for: "pop")
        guard stack.count > 1 else {
            throw Rejection(
                "pop ignored: \(name(of: stack[0])) is the root of \(name(of: navigation)); UIKit does not pop the root"
            )
        }
        popToIndex(stack.count - 2, in: navigation, stack: stack)
    }

    /// `popToRootViewController(animated: true)`.
    mutating func popToRoot() throws(Rejection) {
        let (navigation, stack) = try navigationContext(for: "pop")
        guard stack.count > 1 else {
            throw Rejection(
                "pop-to-root ignored: \(name(of: stack[0])) is already the only controller of \(name(of: navigation))")
        }
        popToIndex(0, in: navigation, stack: stack)
    }

    /// `popToViewController(viewControllers[index], animated: true)`.
    mutating func popTo(index: Int) throws(Rejection) {
        let (navigation, stack) = try navigationContext(for: "pop")
        guard stack.indices.contains(index) else {
            throw Rejection(
                "pop-to \(index): no controller at that index; the stack holds 0...\(stack.count - 1) "
                    + "(\(stack.map { name(of: $0) }.joined(separator: ", ")))")
        }
        guard index < stack.count - 1 else {
            throw Rejection("pop-to \(index) ignored: \(name(of: stack[index])) is already on top")
        }
        popToIndex(index, in: navigation, stack: stack)
    }

    /// Pops everything above `index`. Only the top disappears and only the
    /// target appears; controllers in between were never on screen, so they
    /// get no appearance calls (anchor §1c).
    mutating func popToIndex(_ index: Int, in navigation: ObjectID, stack: [ObjectID]) {
        let target = stack[index]
        let removed = Array(stack[(index + 1)...])
        guard let outgoing = removed.last else { return }
        let inBetween = removed.dropLast()
        for id in inBetween.reversed() { announceMove(of: id, to: nil, did: false) }
        controllers.updateLists(of: navigation) { $0.children = Array(stack[...index]) }
        run(
            .pop,
            TransitionContext(
                scene: controllers.state(of: navigation)?.scene ?? focusedScene, incoming: target, outgoing: outgoing,
                container: navigation, animated: true))
        for id in inBetween.reversed() { announceMove(of: id, to: nil, did: true) }
        let deinitConfidence: Confidence = removed.count > 1 ? .uncertain : .observed
        for id in removed { releaseRemoved(id, from: navigation, confidence: deinitConfidence) }
    }

    /// A controller taken out of a navigation stack loses its parent, and the
    /// stack lets go of it: it deinitializes unless something else holds it.
    mutating func releaseRemoved(_ id: ObjectID, from navigation: ObjectID, confidence: Confidence = .observed) {
        controllers.updateState(of: id) { $0.parent = nil }
        release(id, from: .navigationStack(navigation), confidence: confidence)
    }

    /// `setViewControllers(_:animated: true)`. A class already in the stack
    /// keeps its instance; the top change then behaves as a push or a pop.
    mutating func setStack(_ classNames: [String]) throws(Rejection) {
        let (navigation, oldStack) = try navigationContext(for: "set-stack")
        guard !classNames.isEmpty else { throw Rejection("set-stack needs at least one class") }
        for className in classNames { try Self.requirePlainClass(className, verb: "set-stack") }
        guard let oldTop = oldStack.last else { return }

        // Each class reuses its instances lowest in the old stack first, as a
        // search from the bottom for the first one not taken would find them;
        // kept as a queue per class, so that matching costs each name once.
        var reusable: [Name: (instances: [ObjectID], next: Int)] = [:]
        for id in oldStack {
            guard let classID = controllers.state(of: id)?.classID else { continue }
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
                let id = instantiateInCode(className, scene: focusedScene)
                created.append(id)
                newStack.append(id)
            }
        }
        let kept = Set(newStack)
        let removed = oldStack.filter { !kept.contains($0) }
        guard let newTop = newStack.last else { return }

        for id in created {
            controllers.updateState(of: id) { $0.parent = navigation }
            retain(id, by: .navigationStack(navigation))
        }
        controllers.updateLists(of: navigation) { $0.children = newStack }
        let staysOnTop = newTop == oldTop
        let template: Transition? = staysOnTop ? nil : (oldStack.contains(newTop) ? .pop : .push)
        // The template makes the containment calls of the controllers it moves
        // on or off screen (a push's incoming, a pop's outgoing); the others
        // join or leave quietly, with their calls around the transition.
        let quietlyJoining = created.filter { !(template == .push && $0 == newTop) }
        let quietlyLeaving = removed.filter { !(template == .pop && $0 == oldTop) }
        for id in quietlyJoining { announceMove(of: id, to: navigation, did: false) }
        for id in quietlyLeaving { announceMove(of: id, to: nil, did: false) }
        if let template {
            run(
                template,
                TransitionContext(
                    scene: focusedScene, incoming: newTop, outgoing: oldTop,
                    container: navigation, animated: true,
                    movingInContainer: (leaving: Set(removed), joining: Set(created)),
                    containmentConfidence: .uncertain))
        }
        for id in quietlyJoining { announceMove(of: id, to: navigation, did: true) }
        for id in quietlyLeaving { announceMove(of: id, to: nil, did: true) }
        let deinitConfidence: Confidence = removed.count > 1 ? .uncertain : .observed
        for id in removed { releaseRemoved(id, from: navigation, confidence: deinitConfidence) }
        if staysOnTop && created.isEmpty && removed.isEmpty {
            note("set-stack: the stack is unchanged", scene: focusedScene)
        }
    }

    /// `willMove(toParent:)` or `didMove(toParent:)` for a controller whose move
    /// UIKit makes without a transition of its own; where these fall is not settled.
    private mutating func announceMove(of id: ObjectID, to parent: ObjectID?, did: Bool) {
        let value: Event.Argument.Value = parent.map { .object(objectName(of: $0)) } ?? .none
        call(
            did ? "didMove(toParent:)" : "willMove(toParent:)", on: id, channel: .containment,
            arguments: Event.Arguments(Event.Argument("toParent", value)), confidence: .uncertain)
    }

    /// Rejects class names that cannot be pushed or presented as plain controllers.
    static func requirePlainClass(_ className: String, verb: String) throws(Rejection) {
        if className == "UINavigationController" {
            throw Rejection(
                "\(verb): a UINavigationController cannot be \(verb == "present" ? "presented empty" : "pushed") here "
                    + "(UIKit raises for pushing one); name a screen class instead")
        }
    }
}
