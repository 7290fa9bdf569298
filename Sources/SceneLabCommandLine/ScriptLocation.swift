import SceneLabSession
import SceneLabCore

/// Where a line came from, `FILE:LINE`, for the messages about it. Kept as
/// its parts and spelled out only when a message needs it, since nearly
/// every line of a long script succeeds.
struct ScriptLocation {
    let file: String
    let line: Int

    /// `FILE:LINE`, with the file name's control characters made visible.
    var shown: String { VisibleText.escaping(file) + ":" + String(line) }
}
