@testable import SceneLabCore
@testable import SceneLabSession

/// Helpers of the session's tests; those that drive the core alone are SceneLabTesting's.

/// The texts of a session outcome's events, as `check` prints them (colour off).
func renderedText(_ outcome: Session.Outcome, channels: Set<Channel> = Channel.defaultOn) -> [String] {
    TranscriptChecker.lines(of: outcome.events, channels: channels)
}

/// A session that has run `lines`, whatever each of them gave.
func sessionAfter(_ lines: String...) -> Session {
    var session = Session()
    for line in lines { _ = session.execute(line) }
    return session
}
