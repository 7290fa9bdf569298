import Foundation
import SceneLabCore
import SceneLabProjects
import Testing

/// Children a controller's own code adds and removes (`addChild(_:)`, `removeFromParent()`):
/// their calls come where the statements stand, the parent's prints around them.
@Suite struct ChildContainmentTests {
    /// One storyboard scene, `Home`, in a navigation controller, with `swift` as its code.
    private func player(_ swift: String) throws -> Player {
        return try Player(try Inline.homeInNavigationController(swift: ["Home": swift]))
    }

    private let child = """
        class BadgeViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); print("badge loaded") }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("badge will appear") }
            override func willMove(toParent parent: UIViewController?) {
                super.willMove(toParent: parent)
                print("badge will move \\(parent == nil ? "away" : "in")")
            }
            override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent)
                print("badge did move \\(parent == nil ? "away" : "in")")
            }
        }
        """

    /// The lines a command printed and the calls it made on the child, in order.
    private func lines(_ events: [Event]) -> [String] {
        events.compactMap { event -> String? in
            if event.kind == .print { return "print: " + (event.text ?? "") }
            guard event.kind == .call, let method = event.method, event.object?.hasPrefix("Badge") == true else { return nil }
            return (event.object ?? "") + " " + method
        }
    }

    @Test func aChildAddedInViewDidLoadLoadsWhereTheCodeAddsItAndAppearsWithItsParent() throws {
        var player = try player(
            """
            class HomeViewController: UIViewController {
                let badge = BadgeViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("home before")
                    addChild(badge)
                    view.addSubview(badge.view)
                    badge.didMove(toParent: self)
                    print("home after")
                }
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("home will appear") }
            }
            """ + child)
        let launch = lines(player.events("launch"))
        // The stored `let` made the badge as Home was made, before Home's view loaded.
        let made = try #require(launch.firstIndex(of: "BadgeViewController#1 init(nibName:bundle:)"))
        let expected = [
            "print: home before", "BadgeViewController#1 willMove(toParent:)",
            "print: badge will move in", "BadgeViewController#1 loadView()", "BadgeViewController#1 viewDidLoad()",
            "print: badge loaded", "BadgeViewController#1 didMove(toParent:)", "print: badge did move in",
            "print: home after",
        ]
        let start = try #require(launch.firstIndex(of: "print: home before"))
        #expect(made < start)
        #expect(Array(launch[start..<min(launch.count, start + expected.count)]) == expected, "\(launch)")
        // The parent's appearance reaches the child after the parent's own call.
        let parentAppears = try #require(launch.firstIndex(of: "print: home will appear"))
        let childAppears = try #require(launch.firstIndex(of: "BadgeViewController#1 viewWillAppear(_:)"))
        #expect(parentAppears < childAppears)
        let tree = player.run("tree").events.filter { $0.kind == .output }.compactMap(\.text).joined(separator: "\n")
        #expect(tree.contains("BadgeViewController#1"), "\(tree)")
    }

    @Test func withoutItsOwnDidMoveCallTheChildHearsOnlyOfAddChild() throws {
        var player = try player(
            """
            class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let badge = BadgeViewController()
                    addChild(badge)
                    view.addSubview(badge.view)
                }
            }
            """ + child)
        let launch = lines(player.events("launch"))
        #expect(launch.contains("print: badge will move in"))
        #expect(!launch.contains("BadgeViewController#1 didMove(toParent:)"), "\(launch)")
    }

    @Test func aChildRemovedByAnActionDisappearsAndStaysInThePropertyThatHoldsIt() throws {
        var player = try player(
            """
            class HomeViewController: UIViewController {
                let badge = BadgeViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(badge)
                    view.addSubview(badge.view)
                    badge.didMove(toParent: self)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Hide", style: .plain, target: self, action: #selector(hide))
                }
                @objc func hide() {
                    badge.willMove(toParent: nil)
                    badge.view.removeFromSuperview()
                    badge.removeFromParent()
                    print("hidden")
                }
            }
            """ + child)
        player.run("launch")
        let hide = lines(player.events("tap Hide"))
        #expect(
            hide == [
                "BadgeViewController#1 willMove(toParent:)", "print: badge will move away",
                "BadgeViewController#1 viewWillDisappear(_:)", "BadgeViewController#1 viewDidDisappear(_:)",
                "BadgeViewController#1 didMove(toParent:)", "print: badge did move away", "print: hidden",
            ], "\(hide)")
        // The parent's `badge` property still holds it: no deinit.
        #expect(!hide.contains("BadgeViewController#1 deinit"))
    }
}
