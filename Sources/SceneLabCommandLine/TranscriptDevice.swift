import SceneLabCore
import SceneLabSession

/// What a transcript or lesson runs on: the apps (the books', or an opened project's first), the
/// platform its lifecycle needs, and the opened project's code left unread (`UnreadCode`).
struct TranscriptDevice {
    var catalog: AppCatalog
    var platform: Platform
    var unreadCode: UnreadCode?

    /// The books' apps on today's platform.
    static let books = TranscriptDevice(catalog: .books, platform: .current, unreadCode: nil)
}
