/// What a template needs to be played: the controllers behind its roles
/// and the context they live in.
struct TransitionContext {
    var scene: Int
    var incoming: ObjectID?
    var outgoing: ObjectID?
    /// The container the roles are children of (a navigation stack, a tab
    /// bar), for containment calls and its delegate's calls.
    var container: ObjectID?
    var animated: Bool
    /// The controllers a `set-stack` really takes out of and puts into the
    /// container: containment calls are skipped for roles that stay in it.
    /// `nil` for every other transition, whose roles always move.
    var movingInContainer: (leaving: Set<ObjectID>, joining: Set<ObjectID>)?
    /// Overrides the template's confidence for containment calls.
    var containmentConfidence: Confidence?
    /// How a launch builds the window, which decides how its root is made.
    var windowSetup: WindowSetup = .storyboard
    /// What UIKit remembers of the app's scene sessions when it launches.
    var sessions: SceneSessionMemory = .none
    /// A pop whose animation a template started and has yet to end.
    var popInFlight: NavigationController.PopInFlight?
}

/// Plays transition templates (`Transition`) step by step on a process.
enum TransitionPlayer {
    /// UIKit's console line for a main storyboard with no initial controller,
    /// verbatim; its wording is from memory of Xcode's console, not from a
    /// source (uncertain, as the notes carrying it say).
    // Verbatim: UIKit's console line.
    static let noEntryPointMessage =
        "Failed to instantiate the default view controller for UIMainStoryboardFile "
        + "'Main' - perhaps the designated entry point is not set?"

    /// Plays a transition template step by step.
    static func play(_ transition: Transition, _ context: TransitionContext, in app: inout Application) {
        var context = context
        for step in transition.steps {
            perform(step.action, confidence: step.confidence, &context, in: &app)
        }
    }

    private static func controller(for role: Transition.Role, _ context: TransitionContext) -> ObjectID? {
        switch role {
        case .incoming: return context.incoming
        case .outgoing: return context.outgoing
        }
    }

    private static func perform(
        _ action: Transition.Action, confidence: Confidence, _ context: inout TransitionContext,
        in app: inout Application
    ) {
        switch action {
        case .appDelegate(let method):
            app.callAppDelegate(method, confidence: confidence)
        case .appDelegateAboutScene(let method):
            app.callAppDelegate(method, scene: context.scene, confidence: confidence)
        case .discardedSessionsAtLaunch:
            if context.sessions == .discarded {
                app.callAppDelegate("application(_:didDiscardSceneSessions:)", confidence: confidence)
            }
        case .configureNewSession:
            if context.sessions == .persisted {
                app.note(ContainerDiagnostic.persistedSessionRestored, scene: context.scene)
            } else {
                app.callAppDelegate(
                    "application(_:configurationForConnecting:options:)", scene: context.scene,
                    confidence: confidence)
            }
            // The manifest still names the main storyboard, which has no entry point
            // once the app's code builds the window (Usov, Listing 5.8): UIKit says so.
            if context.windowSetup == .code, app.definition.mainStoryboardHasNoEntryPointInCode {
                app.note(
                    ContainerDiagnostic.noEntryPointWindowFromCode(consoleMessage: Self.noEntryPointMessage),
                    scene: context.scene)
            }
        case .sceneDelegate(let method):
            app.callSceneDelegate(method, scene: context.scene, confidence: confidence)
            if method == .willConnect {
                app.definition.model?.runSceneWillConnect(in: &app)
            }
        case .appLaunchCode:
            app.definition.model?.runSceneWillConnect(in: &app)
        case .launchCodeResumes:
            // The delegate whose launch method built the window: the scene's, or without scenes the app's.
            app.resumeAppCode(ofDelegateOfScene: context.scene)
        case .makeRootViewController where context.windowSetup == .noEntryPoint:
            // The window stays without a root.
            app.note(ContainerDiagnostic.noEntryPoint(consoleMessage: Self.noEntryPointMessage), scene: context.scene)
        case .makeRootViewController:
            let root = Storyboard.instantiateInitialViewController(
                scene: context.scene, setup: context.windowSetup, in: &app)
            context.incoming = root
            SceneLifecycle.makeKeyAndVisible(root, inScene: context.scene, in: &app)
        case .willMove(let role, let toParent), .didMove(let role, let toParent):
            guard let id = controller(for: role, context), let container = context.container else { return }
            if let moving = context.movingInContainer {
                guard (toParent ? moving.joining : moving.leaving).contains(id) else { return }
            }
            let isWill: Bool
            if case .willMove = action { isWill = true } else { isWill = false }
            let method: Name = isWill ? .willMoveToParent : .didMoveToParent
            let parent: Event.Argument.Value = toParent ? .object(app.objectName(of: container)) : .none
            app.call(
                method, on: id, channel: .containment, arguments: Event.Arguments(Event.Argument(.toParent, parent)),
                confidence: context.containmentConfidence ?? confidence)
        case .loadView(let role):
            guard let id = controller(for: role, context) else { return }
            Appearance.loadViewIfNeeded(id, confidence: confidence, in: &app)
        case .beginAppearance(let role):
            guard let id = controller(for: role, context) else { return }
            Appearance.beginAppearance(
                id, appearing: role == .incoming, animated: context.animated, confidence: confidence, in: &app)
        case .layOut(let role, let passes):
            guard let id = controller(for: role, context) else { return }
            Appearance.layOutAppearingView(
                id, animated: context.animated, passes: passes, confidence: confidence, in: &app)
        case .isAppearing(let role):
            guard let id = controller(for: role, context) else { return }
            Appearance.layOutAppearingView(
                id, animated: context.animated, passes: 0, confidence: confidence, isAppearingConfidence: confidence,
                in: &app)
        case .endAppearance(let role):
            guard let id = controller(for: role, context) else { return }
            Appearance.endAppearance(
                id, appearing: role == .incoming, animated: context.animated, confidence: confidence, in: &app)
        case .delegate(let call):
            callContainer(call, context, confidence: confidence, in: &app)
        case .presentationDelegate(let method, let role):
            guard let presented = controller(for: role, context) else { return }
            app.record(
                .call(
                    method, on: app.objectName(of: presented).member("presentationController.delegate"),
                    of: .adaptivePresentationControllerDelegate, channel: .delegate, scene: context.scene,
                    confidence: confidence))
        case .beginPopToRoot(let role):
            guard let id = controller(for: role, context) else { return }
            context.popInFlight = TabBarController.beginPopToRootIfStacked(id, in: &app)
        case .endPopToRoot:
            guard let pop = context.popInFlight else { return }
            context.popInFlight = nil
            NavigationController.endPop(pop, in: &app)
        }
    }

    /// A call on the delegate or data source of the context's container
    /// about its roles, made only when the container has one and the roles
    /// are there.
    private static func callContainer(
        _ call: DelegateCall, _ context: TransitionContext, confidence: Confidence, in app: inout Application
    ) {
        guard let container = context.container, let state = app.graph.controllers.state(of: container) else { return }
        let receiver: ObjectName
        switch call.receiver {
        case .delegate:
            guard let delegate = state.delegateName else { return }
            receiver = delegate
        case .dataSource:
            receiver = state.objectName.member("dataSource")
        }
        var arguments = Event.Arguments()
        // Three at most, read one by one: no array is made per call.
        for index in 0..<3 {
            switch index == 0 ? call.first : index == 1 ? call.second : call.third {
            case nil: break
            case .role(let label, let role)?:
                guard let id = controller(for: role, context) else { return }
                arguments.append(Event.Argument(label, .object(app.objectName(of: id))))
            case .animated?: arguments.append(.animated(context.animated))
            case .flag(let label, let value)?: arguments.append(Event.Argument(label, .bool(value)))
            }
        }
        app.record(
            .call(
                call.method, on: receiver, of: call.receiverProtocol, channel: .delegate, scene: context.scene,
                arguments: arguments, confidence: confidence))
    }
}
