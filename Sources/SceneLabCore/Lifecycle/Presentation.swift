/// Modal presentation: `present(_:animated:)` and `dismiss(animated:)`.
extension Application {
    /// `present(CLASS(), animated: true)` from the focused scene's top view controller.
    ///
    /// UIKit hands the presentation to the controller that provides the
    /// context: the last presented controller, or the window's root (a
    /// navigation controller forwards the calls to its top child).
    mutating func present(_ className: String, style: PresentationStyle) throws(Rejection) {
        guard let top = topPresentedController(inScene: focusedScene) else { throw Rejection.notRunning }
        try Self.requirePlainClass(className, verb: "present")
        let presented = instantiateInCode(className, scene: focusedScene)
        let resolved = platform.resolving(style, on: device)
        if resolved != style {
            note(
                "before iOS 13 \(style == .automatic ? "the default style" : "a page sheet on the \(device.name)") "
                    + "is .fullScreen: the presenter leaves the window", scene: focusedScene)
        } else if style == .automatic {
            // Since iOS 13 `.automatic` resolves to a page sheet on both
            // idioms; the presenter stays in the window either way.
            note("modalPresentationStyle .automatic behaves as .pageSheet on \(device.name)", scene: focusedScene)
        }
        presentViewController(presented, from: top, style: style)
    }

    /// Presents an existing instance from the presentation context of `source`'s scene.
    mutating func presentViewController(_ presented: ObjectID, from source: ObjectID, style: PresentationStyle) {
        guard let sceneID = controllers.state(of: source)?.scene,
            let presenter = topPresentedController(inScene: sceneID)
        else { return }
        controllers.updateState(of: presenter) { $0.presented = presented }
        let style = platform.resolving(style, on: device)
        controllers.updateState(of: presented) { presented in
            presented.presenter = presenter
            presented.presentationStyle = style
        }
        retain(presented, by: .presentation(presenter: presenter))
        run(
            style.removesPresenterView ? .presentFullScreen : .presentOverPresenter,
            TransitionContext(
                scene: sceneID, incoming: presented, outgoing: presenter, animated: true))
    }

    /// `dismiss(animated: true)` of the focused scene's topmost presented controller.
    mutating func dismiss() throws(Rejection) {
        try dismiss(inScene: focusedScene)
    }

    /// `dismiss(animated: true)` of the topmost presented controller of a scene.
    mutating func dismiss(inScene sceneID: Int) throws(Rejection) {
        guard let top = topPresentedController(inScene: sceneID) else { throw Rejection.notRunning }
        guard let presented = controller(top), let presenter = presented.presenter else {
            throw Rejection("dismiss ignored: nothing is presented (\(name(of: top)) is the window's root)")
        }
        let style = presented.presentationStyle ?? .automatic
        run(
            style.removesPresenterView ? .dismissFullScreen : .dismissOverPresenter,
            TransitionContext(
                scene: sceneID, incoming: presenter, outgoing: top, animated: true))
        endPresentation(of: top, by: presenter)
    }

    /// Unlinks a dismissed controller from its presenter, which lets go of it:
    /// it deinitializes unless something else holds it.
    mutating func endPresentation(of presented: ObjectID, by presenter: ObjectID) {
        controllers.updateState(of: presenter) { $0.presented = nil }
        controllers.updateState(of: presented) { $0.presenter = nil }
        release(presented, from: .presentation(presenter: presenter))
    }
}
