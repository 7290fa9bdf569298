import SceneLabCore
import Testing
import XcodeProject

/// A container pushed whole onto a navigation stack (a tab bar controller as a navigation
/// controller's root): the bar shows the container's navigation item, its title and bar buttons,
/// whose taps run the container's code; the selected tab's own items are not shown.
@Suite struct ContainerNavigationItemTests {
    @Test func aTabBarControllerInANavigationControllerShowsItsOwnBarButtons() throws {
        let files = Inline.builtInCode(
                """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                        window?.rootViewController = UINavigationController(rootViewController: MainTabBarController())
                        window?.makeKeyAndVisible()
                    }
                }
                class MainTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Movies"
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Account", style: .plain, target: self, action: #selector(openAccount))
                        let home = HomeViewController()
                        home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
                        let search = SearchViewController()
                        search.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 1)
                        viewControllers = [home, search]
                    }
                    @objc func openAccount() {
                        print("account")
                        navigationController?.pushViewController(AccountViewController(), animated: true)
                    }
                }
                class HomeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Home"
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Filter", style: .plain, target: self, action: #selector(filter))
                    }
                    @objc func filter() { print("filter") }
                }
                class SearchViewController: UIViewController {}
                class AccountViewController: UIViewController {}
                """)
        var player = try Player(try ProjectReader.read(files, folderName: "App"))
        _ = player.events("launch")
        let screen = player.run("screen").events.compactMap(\.text).joined(separator: "\n")
        #expect(screen.contains("Movies"))
        #expect(screen.contains("[Account]"))
        #expect(!screen.contains("Filter"))
        #expect(player.run("tap Filter").events.contains { $0.kind == .error })
        let tapped = player.run("tap Account").events
        #expect(tapped.printed == ["account"])
        #expect(tapped.contains { $0.object == "AccountViewController#1" && $0.method == "viewDidAppear(_:)" })
    }
}
