@testable import SceneLabProjects
import SwiftSourceModel
import SwiftSourceReader
import Testing

/// The stored property a controller's `prepare(for:sender:)` keeps a segue's destination in, and
/// the properties the engine's copy of the console's values must not take as known.
@Suite struct KeptDestinationTests {
    private func playbook(_ swift: String) throws -> Playbook {
        let project = try Inline.homeInNavigationController(swift: ["HomeViewController": swift])
        let sources = SwiftSourceReader.read(project.swiftFiles.map { SwiftFile(path: $0.path, text: String(decoding: $0.bytes, as: UTF8.self)) })
        return Playbook(project: project, sources: sources)
    }

    @Test func theDestinationKeptUnderItsIdentifiersTestIsFound() throws {
        let book = try playbook(
            """
            class HomeViewController: UIViewController {
                private var lastGame: GameViewController?
                var note = ""
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "Play" {
                        if let game = segue.destination as? GameViewController {
                            lastGame = game
                        }
                    } else if segue.identifier == "Notes" {
                        let notes = segue.destination
                        note = "shown"
                        self.lastGame = nil
                        _ = notes
                    }
                }
            }
            class GameViewController: UIViewController {}
            """)
        #expect(book.propertyKeepingDestination(in: "HomeViewController", identifier: "Play") == "lastGame")
        // Under another identifier's test, nothing is kept; a segue no test names reaches neither branch's.
        #expect(book.propertyKeepingDestination(in: "HomeViewController", identifier: "Notes") == nil)
        #expect(book.propertyKeepingDestination(in: "GameViewController", identifier: "Play") == nil)
    }

    @Test func aDestinationKeptByALocalOrAForcedCastIsFound() throws {
        let book = try playbook(
            """
            class HomeViewController: UIViewController {
                var shown: UIViewController?
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let destination = segue.destination as! DetailViewController
                    self.shown = destination
                }
            }
            """)
        #expect(book.propertyKeepingDestination(in: "HomeViewController", identifier: nil) == "shown")
    }

    @Test func aPropertySetWhereTheConsoleMayNotSeeIsUnseen() throws {
        let book = try playbook(
            """
            class HomeViewController: UIViewController {
                var meal: String?
                var movies: [String] = []
                var lastGame: UIViewController?
                var count = 0
                func edit(_ name: String) { meal = name }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    fetch { list in self.movies = list }
                    bump()
                }
                func bump() { count += 1; count = 2 }
                func fetch(_ done: @escaping ([String]) -> Void) { pending = done }
                var pending: (([String]) -> Void)?
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) { lastGame = segue.destination }
            }
            """)
        // A method nothing calls: unseen. (A closure a method of the app's keeps for later is not
        // read at all, and said so: `movies` is no property the code assigns.)
        #expect(book.code.isAssignedUnseen("meal"))
        #expect(!book.code.isAssigned("movies"))
        // An override's, and a method the code calls: seen.
        #expect(!book.code.isAssignedUnseen("lastGame"))
        #expect(!book.code.isAssignedUnseen("count"))
        #expect(book.code.isAssigned("count") && book.code.isAssigned("meal"))
    }
}
