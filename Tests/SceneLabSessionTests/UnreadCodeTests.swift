import Synchronization
import Testing

@testable import SceneLabCore
@testable import SceneLabSession

/// The opened project's files `open` left unread: read before the first command that names one
/// of their types, once, with a note, and the app's definition replaced in the catalog and the
/// running process alike.
@Suite struct UnreadCodeTests {
    private func shape(screens: [String]) -> AppDefinition {
        AppDefinition(
            id: "shape", displayName: "Shape", bundleIdentifier: "org.example.shape", root: .viewController("Home"),
            screenClasses: screens)
    }

    private func unread(_ reads: @escaping @Sendable (String) -> UnreadCode.Reading) -> UnreadCode {
        UnreadCode(typeNames: ["DraftViewController", "Notes_2"], read: reads)
    }

    @Test func aTypeIsNamedByAWholeWordOfTheLine() {
        let code = unread { _ in fatalError("not read") }
        #expect(code.typeNamed(in: "push DraftViewController") == "DraftViewController")
        #expect(code.typeNamed(in: "present DraftViewController --style sheet") == "DraftViewController")
        #expect(code.typeNamed(in: "explain Notes_2.init") == "Notes_2")
        #expect(code.typeNamed(in: "push DraftViewControllers") == nil)
        #expect(code.typeNamed(in: "push MyDraftViewController") == nil)
        #expect(code.typeNamed(in: "launch") == nil)
    }

    @Test func theFirstCommandNamingAnUnreadTypeReadsTheFilesOnce() {
        let before = shape(screens: ["Home"])
        let after = shape(screens: ["Home", "DraftViewController"])
        var session = Session(simulator: Simulator(catalog: AppCatalog(apps: [before])))
        session.unreadCode = unread { named in
            UnreadCode.Reading(app: after, note: "read for \(named)", warnings: ["a warning of the unread file"])
        }
        let launched = session.execute("launch shape").events
        #expect(!launched.contains { $0.kind == .note && $0.text?.hasPrefix("read for") == true })
        #expect(session.unreadCode != nil)

        let pushed = session.execute("push DraftViewController").events
        let kinds = pushed.prefix(3).map(\.kind)
        #expect(kinds == [.command, .note, .note])
        #expect(pushed[1].text == "read for DraftViewController")
        #expect(pushed[2].text == "warning: a warning of the unread file")
        #expect(pushed[2].isWarning)
        // The class is one of the app's screens now: no note calls it a plain UIViewController subclass.
        #expect(!pushed.contains { $0.kind == .note && $0.text?.contains("plain") == true })
        #expect(session.unreadCode == nil)
        #expect(session.simulator.catalog.apps[0].screenClasses == ["Home", "DraftViewController"])
        #expect(session.simulator.application?.definition.screenClasses == ["Home", "DraftViewController"])

        let again = session.execute("push DraftViewController").events
        #expect(!again.contains { $0.kind == .note && $0.text?.hasPrefix("read for") == true })
    }

    @Test func aLineThatFailsToParseReadsNothing() {
        var session = Session(simulator: Simulator(catalog: AppCatalog(apps: [shape(screens: ["Home"])])))
        session.unreadCode = unread { _ in fatalError("not read") }
        _ = session.execute("push \"DraftViewController")
        #expect(session.unreadCode != nil)
    }

    @Test func theUnreadControllersCompleteAsClassNames() {
        var session = Session(simulator: Simulator(catalog: AppCatalog(apps: [shape(screens: ["Home"])])))
        #expect(Completion.candidates(forLine: "push Dr", in: session).candidates.isEmpty)
        session.unreadCode = unread { _ in fatalError("not read") }
        // Completing reads nothing; only a controller's name is offered, not any type's.
        #expect(Completion.candidates(forLine: "push Dr", in: session).candidates == ["DraftViewController"])
        #expect(Completion.candidates(forLine: "push No", in: session).candidates.isEmpty)
        #expect(session.unreadCode != nil)
    }

    /// The files read while the app launches: the first `launch` plays without them, the next
    /// command takes them once (their warnings, no note when the reading has none), and a
    /// session that quits first never waits for them.
    @Test func theCommandAfterTheFirstLaunchTakesWhatWasReadWhileItLaunched() {
        let before = shape(screens: ["Home"])
        let after = shape(screens: ["Home", "RoomViewController"])
        let taken = Counter()
        var session = Session(simulator: Simulator(catalog: AppCatalog(apps: [before])))
        session.unreadCode = UnreadCode(typeNames: [], read: { _ in fatalError("nothing is left unread") })
        session.unreadCode?.readAfterLaunch = {
            taken.add()
            return UnreadCode.Reading(app: after, note: "", warnings: ["a room skips super"])
        }
        let launched = session.execute("launch shape").events
        #expect(!launched.contains { $0.isWarning })
        #expect(taken.count == 0)
        #expect(session.simulator.application?.definition.screenClasses == ["Home"])

        let pushed = session.execute("push RoomViewController").events
        #expect(pushed.prefix(2).map(\.kind) == [.command, .note])
        #expect(pushed[1].text == "warning: a room skips super")
        #expect(taken.count == 1)
        #expect(session.unreadCode == nil)
        #expect(session.simulator.application?.definition.screenClasses == ["Home", "RoomViewController"])
        _ = session.execute("pop")
        #expect(taken.count == 1)

        var quitting = Session(simulator: Simulator(catalog: AppCatalog(apps: [before])))
        quitting.unreadCode = UnreadCode(typeNames: [], read: { _ in fatalError("nothing is left unread") })
        quitting.unreadCode?.readAfterLaunch = { fatalError("a session that quits waits for nothing") }
        _ = quitting.execute("launch shape")
        _ = quitting.execute("quit")
    }
}

/// Counts calls made from a `@Sendable` closure.
private final class Counter: Sendable {
    private let calls = Mutex(0)
    func add() { calls.withLock { $0 += 1 } }
    var count: Int { calls.withLock { $0 } }
}
