/// What UIKit remembers of an app's scene sessions between its processes,
/// which decides the first calls of the next launch (anchor §1a.2–3, §1g).
public enum SceneSessionMemory: Sendable, Equatable {
    /// No session: the next launch creates one (`configurationForConnecting`).
    case none
    /// A session outlived the process (the system killed the suspended app):
    /// the next launch restores it, without `configurationForConnecting`.
    case persisted
    /// The user swiped the app away while it was not running code (suspended):
    /// the next launch is told, `didDiscardSceneSessions` right after
    /// `didFinishLaunching`, then creates a new session.
    case discarded

    /// What UIKit remembers after `command` ended the app's process, or `nil` when it did not.
    ///
    /// `discardedWhileRunning` says whether the kill told the running app
    /// (`didDiscardSceneSessions`, as the iPad sequence does); when it did
    /// not, the next launch is told instead (Apple's documentation, A5).
    static func after(
        _ command: any SimulatorCommand, appWasSuspended: Bool, appCrashed: Bool, discardedWhileRunning: Bool
    ) -> SceneSessionMemory? {
        // After a crash nothing is restored: the next launch starts afresh.
        if appCrashed { return SceneSessionMemory.none }
        return command.sceneSessions(appWasSuspended: appWasSuspended, discardedWhileRunning: discardedWhileRunning)
    }
}
