import UIKit

// No storyboard and no scene manifest: the app delegate builds a split view of two columns,
// each in a navigation controller, and makes the list the split view's delegate.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let list = ThemeListViewController()
        let game = GameViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = list
        split.setViewController(UINavigationController(rootViewController: list), for: .primary)
        split.setViewController(UINavigationController(rootViewController: game), for: .secondary)
        window?.rootViewController = split
        window?.makeKeyAndVisible()
        print("App: launched")
        return true
    }
}
