import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore

/// Snake: the order of a game's end (the delegate before `dismiss`), the two
/// wirings, and the records the caretaker keeps.
@Suite struct SnakeTests {
    private func playedToTheWall(wiring: String, apples: Int) -> (Simulator, [String]) {
        var simulator = Simulator()
        simulator.run(.launch(app: "snake", window: .storyboard), .model(.snakeWiring(wiring)))
        simulator.run(.gesture(.tap("start")))
        for _ in 0..<apples { simulator.run(.gesture(.tap("apple"))) }
        let calls = allCalls(simulator.apply(.gesture(.tap("wall"))))
        return (simulator, calls)
    }

    @Test func theDelegatesHearTheEndBeforeTheGameIsDismissed() {
        let (_, calls) = playedToTheWall(wiring: "delegate", apples: 2)
        let scene = calls.firstIndex(of: "GameViewController#1 didEndGame(withResult:)")
        let menu = calls.firstIndex(of: "MainMenuViewController#1 didEndGame(withResult:)")
        let dismissStarts = calls.firstIndex(of: "GameViewController#1 viewWillDisappear(_:)")
        #expect(scene != nil && menu != nil && dismissStarts != nil)
        #expect(scene! < menu! && menu! < dismissStarts!)
        #expect(calls.last == "GameViewController#1 deinit")
    }

    @Test func theClosuresTakeTheDelegatesPlaceInTheSameOrder() {
        let (_, calls) = playedToTheWall(wiring: "closure", apples: 1)
        #expect(!calls.contains { $0.contains("didEndGame") })
        let scene = calls.firstIndex(of: "GameViewController#1 GameScene.onGameEnd")
        let menu = calls.firstIndex(of: "MainMenuViewController#1 onGameEnd")
        let dismissStarts = calls.firstIndex(of: "GameViewController#1 viewWillDisappear(_:)")
        #expect(scene != nil && menu != nil && dismissStarts != nil)
        #expect(scene! < menu! && menu! < dismissStarts!)
    }

    @Test func theScoreIsThePartsAfterTheHeadAndIsStoredAsJSONData() throws {
        let (simulator, _) = playedToTheWall(wiring: "delegate", apples: 3)
        guard case .data(let bytes)? = try simulator.store.persistentDomain(Snake.bundleIdentifier)["records"] else {
            Issue.record("no records data")
            return
        }
        guard case .success(let records) = RecordsCaretaker.decode(bytes) else {
            Issue.record("records do not decode")
            return
        }
        #expect(records.map(\.value) == [3])
        #expect(records.first?.date ?? 0 > Simulator.clockStart)
        #expect(simulator.application?.topScreen()?.message == "Last result: 3")
    }

    @Test func recordsMissingAKeyAreRefusedWhole() {
        let bytes = Array(#"[{"date":1,"value":2},{"value":3}]"#.utf8)
        guard case .failure = RecordsCaretaker.decode(bytes) else {
            Issue.record("a record without a date was accepted")
            return
        }
    }
}
