import SceneLabCore

/// The model of an opened project's app: it has none of its own. Its
/// controllers' code reads the storyboards through the context.
struct ProjectModel: AppModel {
    init() {}

    /// Every class runs `StoryboardController`; the definition maps them.
    static var controllerCode: [any ControllerCode.Type] { [StoryboardController.self] }
}

/// A control on an opened project's screen, known by the name the screen gives it.
struct NamedControl: ScreenControl {
    let name: String

    init?(name: String) { self.name = name }
}
