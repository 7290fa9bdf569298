/// Children an opened project's own code adds and removes (`addChild(_:)`,
/// `removeFromParent()`), where its statements stand, rather than by a
/// `child` command: the calls UIKit makes by itself come from the templates,
/// and the calls the code makes itself (`didMove(toParent: self)`,
/// `willMove(toParent: nil)`) only when the code makes them.
extension CustomContainer {
    /// `addChild(_:)` of a controller made from `scene`, its view then added to the parent's:
    /// a plain controller that adds a child becomes a custom container, whose children appear
    /// with it. UIKit's own containers manage their children themselves and are left alone.
    /// A child the parent keeps in a stored property (`property`) is held by it too.
    static func addChild(
        _ scene: StoryboardScene, to parent: ObjectID, callsDidMove: Bool, keptAs property: String?,
        in app: inout Application
    ) {
        guard let state = app.graph.controllers.state(of: parent), state.kind == .plain || state.kind == .customContainer
        else { return }
        if state.kind == .plain { app.graph.controllers.updateState(of: parent) { $0.kind = .customContainer } }
        // A stored property's controller was made with the parent: that instance is the one added.
        let kept = property.flatMap { app.unplacedController(heldBy: $0, of: parent) }
        let child = kept ?? Storyboard.instantiate(scene, scene: state.scene, in: &app)
        app.graph.controllers.updateLists(of: parent) { $0.children.append(child) }
        app.graph.controllers.updateState(of: child) { $0.parent = parent }
        app.retain(child, by: owner(ofChildrenOf: parent))
        if let property, kept == nil { app.retain(child, by: .property(of: parent, name: property)) }
        let onScreen = app.graph.controllers.appearance(of: parent) == .appeared
        let context = TransitionContext(scene: state.scene, incoming: child, outgoing: nil, container: parent, animated: false)
        TransitionPlayer.play(onScreen ? .codeAddsChild : .codeAddsChildOffScreen, context, in: &app)
        if callsDidMove { TransitionPlayer.play(.codeTellsChildItMoved, context, in: &app) }
    }

    /// `child.removeFromParent()`: the parent's last child of `className` (the last child
    /// when `nil`) leaves, after the `willMove(toParent: nil)` the code calls first, if it does.
    static func removeChild(
        _ className: String?, from parent: ObjectID, callsWillMove: Bool, in app: inout Application
    ) {
        guard let state = app.graph.controllers.state(of: parent), state.kind == .customContainer,
            let children = app.graph.controllers.children(of: parent),
            let child = children.last(where: { id in
                className.map { app.graph.controllers.state(of: id)?.className == $0 } ?? true
            })
        else { return }
        let onScreen = app.graph.controllers.appearance(of: parent) == .appeared
        let context = TransitionContext(scene: state.scene, incoming: nil, outgoing: child, container: parent, animated: false)
        if callsWillMove { TransitionPlayer.play(.codeTellsChildItLeaves, context, in: &app) }
        TransitionPlayer.play(onScreen ? .codeRemovesChild : .codeRemovesChildOffScreen, context, in: &app)
        release(child, from: parent, in: &app)
    }
}

extension Transition {
    /// `addChild(_:)` then `view.addSubview(child.view)` in the app's code (Apple's containment
    /// pages: addChild calls `willMove(toParent:)` by itself; reading `child.view` loads it; a
    /// view joining a window on screen brings the appearance calls, the jianshu log, S-C3).
    /// `child add`'s steps but the container's `didMove(toParent:)`, which the code makes itself if it does.
    static let codeAddsChild = Transition(
        name: "addChild in the app's code",
        steps: addChild.steps.filter { step in
            if case .didMove = step.action { return false }
            return true
        })

    /// The same with the parent off screen (its `viewDidLoad()`): nothing appears yet.
    static let codeAddsChildOffScreen = codeAddsChild.withoutAppearance(name: "addChild in the app's code (parent off screen)")

    /// `child.didMove(toParent: self)`, which the code calls itself after adding.
    static let codeTellsChildItMoved = Transition(
        name: "didMove(toParent:) in the app's code", steps: [Step(.didMove(.incoming, toParent: true), .documented)])

    /// `child.willMove(toParent: nil)`, which the code calls itself before removing.
    static let codeTellsChildItLeaves = Transition(
        name: "willMove(toParent: nil) in the app's code", steps: [Step(.willMove(.outgoing, toParent: false), .documented)])

    /// `child.view.removeFromSuperview()` then `child.removeFromParent()`, which calls
    /// `didMove(toParent: nil)` by itself (Apple's page for the method; the jianshu log, S-C3).
    /// `child remove`'s steps but the `willMove(toParent: nil)` the code makes itself if it does.
    static let codeRemovesChild = Transition(
        name: "removeFromParent in the app's code",
        steps: removeChild.steps.filter { step in
            if case .willMove = step.action { return false }
            return true
        })

    /// The same with the parent off screen: nothing disappears.
    static let codeRemovesChildOffScreen = codeRemovesChild.withoutAppearance(
        name: "removeFromParent in the app's code (parent off screen)")
}
