import Foundation
import SceneLabCore
import SceneLabProjects
import Testing

/// Identifiers kept in constants: `performSegue(withIdentifier: K.detail, sender:)` performs the
/// segue the constant names, and `segue.identifier` in `prepare(for:sender:)` is that segue's.
@Suite struct ConstantTextTests {
    private func player(performing identifier: String, constants: String) throws -> Player {
        let storyboard = Inline.storyboard(
            initial: "nav",
            Inline.navigationController(id: "nav", root: "home")
                + Inline.scene(
                    id: "home", className: "HomeViewController", title: "Home", next: "detail",
                    segueIdentifier: "showDetail")
                + Inline.scene(id: "detail", className: "DetailViewController", title: "Detail"))
        let home = """
            class HomeViewController: UIViewController {
                static let segueID = "showDetail"
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Go", style: .plain, target: self, action: #selector(go))
                }
                @objc func go() { performSegue(withIdentifier: \(identifier), sender: self) }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == K.Segues.detail { print("to detail") } else { print("elsewhere") }
                }
            }
            class DetailViewController: UIViewController {}
            """
        return try Player(try Inline.project(storyboard: storyboard, swift: ["Home": home, "Constants": constants]))
    }

    private let constants = """
        struct K {
            static let detail = "showDetail"
            struct Segues { static let detail = "showDetail" }
        }
        let detailSegue = "showDetail"
        enum Segue: String {
            case showDetail
            case detail = "showDetail"
            case other = "showOther"
        }
        """

    @Test(arguments: [
        "K.detail", "K.Segues.detail", "Self.segueID", "detailSegue", "HomeViewController.segueID",
        "Segue.showDetail.rawValue", "Segue.detail.rawValue",
    ])
    func aSegueNamedByAConstantIsPerformed(identifier: String) throws {
        var player = try player(performing: identifier, constants: constants)
        _ = player.events("launch")
        let tap = player.run("tap Go").events
        #expect(tap.contains { $0.method == "viewDidAppear(_:)" && $0.object == "DetailViewController#1" }, "\(identifier)")
        let printed = tap.printed
        #expect(printed == ["to detail"], "\(identifier)")
        #expect(!tap.contains { $0.kind == .note && $0.text?.contains("cannot work out") == true }, "\(tap.compactMap(\.text))")
    }

    /// `instantiateViewController(withIdentifier:)` given a constant: the scene it names is pushed.
    @Test(arguments: ["K.Scenes.detail", "Self.sceneID", "sceneID"])
    func aSceneNamedByAConstantIsInstantiated(identifier: String) throws {
        let detail = Inline.scene(id: "detail", className: "DetailViewController", title: "Detail")
            .replacingOccurrences(of: "sceneMemberID=", with: "storyboardIdentifier=\"DetailScene\" sceneMemberID=")
        let storyboard = Inline.storyboard(
            initial: "nav",
            Inline.navigationController(id: "nav", root: "home")
                + Inline.scene(id: "home", className: "HomeViewController", title: "Home") + detail)
        let home = """
            class HomeViewController: UIViewController {
                static let sceneID = "DetailScene"
                let sceneID = "DetailScene"
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Go", style: .plain, target: self, action: #selector(go))
                }
                @objc func go() {
                    let detail = storyboard!.instantiateViewController(withIdentifier: \(identifier))
                    navigationController?.pushViewController(detail, animated: true)
                }
            }
            class DetailViewController: UIViewController {}
            struct K { struct Scenes { static let detail = "DetailScene" } }
            """
        var player = try Player(try Inline.project(storyboard: storyboard, swift: ["Home": home]))
        _ = player.events("launch")
        let tap = player.run("tap Go").events
        #expect(tap.contains { $0.method == "viewDidAppear(_:)" && $0.object == "DetailViewController#1" }, "\(identifier)")
    }

    @Test func aConstantThatIsNoLiteralPerformsNothing() throws {
        var player = try player(performing: "K.missing", constants: constants)
        _ = player.events("launch")
        let tap = player.run("tap Go").events
        #expect(!tap.contains { $0.object == "DetailViewController#1" })
    }
}
