import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = makeTabs()
        window?.makeKeyAndVisible()
        print("AppDelegate: window is visible")
        return true
    }

    private func makeTabs() -> UITabBarController {
        let feed = FeedViewController()
        feed.title = "Feed"
        let settings = SettingsViewController()
        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: feed), settings]
        return tabs
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        print("AppDelegate: didEnterBackground")
    }
}
