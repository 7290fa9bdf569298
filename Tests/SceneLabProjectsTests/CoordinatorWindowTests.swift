import SceneLabCore
import SceneLabProjects
import Testing
import XcodeProject

/// A coordinator handed the window: it sets a navigation controller it keeps in a stored
/// property of its own, one of a library's (its code not the app's), as the window's root, and
/// gives it its first screen with `setViewControllers`.
@Suite struct CoordinatorWindowTests {
    @Test func aCoordinatorsOwnNavigationControllerIsTheRootWithItsFirstScreen() throws {
        let files = [
            Inline.file(
                "App/Info.plist",
                Inline.plist(Inline.sceneManifest(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboard: nil))),
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
}
