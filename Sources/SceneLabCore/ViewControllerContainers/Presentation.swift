import CommandGrammar
/// Modal presentation: `present(_:animated:)` and `dismiss(animated:)`, the
/// styles' adaptation to the device and iOS version, the presentation
/// context that `.currentContext` and `.overCurrentContext` cover, and a
/// person's tap outside a popover.
///
/// Sources: Apple's `UIModalPresentationStyle`, `definesPresentationContext`
/// and `UIAdaptivePresentationControllerDelegate` documentation; the
/// research notes' §3–§4 (research-containers.md) for the orders.
public enum Presentation {
    /// `present(CLASS(), animated: true)` from the focused scene's top view controller.
    ///
    /// UIKit hands the presentation to the controller that provides the
    /// context: the last presented controller, or the window's root (a
    /// navigation controller forwards the calls to its top child); a context
    /// style looks for the controller that defines the context instead.
    static func present(_ className: String, style: PresentationStyle, in app: inout Application) throws(Rejection) {
        guard let top = app.topViewController(inScene: app.focusedScene) else { throw Rejection.notRunning }
        try NavigationController.requirePlainClass(className, verb: "present", presenting: true)
        let presented = app.instantiateInCode(className, scene: app.focusedScene)
        if let adaptation = adaptationNote(for: style, in: app) {
            app.note(adaptation, scene: app.focusedScene)
        }
        presentViewController(presented, from: top, style: style, in: &app)
    }

    /// What a note says of the style the device and iOS version give a
    /// presentation, or nil when it keeps its own without surprise.
    private static func adaptationNote(for style: PresentationStyle, in app: Application) -> ContainerDiagnostic? {
        let resolved = app.platform.resolving(style, on: app.device)
        let isCompact = app.device.horizontalSizeClass == .compact
        if resolved == .fullScreen && style != .fullScreen {
            return .presentsFullScreenBeforeiOS13(style: style, device: app.device.name)
        }
        switch style {
        case .automatic:
            // Since iOS 13 `.automatic` resolves to a page sheet on both
            // idioms; the presenter stays in the window either way.
            return .automaticIsPageSheet(device: app.device.name)
        case .popover where isCompact:
            return .popoverAdapts(resolved: resolved, device: app.device.name)
        case .formSheet where isCompact:
            return .formSheetIsSheet(device: app.device.name)
        default:
            return nil
        }
    }

    /// Presents an existing instance from the presentation context of `source`'s scene.
    static func presentViewController(
        _ presented: ObjectID, from source: ObjectID, style: PresentationStyle, in app: inout Application
    ) {
        guard let sceneID = app.graph.controllers.state(of: source)?.scene,
            let presenter = presentingController(for: style, from: source, inScene: sceneID, in: &app)
        else { return }
        app.graph.controllers.updateState(of: presenter) { $0.presented = presented }
        let style = app.platform.resolving(style, on: app.device)
        app.graph.controllers.updateState(of: presented) { presented in
            presented.presenter = presenter
            presented.presentationStyle = style
        }
        app.retain(presented, by: .presentation(presenter: presenter))
        let template: Transition
        switch style {
        case .fullScreen: template = .presentFullScreen
        case .currentContext: template = .presentCurrentContext
        default: template = .presentOverPresenter
        }
        TransitionPlayer.play(
            template, TransitionContext(scene: sceneID, incoming: presented, outgoing: presenter, animated: true),
            in: &app)
    }

    /// The controller that presents: the top of the scene, or for a context
    /// style the first controller from `source` up its parents whose
    /// `definesPresentationContext` is true (Apple's documentation of the
    /// property). When none does, the documentation names the window's root;
    /// once something is presented the root cannot present again, so the
    /// top presented controller stands in for it (uncertain), as it does for
    /// a context controller already presenting.
    private static func presentingController(
        for style: PresentationStyle, from source: ObjectID, inScene sceneID: Int, in app: inout Application
    ) -> ObjectID? {
        guard let top = app.topPresentedController(inScene: sceneID) else { return nil }
        guard style.usesPresentationContext else { return top }
        var current: ObjectID? = source
        while let candidate = current {
            if app.presentationContextDefiners.contains(candidate) {
                guard app.graph.controllers.state(of: candidate)?.presented == nil else { break }
                app.note(
                    ContainerDiagnostic.contextDefinerPresents(controller: app.name(of: candidate)), scene: sceneID)
                return candidate
            }
            current = app.graph.controllers.state(of: candidate)?.parent
        }
        let isRoot = app.scene(sceneID)?.window.rootViewController == top
        app.note(ContainerDiagnostic.noContextDefiner(presenter: app.name(of: top), isRoot: isRoot), scene: sceneID)
        return top
    }

    /// `dismiss(animated: true)` of the focused scene's topmost presented controller.
    static func dismiss(in app: inout Application) throws(Rejection) {
        try dismiss(inScene: app.focusedScene, in: &app)
    }

    /// `dismiss(animated: true)` of the topmost presented controller of a scene.
    /// Code dismisses, so the presentation controller's delegate hears nothing.
    static func dismiss(inScene sceneID: Int, in app: inout Application) throws(Rejection) {
        guard let top = app.topPresentedController(inScene: sceneID) else { throw Rejection.notRunning }
        guard let presented = app.controller(top), let presenter = presented.presenter else {
            throw Rejection(ContainerDiagnostic.nothingPresented(verb: "dismiss", root: app.name(of: top)))
        }
        let template: Transition
        switch presented.presentationStyle ?? .automatic {
        case .fullScreen: template = .dismissFullScreen
        case .currentContext: template = .dismissCurrentContext
        default: template = .dismissOverPresenter
        }
        TransitionPlayer.play(
            template, TransitionContext(scene: sceneID, incoming: presenter, outgoing: top, animated: true), in: &app)
        endPresentation(of: top, by: presenter, in: &app)
    }

    /// Unlinks a dismissed controller from its presenter, which lets go of it:
    /// it deinitializes unless something else holds it.
    static func endPresentation(of presented: ObjectID, by presenter: ObjectID, in app: inout Application) {
        app.graph.controllers.updateState(of: presenter) { $0.presented = nil }
        app.graph.controllers.updateState(of: presented) { $0.presenter = nil }
        app.release(presented, from: .presentation(presenter: presenter))
    }

    /// `tap-outside`: a person taps the dimmed area around a popover, which
    /// dismisses it. A person, not code, dismisses, so the delegate hears of
    /// it: since iOS 13 the presentation controller's delegate, before that
    /// the popover's own (research §3b; Apple's delegate documentation).
    static func tapOutside(in app: inout Application) throws(Rejection) {
        let sceneID = app.focusedScene
        guard let top = app.topPresentedController(inScene: sceneID) else { throw Rejection.notRunning }
        guard let presented = app.controller(top), let presenter = presented.presenter else {
            throw Rejection(ContainerDiagnostic.nothingPresented(verb: "tap-outside", root: app.name(of: top)))
        }
        let style = presented.presentationStyle ?? .automatic
        guard style == .popover else {
            throw Rejection(ContainerDiagnostic.notAPopover(presented: app.name(of: top), style: style))
        }
        let context = TransitionContext(scene: sceneID, outgoing: top, animated: true)
        if app.platform.iOSVersion >= 13 {
            TransitionPlayer.play(.popoverTapOutside, context, in: &app)
        } else {
            // The adaptive delegate's dismissal calls came with iOS 13; before
            // that only the popover's own delegate heard of the tap, and only
            // if the app implemented it, which scenelab's apps do not.
            app.note(ContainerDiagnostic.popoverDismissedBeforeiOS13, scene: sceneID)
            TransitionPlayer.play(.dismissOverPresenter, context, in: &app)
        }
        endPresentation(of: top, by: presenter, in: &app)
    }

    /// `defines-context on|off`: the top controller sets its
    /// `definesPresentationContext`. No UIKit call; it decides who presents
    /// the next `.currentContext` or `.overCurrentContext` presentation.
    static func setDefinesPresentationContext(_ isOn: Bool, in app: inout Application) throws(Rejection) {
        guard let top = app.topViewController(inScene: app.focusedScene) else { throw Rejection.notRunning }
        // Drops the top's entry and those of controllers gone since.
        let controllers = app.graph.controllers
        var definers = app.presentationContextDefiners.filter { $0 != top && controllers.state(of: $0) != nil }
        if isOn { definers.append(top) }
        app.presentationContextDefiners = definers
        app.note(
            ContainerDiagnostic.definesPresentationContext(controller: app.name(of: top), isOn: isOn),
            scene: app.focusedScene)
    }
}

extension Transition {
    /// `.currentContext`: the controller that defines the context (the
    /// outgoing role) loses its views, so it and the children it shows get
    /// the full-screen calls (Apple: its views are removed). The order is
    /// copied from the full-screen presentation; no log shows it.
    static let presentCurrentContext = Transition(
        name: "present (current context)",
        steps: [
            Step(.loadView(.incoming), .observed),
            Step(.beginAppearance(.outgoing), .uncertain),
            Step(.beginAppearance(.incoming), .observed),
            Step(.layOut(.incoming, passes: 1), .uncertain),
            Step(.endAppearance(.incoming), .observed),
            Step(.endAppearance(.outgoing), .uncertain),
        ])

    /// Dismissing a `.currentContext` presentation: the context comes back
    /// before M's did-disappear, as after a full-screen one (uncertain).
    static let dismissCurrentContext = Transition(
        name: "dismiss (current context)",
        steps: [
            Step(.beginAppearance(.outgoing), .observed),
            Step(.beginAppearance(.incoming), .uncertain),
            Step(.layOut(.incoming, passes: 1), .uncertain),
            Step(.endAppearance(.incoming), .uncertain),
            Step(.endAppearance(.outgoing), .observed),
        ])

    /// A tap outside a popover (iOS 13 and later): the delegate is asked and
    /// told it will dismiss, the popover disappears, then did-dismiss. That
    /// the delegate is called is documented; will-dismiss's place against
    /// the popover's viewWillDisappear is not.
    static let popoverTapOutside = Transition(
        name: "tap outside a popover",
        steps: [
            Step(.presentationDelegate(.presentationShouldDismiss, .outgoing), .documented),
            Step(.presentationDelegate(.presentationWillDismiss, .outgoing), .uncertain),
            Step(.beginAppearance(.outgoing), .observed),
            Step(.endAppearance(.outgoing), .observed),
            Step(.presentationDelegate(.presentationDidDismiss, .outgoing), .documented),
        ])
}
