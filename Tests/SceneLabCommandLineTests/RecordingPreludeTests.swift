import SceneLabCore
import SceneLabSession
import Testing

@testable import SceneLabCommandLine

/// What a recording writes first so that it replays from the state it began
/// in: the settings that differ from a new session's.
struct RecordingPreludeTests {
    @Test func aNewSessionNeedsNoPrelude() {
        #expect(Recording.prelude(of: Session()).isEmpty)
    }

    @Test func theBooksCodeAndChapterAreWrittenWhileNoAppRuns() {
        var session = Session()
        _ = session.execute("book as-written")
        _ = session.execute("book chapter 7.4")
        #expect(Recording.prelude(of: session) == ["book as-written", "book chapter 7.4"])
        _ = session.execute("book chapter all")
        #expect(Recording.prelude(of: session) == ["book as-written"])
        _ = session.execute("launch contacts")
        // A running app fixed them at its launch, which the recording replays.
        #expect(Recording.prelude(of: session).isEmpty)
    }
}
