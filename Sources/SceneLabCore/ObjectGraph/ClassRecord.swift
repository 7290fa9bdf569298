/// What a process knows of one class it has instantiated: how many
/// instances it made, and what the app says of the class, found once.
struct ClassRecord: Sendable {
    /// The app's code for the class, when the app brings some.
    let code: (any ControllerCode.Type)?
    /// Whether the class is one of the app's screens, or UIKit's own plain controller.
    let isScreen: Bool
    /// Instances made so far; the next one is numbered `instances + 1`.
    private(set) var instances = 0
    /// Whether a note has said the class is not one of the app's screens.
    private(set) var isAnnounced = false

    /// The record of a class not instantiated yet.
    init(_ className: String, in definition: AppDefinition) {
        self.code = definition.code[className]
        // UIKit's own plain controllers are what they are simulated as: nothing to say of them.
        self.isScreen = definition.screenClasses.contains(className) || ViewController.plainUIKitClasses.contains(className)
    }

    /// Counts one more instance and returns its number, the class's code,
    /// and whether to announce the class as a plain `UIViewController`
    /// subclass: the first time it is asked for a class the app does not define.
    mutating func countInstance(
        announcingPlainClass: Bool
    ) -> (instance: Int, code: (any ControllerCode.Type)?, announce: Bool) {
        instances += 1
        let announce = announcingPlainClass && !isScreen && !isAnnounced
        if announce { isAnnounced = true }
        return (instances, code, announce)
    }
}
