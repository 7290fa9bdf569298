import SwiftSourceModel
import SwiftSourceReader
import Testing

@testable import SceneLabProjects

/// The rows a table made in code shows: counted from its data source when the count is known.
struct CodeRowsTests {
    private func rows(_ body: String) -> [String?] {
        let sources = SwiftSourceReader.read([SwiftFile(path: "List.swift", text: """
            class List: UITableViewController {
                let names = ["Ann", "Bo"]
            \(body)
                override func tableView(_ t: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = names[indexPath.row]
                    return cell
                }
            }
            """)])
        return CodeInterface(sources: sources).element(of: "List")?.controller.screen.cells.map { $0.control.title } ?? []
    }

    @Test func anArrayCountGivesARowPerElementTitledByIt() {
        #expect(rows("override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { names.count }") == ["Ann", "Bo"])
    }

    @Test func aLiteralCountGivesThatManyRows() {
        #expect(rows("override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { return 3 }").count == 3)
        #expect(rows("override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { return 0 }").isEmpty)
    }

    @Test func anUnknownCountIsOneRow() {
        #expect(rows("override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { model.count }") == [nil])
        #expect(rows("") == [nil])
    }

    /// The identifier `cellForRowAt` dequeues with, a literal, is the rows' reuse identifier.
    @Test func theDequeuedIdentifierIsTheRowsReuseIdentifier() {
        let sources = SwiftSourceReader.read([SwiftFile(path: "List.swift", text: """
            class List: UITableViewController {
                override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 2 }
                override func tableView(_ t: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = t.dequeueReusableCell(withIdentifier: "Day", for: indexPath)
                    return cell
                }
            }
            """)])
        let cells = CodeInterface(sources: sources).element(of: "List")?.controller.screen.cells ?? []
        #expect(cells.map(\.control.reuseIdentifier) == ["Day", "Day"])
    }
}
