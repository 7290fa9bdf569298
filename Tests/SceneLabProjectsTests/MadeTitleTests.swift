import SwiftSourceModel
import SwiftSourceReader
import Testing

@testable import SceneLabProjects

/// A title code gives a controller it shows, read as an expression and worked out with the
/// row UIKit passed: `detail.title = colours[indexPath.row]` and the like.
struct MadeTitleTests {
    private let sources = SwiftSourceReader.read([
        SwiftFile(
            path: "List.swift",
            text: """
                class List: UITableViewController {
                    let colours = ["Red", "Green"]
                    override func tableView(_ t: UITableView, didSelectRowAt indexPath: IndexPath) {
                        let detail = Detail()
                        detail.title = colours[indexPath.row]
                        navigationController?.pushViewController(detail, animated: true)
                    }
                }
                class Detail: UIViewController {}
                """)
    ])

    /// The reader keeps the expression with the controller it titles, where the local is made
    /// and where it is pushed.
    @Test func theReaderKeepsTheTitlesExpression() {
        let shown = sources.classes["List"]?.methods["tableView(_:didSelectRowAt:)"]?.statements.compactMap { statement in
            if case .show(let call) = statement { return call.controller } else { return nil }
        }
        let titled = MadeController.instance(
            className: "Detail",
            title: .subscripted(.name("colours"), labels: [""], arguments: [.member(.name("indexPath"), "row")]))
        #expect(shown == [titled, titled])
    }

    @Test func anArraysElementAtTheRow() throws {
        let title = SwiftExpression.subscripted(.name("colours"), labels: [""], arguments: [.member(.name("indexPath"), "row")])
        #expect(MadeTitle.resolve(title, in: "List", sources, row: 1) == "Green")
        #expect(MadeTitle.resolve(title, in: "List", sources, row: 2) == nil)
        #expect(MadeTitle.resolve(title, in: "List", sources, row: nil) == nil)
    }

    @Test func interpolationsAndSumsOfWhatIsKnown() {
        let row = SwiftExpression.member(.name("indexPath"), "row")
        #expect(MadeTitle.resolve(.interpolation([.string("Row "), row]), in: "List", sources, row: 4) == "Row 4")
        #expect(MadeTitle.resolve(.binary("+", .string("#"), .string("1")), in: "List", sources, row: 0) == "#1")
        #expect(MadeTitle.resolve(.interpolation([.string("Row "), .name("model")]), in: "List", sources, row: 4) == nil)
    }
}
