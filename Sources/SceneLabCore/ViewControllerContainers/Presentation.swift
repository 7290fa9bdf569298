/// Modal presentation: `present(_:animated:)` and `dismiss(animated:)`.
enum Presentation {
    /// `present(CLASS(), animated: true)` from the focused scene's top view controller.
    ///
    /// UIKit hands the presentation to the controller that provides the
    /// context: the last presented controller, or the window's root (a
    /// navigation controller forwards the calls to its top child).
    static func present(_ className: String, style: PresentationStyle, in app: inout Application) throws(Rejection) {
        guard let top = app.topPresentedController(inScene: app.focusedScene) else { throw Rejection.notRunning }
        try NavigationController.requirePlainClass(className, verb: "present")
        let presented = app.instantiateInCode(className, scene: app.focusedScene)
        let resolved = app.platform.resolving(style, on: app.device)
        if resolved != style {
            app.note(
                "before iOS 13 \(style == .automatic ? "the default style" : "a page sheet on the \(app.device.name)") "
                    + "is .fullScreen: the presenter leaves the window", scene: app.focusedScene)
        } else if style == .automatic {
            // Since iOS 13 `.automatic` resolves to a page sheet on both
            // idioms; the presenter stays in the window either way.
            app.note("modalPresentationStyle .automatic behaves as .pageSheet on \(app.device.name)", scene: app.focusedScene)
        }
        presentViewController(presented, from: top, style: style, in: &app)
    }

    /// Presents an existing instance from the presentation context of `source`'s scene.
    static func presentViewController(_ presented: ObjectID, from source: ObjectID, style: PresentationStyle, in app: inout Application) {
        guard let sceneID = app.graph.controllers.state(of: source)?.scene,
            let presenter = app.topPresentedController(inScene: sceneID)
        else { return }
        app.graph.controllers.updateState(of: presenter) { $0.presented = presented }
        let style = app.platform.resolving(style, on: app.device)
        app.graph.controllers.updateState(of: presented) { presented in
            presented.presenter = presenter
            presented.presentationStyle = style
        }
        app.retain(presented, by: .presentation(presenter: presenter))
        TransitionPlayer.play(
            style.removesPresenterView ? .presentFullScreen : .presentOverPresenter,
            TransitionContext(
                scene: sceneID, incoming: presented, outgoing: presenter, animated: true), in: &app)
    }

    /// `dismiss(animated: true)` of the focused scene's topmost presented controller.
    static func dismiss(in app: inout Application) throws(Rejection) {
        try dismiss(inScene: app.focusedScene, in: &app)
    }

    /// `dismiss(animated: true)` of the topmost presented controller of a scene.
    static func dismiss(inScene sceneID: Int, in app: inout Application) throws(Rejection) {
        guard let top = app.topPresentedController(inScene: sceneID) else { throw Rejection.notRunning }
        guard let presented = app.controller(top), let presenter = presented.presenter else {
            throw Rejection("dismiss ignored: nothing is presented (\(app.name(of: top)) is the window's root)")
        }
        let style = presented.presentationStyle ?? .automatic
        TransitionPlayer.play(
            style.removesPresenterView ? .dismissFullScreen : .dismissOverPresenter,
            TransitionContext(
                scene: sceneID, incoming: presenter, outgoing: top, animated: true), in: &app)
        endPresentation(of: top, by: presenter, in: &app)
    }

    /// Unlinks a dismissed controller from its presenter, which lets go of it:
    /// it deinitializes unless something else holds it.
    static func endPresentation(of presented: ObjectID, by presenter: ObjectID, in app: inout Application) {
        app.graph.controllers.updateState(of: presenter) { $0.presented = nil }
        app.graph.controllers.updateState(of: presented) { $0.presenter = nil }
        app.release(presented, from: .presentation(presenter: presenter))
    }
}
