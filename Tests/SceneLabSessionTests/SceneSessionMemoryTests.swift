import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// What UIKit remembers of an app's scene sessions between processes decides
/// the first calls of the next launch (anchor §1a.2–3, §1g).
@Suite struct SceneSessionMemoryTests {
    /// The app delegate's calls of the last line, in order.
    func appDelegateCalls(after lines: [String]) -> [String] {
        var session = Session()
        var last: [Event] = []
        for line in lines { last = session.execute(line).events }
        return last.filter { $0.kind == .call && $0.object == "AppDelegate" }.compactMap(\.method)
    }

    @Test func aFirstLaunchCreatesTheSession() {
        #expect(
            appDelegateCalls(after: ["launch"]) == [
                "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
                "application(_:configurationForConnecting:options:)",
            ])
    }

    @Test func aLaunchAfterTheSuspendedAppWasSwipedAwayHearsOfTheDiscardedSessionFirst() {
        #expect(
            appDelegateCalls(after: ["launch", "home", "suspend", "kill", "launch"]) == [
                "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
                "application(_:didDiscardSceneSessions:)", "application(_:configurationForConnecting:options:)",
            ])
    }

    @Test func aRunningIPhoneAppIsNotToldAtTheKillSoTheNextLaunchIs() {
        let calls = appDelegateCalls(after: ["launch", "kill", "launch"])
        #expect(calls.contains("application(_:didDiscardSceneSessions:)"))
        #expect(calls.contains("application(_:configurationForConnecting:options:)"))
    }

    @Test func aRunningIPadAppIsToldAtOnceSoTheNextLaunchIsNot() {
        let calls = appDelegateCalls(after: ["device ipad", "launch", "kill", "launch"])
        #expect(!calls.contains("application(_:didDiscardSceneSessions:)"))
        #expect(calls.contains("application(_:configurationForConnecting:options:)"))
    }

    @Test func aLaunchAfterTheSystemKilledTheSuspendedAppRestoresTheSession() {
        let calls = appDelegateCalls(after: ["launch", "home", "suspend", "system-kill", "launch"])
        #expect(
            calls == [
                "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
            ])
    }

    @Test func theDiscardIsToldOnceOnly() {
        let calls = appDelegateCalls(
            after: ["launch", "home", "suspend", "kill", "launch", "home", "suspend", "system-kill", "launch"])
        #expect(!calls.contains("application(_:didDiscardSceneSessions:)"))
    }
}
