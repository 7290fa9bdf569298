import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// UIKit delivers touches only to a foreground-active scene: gestures and the
/// model commands that run UI code are refused in the background, behind an
/// interruption and in the app switcher, and change nothing.
@Suite struct ForegroundActiveTouchTests {
    @Test(arguments: [
        ("home", "in the background"), ("interrupt", "behind an interruption"), ("switcher", "in the app switcher"),
    ])
    func aTapOutsideTheActiveStateIsRefusedAndChangesNothing(_ leave: String, _ reason: String) {
        var session = sessionAfter("launch", leave)
        let before = session.simulator
        let outcome = session.execute("tap +")
        #expect(outcome.failed)
        let errors = outcome.events.filter { $0.kind == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.text?.contains(reason) == true, "\(errors)")
        #expect(!outcome.events.contains { $0.kind == .call }, "UIKit called the app for a touch it never delivered")
        #expect(session.simulator.treeLines == before.treeLines)
    }

    @Test func aSaveTappedInTheBackgroundSavesNothing() throws {
        var session = sessionAfter("launch", "tap +", "type title Hidden", "home")
        #expect(session.execute("tap save").failed)
        let tasks = try session.simulator.store.persistentDomain("com.example.ToDoManager")["tasks"]
        #expect(tasks == nil)
    }

    @Test func modelCommandsThatRunUICodeWaitForTheActiveSceneButListingDoesNot() {
        var session = sessionAfter("launch", "task add First", "home")
        #expect(session.execute("task add Second").failed)
        #expect(session.execute("task done 1").failed)
        let listed = session.execute("task list")
        #expect(!listed.failed)
        #expect(listed.events.contains { $0.text?.contains("First") == true })
        _ = session.execute("open")
        #expect(!session.execute("task add Second").failed)
    }

    @Test func afterResumeAndOpenTouchesWorkAgain() {
        var session = sessionAfter("launch", "interrupt", "resume")
        #expect(!session.execute("tap +").failed)
        var other = sessionAfter("launch", "home", "open")
        #expect(!other.execute("tap +").failed)
    }
}
