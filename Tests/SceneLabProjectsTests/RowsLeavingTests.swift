import Testing

@testable import SceneLabCore
@testable import SceneLabProjects

/// `tableView(_:didEndDisplaying:forRowAt:)` is optional: UIKit calls it on a
/// delegate that implements it (Tests/Projects/LongList), with its prints; a
/// book's table lacks it and hears nothing (CellReuseTests).
struct RowsLeavingTests {
    @Test func aDelegateThatImplementsTheMethodHearsEachRowLeave() throws {
        var player = try Player(Fixtures.testProject("LongList"))
        player.run("launch")
        player.run("trace table on")
        let events = player.events("scroll down 2")
        #expect(
            events.calls.filter { $0.hasSuffix("didEndDisplaying:forRowAt:)") }
                == Array(repeating: "WeekdaysViewController#1 tableView(_:didEndDisplaying:forRowAt:)", count: 2))
        #expect(events.printed == ["row 0 left the screen", "row 1 left the screen"])
    }
}
