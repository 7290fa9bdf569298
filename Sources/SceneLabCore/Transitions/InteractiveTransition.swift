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
        Rejection(
            "\(verb) ignored: a \(gesture) is in flight: type `finish` to let it complete "
                + "or `cancel` to let the screen spring back",
            ru: "\(verb) не выполнена: идёт \(gesture): `finish` доведёт жест до конца, "
                + "`cancel` вернёт экран назад")
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
                "swipe-back ignored: \(app.name(of: stack[0])) is the root of \(app.name(of: navigation)); "
                    + "there is nothing to go back to",
                ru: "swipe-back не выполнена: \(app.name(of: stack[0])) — корень \(app.name(of: navigation)); "
                    + "возвращаться некуда")
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
            throw Rejection(
                "swipe-down ignored: nothing is presented (\(app.name(of: top)) is the window's root)",
                ru: "swipe-down не выполнена: ничего не показано модально (\(app.name(of: top)) — корень окна)")
        }
        let style = presented.presentationStyle ?? .automatic
        guard style.isSheet else {
            throw Rejection(
                "swipe-down ignored: \(app.name(of: top)) is presented \(style.uikitName), which a drag cannot dismiss; "
                    + "only a sheet can be swiped down (`dismiss` dismisses it in code)",
                ru: "swipe-down не выполнена: \(app.name(of: top)) показан как \(style.uikitName), его не смахнуть; "
                    + "смахнуть вниз можно только лист (`dismiss` закроет его из кода)")
        }
        guard app.platform.sheetsCanBeSwipedDown else {
            throw Rejection(
                "swipe-down ignored: before iOS 13 a sheet cannot be dragged down; `dismiss` dismisses it in code",
                ru: "swipe-down не выполнена: до iOS 13 лист нельзя смахнуть вниз; `dismiss` закроет его из кода")
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
            "\(verb): the system cancels the app's touches, so the \(transition.gesture) in flight is cancelled "
                + "first (`explain gesture-interrupted`)",
            ru: "\(verb): система отменяет касания приложения, поэтому сначала отменяется \(transition.gesture), "
                + "который ещё не закончен (`explain gesture-interrupted`)",
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
            throw Rejection(
                "\(completing ? "finish" : "cancel") ignored: no interactive transition is in flight "
                    + "(`swipe-back` or `swipe-down` starts one)",
                ru: "\(completing ? "finish" : "cancel") не выполнена: интерактивный переход не идёт "
                    + "(его начинают `swipe-back` или `swipe-down`)")
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
