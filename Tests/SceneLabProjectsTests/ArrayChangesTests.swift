import SceneLabCore
import SwiftSourceModel
import SwiftSourceReader
import Testing

@testable import SceneLabProjects

/// Arrays the app's code changes in place (`items.append(…)`): read as changes, kept by the
/// console, and followed by the rows of a table drawn from them.
@Suite struct ArrayChangesTests {
    @Test func theReaderListsChangesInPlace() {
        let sources = SwiftSourceReader.read([
            SwiftFile(
                path: "List.swift",
                text: """
                    class List: UITableViewController {
                        var items = ["a"]
                        func change() {
                            items.append("b")
                            self.items.insert("c", at: 0)
                            items.remove(at: 1)
                            items.removeAll()
                        }
                    }
                    """)
        ])
        let statements = sources.classes["List"]?.methods["change()"]?.statements ?? []
        #expect(
            statements == [
                .mutate(target: .name("items"), method: "append(_:)", arguments: [.string("b")]),
                .mutate(target: .member(.name("self"), "items"), method: "insert(_:at:)", arguments: [.string("c"), .integer(0)]),
                .mutate(target: .name("items"), method: "remove(at:)", arguments: [.integer(1)]),
                .mutate(target: .name("items"), method: "removeAll()", arguments: []),
            ])
    }

    /// Each change in place, one after another, worked out on the kept array; a change out of
    /// range leaves it unknown, as Swift would stop the app there.
    @Test func everyChangeInPlace() throws {
        let board = Inline.storyboard(initial: "list", Inline.scene(id: "list", className: "ListViewController", title: "List"))
        var player = try Player(
            try Inline.project(
                storyboard: board,
                swift: [
                    "List": """
                    import UIKit
                    class ListViewController: UIViewController {
                        var items = ["a", "b"]
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            items.append(contentsOf: ["c", "d"])
                            items.removeFirst()
                            items.removeLast()
                            print(items)
                            items.removeAll()
                            print(items.isEmpty)
                            items.remove(at: 3)
                            print(items)
                        }
                    }
                    """
                ]))
        #expect(player.events("launch").printed == [#"["b", "c"]"#, "true", #"\(items)"#])
    }

    @Test func theConsoleKeepsTheChangedArrayAndTheRowsFollowIt() throws {
        let board = Inline.storyboard(initial: "list", Inline.scene(id: "list", className: "ListViewController", title: "List"))
        var player = try Player(
            try Inline.project(
                storyboard: board,
                swift: [
                    "List": """
                    import UIKit
                    class ListViewController: UITableViewController {
                        var items = ["a"]
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            items.append("b")
                            items.insert("c", at: 0)
                            items.remove(at: 1)
                            print(items, items.count)
                        }
                        override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { items.count }
                        override func tableView(_ t: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            let cell = UITableViewCell()
                            cell.textLabel?.text = items[indexPath.row]
                            return cell
                        }
                    }
                    """
                ]))
        #expect(player.events("launch").printed == [#"["c", "b"] 2"#])
        let rows = player.session.simulator.application?.topScreen()?.numberedRows.map(\.row.text)
        #expect(rows == ["c", "b"])
    }
}
