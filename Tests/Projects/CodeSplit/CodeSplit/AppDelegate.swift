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
        // The window made above is there: the side that prints runs, and no note names the `if`.
        if let window = window {
            window.backgroundColor = .systemBackground
            print("App: launched in its window")
        } else {
            print("App: launched")
        }
        return true
    }
}
