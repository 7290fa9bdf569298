import SceneLabCore
import SceneLabProjects
import Testing
import XcodeProject

/// A coordinator handed the window: it sets a navigation controller it keeps in a stored
/// property of its own, one of a library's (its code not the app's), as the window's root, and
/// gives it its first screen with `setViewControllers`.
@Suite struct CoordinatorWindowTests {
    /// An Info.plist whose scene manifest names the scene delegate and no storyboard: the code
    /// builds the window.
    static let sceneManifestWithoutStoryboard = Inline.file(
        "App/Info.plist",
        Inline.plist(Inline.sceneManifest(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboard: nil)))

    /// `App/SceneDelegate.swift`: a scene delegate whose `scene(_:willConnectTo:options:)` has
    /// `windowScene` from its guard and goes on with `body`; `members` follow the method.
    static func sceneDelegate(_ body: String, members: String = "") -> ProjectFile {
        Inline.file(
            "App/SceneDelegate.swift",
            """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
            \(body)
                }
            \(members)
            }
            """)
    }

    @Test func aCoordinatorsOwnNavigationControllerIsTheRootWithItsFirstScreen() throws {
        let files = [
            Self.sceneManifestWithoutStoryboard,
            Inline.file(
                "App/SceneDelegate.swift",
                """
                import UIKit
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    private let coordinator = AppCoordinator()
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let scene = (scene as? UIWindowScene) else { return }
                        window = UIWindow(windowScene: scene)
                        coordinator.startFlow(in: window!)
                    }
                }
                """),
            Inline.file(
                "App/AppCoordinator.swift",
                """
                import UIKit
                import SomeLibrary
                final class AppCoordinator {
                    private var window: UIWindow!
                    private let navigationController = NavigationController()
                    func startFlow(in window: UIWindow) {
                        self.window = window
                        window.rootViewController = navigationController
                        window.makeKeyAndVisible()
                        openSearch()
                    }
                    private func openSearch() {
                        navigationController.setViewControllers([SearchController()], animated: false)
                    }
                }
                class SearchController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Search"
                    }
                }
                """),
        ]
        var player = try Player(try ProjectReader.read(files, folderName: "App"))
        let launch = player.events("launch")
        #expect(launch.contains { $0.method == "viewDidAppear(_:)" && $0.object == "SearchController#1" })
        #expect(player.screenTitle() == "Search")
    }

    /// Tabs made by a helper given each tab's root (`createNavController(for: SearchViewController(), …)`,
    /// a `UIViewController` parameter), and a root made by a method named like a type
    /// (`CreateTabs()`): each tab's navigation controller holds the controller its call gave.
    @Test func aHelpersControllerParameterIsTheControllerItsCallGives() throws {
        let files = [
            Self.sceneManifestWithoutStoryboard,
            Self.sceneDelegate(
                """
                        window = UIWindow(windowScene: windowScene)
                        window?.rootViewController = CreateTabs()
                        window?.makeKeyAndVisible()
                """,
                members: "    func CreateTabs() -> UITabBarController { MainTabBarController() }"),
            Inline.file(
                "App/MainTabBarController.swift",
                """
                import UIKit
                class MainTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [
                            createNavController(for: SearchViewController(), title: "Search"),
                            createNavController(for: ProfileViewController(), title: "Profile"),
                        ]
                    }
                    private func createNavController(for rootViewController: UIViewController, title: String) -> UIViewController {
                        let navController = UINavigationController(rootViewController: rootViewController)
                        navController.tabBarItem.title = title
                        return navController
                    }
                }
                class SearchViewController: UIViewController {}
                class ProfileViewController: UIViewController {}
                """),
        ]
        var player = try Player(try ProjectReader.read(files, folderName: "App"))
        let launch = player.events("launch")
        #expect(launch.contains { $0.method == "viewDidAppear(_:)" && $0.object == "SearchViewController#1" })
        #expect(launch.contains { $0.method == "init(nibName:bundle:)" && $0.object == "ProfileViewController#1" })
    }

    /// The document-based app's browser, a `UIDocumentBrowserViewController` subclass, is a
    /// controller like any other: the window's root an app delegate makes in code.
    @Test func aDocumentBrowserSubclassIsAController() throws {
        let files = [
            Inline.file("App/Info.plist", Inline.plist("")),
            Inline.file(
                "App/AppDelegate.swift",
                """
                import UIKit
                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.rootViewController = BrowserViewController()
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                class BrowserViewController: UIDocumentBrowserViewController {
                    override func viewDidLoad() { super.viewDidLoad(); print("browser loaded") }
                }
                """),
        ]
        var player = try Player(try ProjectReader.read(files, folderName: "App"))
        let launch = player.events("launch")
        #expect(launch.contains { $0.kind == .print && $0.text == "browser loaded" })
    }

    /// A root chosen by the launch's arguments (`--demo`): a launch from the home screen passes
    /// none, so the `else` builds the window, and the local assigned there is the root.
    @Test func aRootChosenByLaunchArgumentsIsTheOneOfALaunchWithNone() throws {
        let files = [
            Self.sceneManifestWithoutStoryboard,
            Self.sceneDelegate(
                """
                        let navigationController: UINavigationController
                        let arguments = ProcessInfo.processInfo.arguments
                        if arguments.contains("--demo") {
                            navigationController = UINavigationController(rootViewController: DemoViewController())
                        } else if ProcessInfo.processInfo.environment["UITEST"] != nil {
                            navigationController = UINavigationController(rootViewController: DemoViewController())
                        } else {
                            navigationController = UINavigationController(rootViewController: ListViewController())
                        }
                        let window = UIWindow(windowScene: windowScene)
                        window.rootViewController = navigationController
                        self.window = window
                        window.makeKeyAndVisible()
                """),
            Inline.file(
                "App/Screens.swift",
                """
                import UIKit
                class ListViewController: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad(); title = "List" }
                }
                class DemoViewController: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad(); title = "Demo" }
                }
                """),
        ]
        var player = try Player(try ProjectReader.read(files, folderName: "App"))
        player.run("launch")
        #expect(player.screenTitle() == "List")
    }
}
