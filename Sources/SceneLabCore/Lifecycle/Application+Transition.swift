extension Application {
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
    }

    /// Plays a transition template step by step.
    mutating func run(_ transition: Transition, _ context: TransitionContext) {
        var context = context
        for step in transition.steps {
            perform(step.action, confidence: step.confidence, &context)
        }
    }

    private func controller(for role: Transition.Role, _ context: TransitionContext) -> ObjectID? {
        switch role {
        case .incoming: return context.incoming
        case .outgoing: return context.outgoing
        }
    }

    private mutating func perform(
        _ action: Transition.Action, confidence: Confidence, _ context: inout TransitionContext
    ) {
        switch action {
        case .appDelegate(let method):
            callAppDelegate(method, confidence: confidence)
        case .appDelegateAboutScene(let method):
            callAppDelegate(method, scene: context.scene, confidence: confidence)
        case .discardedSessionsAtLaunch:
            if context.sessions == .discarded {
                callAppDelegate("application(_:didDiscardSceneSessions:)", confidence: confidence)
            }
        case .configureNewSession:
            if context.sessions == .persisted {
                note(
                    "UIKit restores the scene's persisted session: no configurationForConnecting", scene: context.scene)
            } else {
                callAppDelegate(
                    "application(_:configurationForConnecting:options:)", scene: context.scene,
                    confidence: confidence)
            }
        case .sceneDelegate(let method):
            callSceneDelegate(method, scene: context.scene, confidence: confidence)
            if method == .willConnect {
                definition.model?.runSceneWillConnect(in: &self)
            }
        case .appLaunchCode:
            definition.model?.runSceneWillConnect(in: &self)
        case .makeRootViewController:
            let root = instantiateInitialViewController(scene: context.scene, setup: context.windowSetup)
            context.incoming = root
            if let index = scenes.firstIndex(where: { $0.id == context.scene }) {
                scenes[index].window.rootViewController = root
                scenes[index].window.isKeyWindow = true
            }
            retain(root, by: .window(scene: context.scene))
        case .willMove(let role, let toParent), .didMove(let role, let toParent):
            guard let id = controller(for: role, context), let container = context.container else { return }
            if let moving = context.movingInContainer {
                guard (toParent ? moving.joining : moving.leaving).contains(id) else { return }
            }
            let isWill: Bool
            if case .willMove = action { isWill = true } else { isWill = false }
            let method: Name = isWill ? .willMoveToParent : .didMoveToParent
            let parent: Event.Argument.Value = toParent ? .object(objectName(of: container)) : .none
            call(
                method, on: id, channel: .containment, arguments: Event.Arguments(Event.Argument(.toParent, parent)),
                confidence: context.containmentConfidence ?? confidence)
        case .loadView(let role):
            guard let id = controller(for: role, context) else { return }
            loadViewIfNeeded(id, confidence: confidence)
        case .beginAppearance(let role):
            guard let id = controller(for: role, context) else { return }
            beginAppearance(id, appearing: role == .incoming, animated: context.animated, confidence: confidence)
        case .layOut(let role, let passes):
            guard let id = controller(for: role, context) else { return }
            layOutAppearingView(id, animated: context.animated, passes: passes, confidence: confidence)
        case .endAppearance(let role):
            guard let id = controller(for: role, context) else { return }
            endAppearance(id, appearing: role == .incoming, animated: context.animated, confidence: confidence)
        case .tabBarShouldSelect, .tabBarDidSelect:
            let isShould = action == .tabBarShouldSelect
            callContainerDelegate(
                isShould ? .tabBarShouldSelect : .tabBarDidSelect, of: .tabBarControllerDelegate,
                label: isShould ? .shouldSelect : .didSelect, passingAnimated: false, context, confidence: confidence)
        case .presentationDelegate(let method, let role):
            guard let presented = controller(for: role, context) else { return }
            record(
                .call(
                    method, on: objectName(of: presented).member("presentationController.delegate"),
                    of: .adaptivePresentationControllerDelegate, channel: .delegate, scene: context.scene,
                    confidence: confidence))
        case .popToRoot(let role):
            guard let id = controller(for: role, context) else { return }
            popToRootIfStacked(id)
        case .navigationWillShow, .navigationDidShow:
            let isWill = action == .navigationWillShow
            callContainerDelegate(
                isWill ? .navigationWillShow : .navigationDidShow, of: .navigationControllerDelegate,
                label: isWill ? .willShow : .didShow, passingAnimated: true, context, confidence: confidence)
        }
    }

    /// A call on the delegate of the context's container about the incoming
    /// controller (`navigationController(_:willShow:animated:)`,
    /// `tabBarController(_:didSelect:)`), made only when the container has one.
    private mutating func callContainerDelegate(
        _ method: Name, of delegateProtocol: Name, label: Name, passingAnimated: Bool, _ context: TransitionContext,
        confidence: Confidence
    ) {
        guard let container = context.container, let shown = context.incoming,
            let delegate = controllers.state(of: container)?.delegateName
        else { return }
        var arguments = Event.Arguments(Event.Argument(label, .object(objectName(of: shown))))
        if passingAnimated { arguments.append(.animated(context.animated)) }
        record(
            .call(
                method, on: delegate, of: delegateProtocol, channel: .delegate, scene: context.scene,
                arguments: arguments, confidence: confidence))
    }
}
