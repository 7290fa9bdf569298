import Foundation
import SceneLabCore
import SceneLabProjects
import Testing

/// Controllers a class's stored properties make: Swift runs a stored property's initial value as
/// the object's initializer starts, a `lazy` one at its first use; the object holds what they make.
@Suite struct StoredControllersTests {
    /// One storyboard scene, `Home`, in a navigation controller, with `swift` as its code.
    private func player(_ swift: String) throws -> Player {
        return try Player(try Inline.homeInNavigationController(swift: ["Home": swift]))
    }

    /// The prints and the calls of UIKit a command made, as lines.
    private func lines(_ events: [Event]) -> [String] {
        events.compactMap { event -> String? in
            if event.kind == .print { return "print: " + (event.text ?? "") }
            guard event.kind == .call, let method = event.method else { return nil }
            return (event.object ?? "") + " " + method
        }
    }

    private let detail = """
        class DetailViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                print("detail init")
            }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() { super.viewDidLoad(); print("detail loaded") }
            deinit { print("detail deinit") }
        }
        """

    @Test func aStoredLetIsMadeBeforeItsOwnerAndPushedAgainAsTheSameInstance() throws {
        var player = try player(
            """
            class HomeViewController: UIViewController {
                let detail = DetailViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(next))
                }
                @objc func next() { navigationController?.pushViewController(detail, animated: true) }
            }
            """ + detail)
        let launch = lines(player.events("launch"))
        let made = try #require(launch.firstIndex(of: "DetailViewController#1 init(nibName:bundle:)"))
        let owner = try #require(launch.firstIndex(of: "HomeViewController#1 init(coder:)"))
        #expect(made < owner)
        // The class's own `init()` is what `DetailViewController()` runs: its print is the initializer's.
        #expect(launch[made + 1] == "print: detail init")
        #expect(!launch.contains("print: detail loaded"))
        let first = lines(player.events("tap Next", "pop"))
        #expect(first.contains("print: detail loaded"))
        #expect(!first.contains("print: detail deinit"), "Home's property still holds it")
        let second = lines(player.events("tap Next"))
        #expect(!second.contains { $0.contains("init(") || $0 == "print: detail loaded" }, "\(second)")
        #expect(second.contains("DetailViewController#1 viewDidAppear(_:)"))
    }

    @Test func aLazyVarIsMadeAtItsFirstUse() throws {
        var player = try player(
            """
            class HomeViewController: UIViewController {
                lazy var detail = DetailViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(next))
                }
                @objc func next() { navigationController?.pushViewController(detail, animated: true) }
            }
            """ + detail)
        #expect(!lines(player.events("launch")).contains("print: detail init"))
        let tap = lines(player.events("tap Next"))
        let made = try #require(tap.firstIndex(of: "DetailViewController#1 init(nibName:bundle:)"))
        #expect(tap.firstIndex(of: "HomeViewController#1 next()") == made - 1)
        #expect(tap[made + 1] == "print: detail init")
    }

    /// A tab bar controller subclass whose tabs are its own stored properties' controllers: the
    /// instances made with it are its tabs, not a second pair.
    @Test func aTabBarControllersStoredTabsAreTheOnesItShows() throws {
        var player = try player(
            """
            class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Tabs", style: .plain, target: self, action: #selector(tabs))
                }
                @objc func tabs() { present(MainTabBarController(), animated: true) }
            }
            class MainTabBarController: UITabBarController {
                let feed = FeedViewController()
                let settings = SettingsViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [UINavigationController(rootViewController: feed), settings]
                }
            }
            class FeedViewController: UIViewController {}
            class SettingsViewController: UIViewController {}
            """)
        _ = player.events("launch")
        let shown = lines(player.events("tap Tabs"))
        #expect(shown.filter { $0.hasSuffix("init(nibName:bundle:)") && !$0.hasPrefix("UI") && !$0.hasPrefix("Main") }
            == ["FeedViewController#1 init(nibName:bundle:)", "SettingsViewController#1 init(nibName:bundle:)"], "\(shown)")
        #expect(shown.contains("FeedViewController#1 viewDidAppear(_:)"), "\(shown)")
    }

    /// A class whose stored properties would make it again, itself or through another class,
    /// would never finish being made: those properties are left out, and the app still launches.
    @Test func propertiesThatWouldMakeTheirOwnClassAgainAreLeftOut() throws {
        var player = try player(
            """
            class HomeViewController: UIViewController {
                let ping = PingViewController()
            }
            class PingViewController: UIViewController {
                let pong = PongViewController()
                let again = PingViewController()
            }
            class PongViewController: UIViewController {
                let ping = PingViewController()
            }
            """)
        let launch = lines(player.events("launch"))
        #expect(launch.filter { $0.hasPrefix("PingViewController") && $0.hasSuffix("init(nibName:bundle:)") }.count == 1)
        #expect(!launch.contains { $0.hasPrefix("PongViewController") })
        #expect(launch.contains("HomeViewController#1 viewDidAppear(_:)"))
    }
}
