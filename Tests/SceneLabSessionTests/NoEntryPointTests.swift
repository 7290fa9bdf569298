import Testing

@testable import SceneLabCore
@testable import SceneLabSession

/// `launch --window no-entry-point`: a storyboard with no initial view
/// controller (Usov ch. 5). App and scene callbacks only, the scene active,
/// a black screen, UIKit's error as an uncertain note.
@Suite struct NoEntryPointTests {
    @Test(arguments: ["target", "todo", "contacts", "tabs"])
    func theSceneBecomesActiveWithNoControllerCallbacks(app: String) {
        var session = Session()
        let events = session.execute("launch \(app) --window no-entry-point").events
        let receivers = Set(events.filter { $0.kind == .call }.compactMap(\.className))
        #expect(receivers == ["AppDelegate", "SceneDelegate"])
        #expect(events.last?.method == "sceneDidBecomeActive(_:)")
        #expect(events.contains { $0.kind == .note && ($0.text ?? "").contains("entry point is not set") })
        #expect(session.simulator.application?.scenes.first?.state == .foregroundActive)
        #expect(session.simulator.application?.scenes.first?.window.rootViewController == nil)
    }

    @Test func theScreenIsBlack() {
        var session = Session()
        _ = session.execute("launch target --window no-entry-point")
        let errors = session.execute("screen").events.filter { $0.kind == .error }.compactMap(\.text)
        #expect(errors.count == 1 && errors[0].hasPrefix("black screen"))
    }

    @Test func aStoryboardLaunchStillMakesItsRoot() {
        var session = Session()
        let events = session.execute("launch target").events
        #expect(events.contains { $0.method == "viewDidLoad()" })
    }
}
