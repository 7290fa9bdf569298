import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let tabBar = UITabBarController()
    let feed = FeedViewController()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = tabBar
        window?.makeKeyAndVisible()
        addTabs()
        print("SceneDelegate: tabs given")
    }

    private func addTabs() {
        let feedNavigation = UINavigationController(rootViewController: feed)
        tabBar.setViewControllers([feedNavigation, SettingsViewController()], animated: false)
    }
}
