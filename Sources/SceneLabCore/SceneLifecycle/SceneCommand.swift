/// What `scene …` asks of the app's scenes (iPad multi-window).
public enum SceneCommand: Sendable, Equatable {
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

    /// The scene command's word, for messages.
    public var verb: String {
        switch self {
        case .new: return "new"
        case .list: return "list"
        case .focus: return "focus"
        case .close: return "close"
        case .reclaim: return "reclaim"
        }
    }
}
