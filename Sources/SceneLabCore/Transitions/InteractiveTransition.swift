/// A transition a finger drives: a swipe begins it, and it stays in flight
/// until the finger lifts, past the point of no return (`finish`) or not
/// (`cancel`). Its will-calls come at touch-down, its did-calls at the end.
public enum InteractiveTransition: Sendable, Equatable {
    /// The navigation controller's edge swipe: `outgoing`, the top, may be
    /// popped to reveal `incoming`, the controller below it.
    case swipeBack(navigation: ObjectID, outgoing: ObjectID, incoming: ObjectID)
    /// A sheet dragged down: `presented` may be dismissed from `presenter`.
    case swipeDown(presented: ObjectID, presenter: ObjectID)

    /// The command that began it.
    public var gesture: String {
        switch self {
        case .swipeBack: return "swipe-back"
        case .swipeDown: return "swipe-down"
        }
    }

    /// What a command refused while the transition is in flight says; it
    /// starts with the command's word (`verb`), so the error names what it refuses.
    func inFlight(refusing verb: String) -> Rejection {
        Rejection(ContainerDiagnostic.gestureInFlight(verb: verb, gesture: gesture))
    }
}

extension InteractiveTransition {
    /// `swipe-back`: the finger touches the left edge and drags. The top
    /// controller starts to leave and the one below starts to come back
    /// (anchor §1d); their did-calls wait for `finish` or `cancel`.
    static func beginSwipeBack(in app: inout Application) throws(Rejection) {
        let (navigation, stack) = try NavigationController.navigationContext(for: "swipe-back", in: app)
        guard stack.count > 1, let outgoing = stack.last else {
            throw Rejection(
                ContainerDiagnostic.swipeBackFromRoot(
                    root: app.name(of: stack[0]), navigation: app.name(of: navigation)))
        }
        let incoming = stack[stack.count - 2]
        app.interactiveTransition = .swipeBack(navigation: navigation, outgoing: outgoing, incoming: incoming)
        TransitionPlayer.play(
            .interactivePopBegin,
            TransitionContext(
                scene: app.focusedScene, incoming: incoming, outgoing: outgoing, container: navigation,
                animated: true), in: &app)
    }

    /// `swipe-down`: the finger drags a sheet down. Only a sheet can be
    /// dragged away; the presentation controller's delegate hears of it
    /// because a person, not the app's code, dismisses.
    static func beginSwipeDown(in app: inout Application) throws(Rejection) {
        guard let top = app.topPresentedController(inScene: app.focusedScene) else { throw Rejection.notRunning }
        guard let presented = app.graph.controllers.state(of: top), let presenter = presented.presenter else {
            throw Rejection(ContainerDiagnostic.nothingPresented(verb: "swipe-down", root: app.name(of: top)))
        }
        let style = presented.presentationStyle ?? .automatic
        guard style.isSheet else {
            throw Rejection(ContainerDiagnostic.notASheet(presented: app.name(of: top), style: style))
        }
        guard app.platform.sheetsCanBeSwipedDown else {
            throw Rejection(ContainerDiagnostic.sheetSwipeBeforeiOS13)
        }
        app.interactiveTransition = .swipeDown(presented: top, presenter: presenter)
        TransitionPlayer.play(
            .sheetSwipeDownBegin, TransitionContext(scene: app.focusedScene, outgoing: top, animated: true), in: &app)
    }

    /// A system event (`verb`: Home, the switcher, a call, a kill, a
    /// rotation) takes the screen while the finger is down: UIKit cancels
    /// the app's touches, and the transition springs back, as `cancel`
    /// plays it, before the event. No source logs this, so every call of the
    /// cancel is uncertain.
    static func cancel(_ transition: InteractiveTransition, for verb: String, in app: inout Application) {
        app.note(
            ContainerDiagnostic.gestureCancelledBySystem(verb: verb, gesture: transition.gesture),
            scene: app.focusedScene)
        let start = app.recorder.events.count
        // Cannot be refused: a transition is in flight.
        try? endInteractiveTransition(completing: false, in: &app)
        for index in app.recorder.events.indices.dropFirst(start) where app.recorder.events[index].kind == .call {
            app.recorder.events[index].confidence = .uncertain
        }
    }

    /// `finish` or `cancel`: the finger lifts.
    static func endInteractiveTransition(completing: Bool, in app: inout Application) throws(Rejection) {
        guard let transition = app.interactiveTransition else {
            throw Rejection(ContainerDiagnostic.noGestureInFlight(completing: completing))
        }
        app.interactiveTransition = nil
        switch transition {
        case .swipeBack(let navigation, let outgoing, let incoming):
            if completing {
                TransitionPlayer.play(
                    .interactivePopFinish,
                    TransitionContext(
                        scene: app.focusedScene, incoming: incoming, outgoing: outgoing, container: navigation,
                        animated: true), in: &app)
                app.graph.controllers.updateLists(of: navigation) { $0.children.removeAll { $0 == outgoing } }
                NavigationController.releaseRemoved(outgoing, from: navigation, in: &app)
            } else {
                // The roles turn round: the controller that was leaving stays.
                TransitionPlayer.play(
                    .interactivePopCancel,
                    TransitionContext(
                        scene: app.focusedScene, incoming: outgoing, outgoing: incoming, container: navigation,
                        animated: true), in: &app)
            }
        case .swipeDown(let presented, let presenter):
            if completing {
                TransitionPlayer.play(
                    .sheetSwipeDownFinish,
                    TransitionContext(scene: app.focusedScene, outgoing: presented, animated: true), in: &app)
                Presentation.endPresentation(of: presented, by: presenter, in: &app)
            } else {
                TransitionPlayer.play(
                    .sheetSwipeDownCancel,
                    TransitionContext(scene: app.focusedScene, incoming: presented, animated: true), in: &app)
            }
        }
    }
}
