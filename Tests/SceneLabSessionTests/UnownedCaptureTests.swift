import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// The book's closures capture their owner `[unowned self]`: run after the
/// owner's deinit, they trap in the Swift runtime, and the process ends.
@Suite struct UnownedCaptureTests {
    @Test func doAfterEditAfterTheListsDeinitCrashesTheAppAndSavesNothing() throws {
        var session = sessionAfter("launch", "tap +", "type title Lost", "set-stack TaskEditController")
        #expect(session.simulator.liveControllers.map(\.className) == ["UINavigationController", "TaskEditController"])
        let outcome = session.execute("tap save")
        let errors = outcome.events.filter { $0.kind == .error }.compactMap(\.text)
        #expect(errors.count == 1)
        #expect(
            errors.first?.contains("unowned reference but object TaskListController#1 was already deallocated") == true)
        #expect(errors.first?.contains("doAfterEdit") == true)
        #expect(!outcome.events.contains { $0.method == "doAfterEdit" }, "the closure's body ran")
        #expect(session.simulator.application == nil, "the process outlived the crash")
        #expect(try session.simulator.store.persistentDomain("com.example.ToDoManager")["tasks"] == nil)
    }

    @Test func doAfterTypeSelectedAfterTheEditorsDeinitCrashesTheApp() {
        var session = sessionAfter("launch", "tap +", "tap type", "set-stack TaskListController TaskTypeController")
        #expect(!session.simulator.liveControllers.map(\.className).contains("TaskEditController"))
        let outcome = session.execute("tap 1")
        let errors = outcome.events.filter { $0.kind == .error }.compactMap(\.text)
        #expect(errors.first?.contains("object TaskEditController#1 was already deallocated") == true, "\(errors)")
        #expect(session.simulator.application == nil)
    }

    @Test func withTheOwnerAliveTheClosuresRunAsTheBookWrote() {
        var session = sessionAfter("launch", "tap +", "type title Kept", "tap type")
        #expect(session.execute("tap 1").events.contains { $0.method == "doAfterTypeSelected" })
        #expect(session.execute("tap save").events.contains { $0.method == "doAfterEdit" })
        #expect(session.simulator.application != nil)
    }
}

/// A stored closure run after the controller it captured is gone: `[weak self]`
/// does nothing, `[unowned self]` crashes; alive, either runs.
@Suite struct CaptureTests {
    private func context() -> AppContext {
        AppContext(Application(definition: .toDoManager), controller: nil)
    }

    @Test func aWeakCaptureOfADeallocatedControllerIsANoOp() {
        var context = context()
        let reached = context.reaches(ObjectID(42), named: "ListController#1", from: "onSave", capture: .weak)
        #expect(!reached)
        #expect(context.application.hasCrashed == false)
        #expect(context.application.recorder.events.map(\.kind) == [.note])
        #expect(context.application.recorder.events.first?.text?.contains("[weak self] found nil") == true)
    }

    @Test func anUnownedCaptureOfADeallocatedControllerCrashes() {
        var context = context()
        let reached = context.reaches(ObjectID(42), named: "ListController#1", from: "onSave", capture: .unowned)
        #expect(!reached)
        #expect(context.application.hasCrashed)
        #expect(context.application.recorder.events.first?.kind == .error)
    }

    @Test func aLiveControllerIsReachedEitherWay() {
        let simulator = launchedSimulator()
        guard let app = simulator.application, let root = app.scenes.first?.window.rootViewController else {
            Issue.record("no app")
            return
        }
        var context = AppContext(app, controller: nil)
        let weakly = context.reaches(root, named: "root", from: "onSave", capture: .weak)
        let unownedly = context.reaches(root, named: "root", from: "onSave", capture: .unowned)
        #expect(weakly && unownedly)
        #expect(context.application.recorder.events.isEmpty)
    }
}
