import SceneLabCore
import SceneLabProjects
import Testing

/// A storyboard table whose one prototype cell its data source fills from a stored array
/// (`Tests/Projects/Meals`: `var meals = [...]`, `meals.count`, `meals[indexPath.row]`): a row per
/// element, each a copy of the prototype with its segue.
@Suite struct PrototypeRowsTests {
    @Test func aPrototypeIsARowPerElementWithItsSegue() throws {
        var player = try Player(try Fixtures.testProject("Meals"))
        _ = player.events("launch")
        let rows = player.session.simulator.application?.topScreen()?.numberedRows.map(\.row.text)
        #expect(rows == ["Porridge", "Lentil stew", "Apple pie"])
        let tap = player.events("tap Apple pie")
        #expect(tap.contains { $0.method == "prepare(for:sender:)" })
    }
}
