import SceneLabCore

/// The model of an opened project's app: it has none of its own. Its
/// controllers' code reads the storyboards through the context.
struct ProjectModel: AppModel {
    /// An alert's action names the method its handler is played as.
    typealias AlertAction = NamedControl

    init() {}

    /// Every class runs `StoryboardController`; the definition maps them.
    static var controllerCode: [any ControllerCode.Type] { [StoryboardController.self] }

    /// An alert the code presented: the tapped action's handler runs as a method of the
    /// presenter's class (`CodeInterface.actionClosures`), its prints printed and what it shows played.
    mutating func alertAction(
        _ action: NamedControl, fields: [String], presenter: ObjectID, _ context: inout AppContext
    ) -> [AppAction] {
        guard let playbook = context.resources(as: Playbook.self), let className = context.className(of: presenter),
            let (_, body) = playbook.sources.implementation(of: action.name, in: className),
            let key = context.properties(of: presenter, as: StoryboardController.self)?.element,
            let element = playbook.element(forKey: key)
        else { return [] }
        context.call(Name(action.name), on: presenter, channel: .delegate)
        let fields = context.properties(of: presenter, as: StoryboardController.self)?.fieldTexts(context) ?? [:]
        return (try? ActionCode.actions(
            of: body, from: presenter, tapped: "UIAlertAction", playbook, element, &context, fields: fields)) ?? []
    }
}

extension ProjectModel {
    /// What the launch code (the scene delegate's `scene(_:willConnectTo:options:)`, else the app
    /// delegate's `application(_:didFinishLaunchingWithOptions:)`) left for after a delay that
    /// shows something (`Playbook.launchDelayedWork`): played as the delegate's code over the
    /// window's first screen, or the screen on top of it when that one has no code of the app's.
    mutating func launchDelayedActions(root: ObjectID, _ context: inout AppContext) -> [AppAction] {
        guard let playbook = context.resources(as: Playbook.self), let (delegate, delayed) = playbook.launchDelayedWork
        else { return [] }
        var screen = root
        while context.properties(of: screen, as: StoryboardController.self)?.element == nil,
            let top = context.visibleChildren(of: screen).last
        {
            screen = top
        }
        guard let key = context.properties(of: screen, as: StoryboardController.self)?.element,
            let element = playbook.element(forKey: key)
        else { return [] }
        return (try? ActionCode.delayedActions(of: delayed, from: screen, playbook, element, &context, codeClass: delegate))
            ?? []
    }
}

/// A control on an opened project's screen, known by the name the screen gives it.
struct NamedControl: ScreenControl {
    let name: String

    init?(name: String) { self.name = name }
}
