/// What `scene …` asks of the app's scenes (iPad multi-window).
public enum SceneCommand: SimulatorCommand, Equatable {
    /// Connect another `UIWindowScene` (a new window from the Dock or `requestSceneSessionActivation`).
    case new
    /// List the scenes and their states.
    case list
    /// Make scene N the one commands address.
    case focus(Int)
    /// The user closes scene N in the app switcher: it disconnects and its session is discarded.
    case close(Int)
    /// UIKit disconnects background scene N to free memory; its session stays, and `open` reconnects it.
    case reclaim(Int)

    /// The command's words, as a person types them (`scene new`).
    public var verb: String {
        switch self {
        case .new: return "scene new"
        case .list: return "scene list"
        case .focus: return "scene focus"
        case .close: return "scene close"
        case .reclaim: return "scene reclaim"
        }
    }

    /// Listing the scenes only looks; the others are the system's.
    public var traits: CommandTraits { self == .list ? .looks : [] }

    public var topic: String { "scene" }

    public func perform(in app: inout Application) throws(Rejection) { try Scenes.perform(self, in: &app) }
}
