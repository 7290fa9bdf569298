import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate, UISplitViewControllerDelegate {
    var window: UIWindow?
    let splitViewController = BooksSplitViewController()
    let listViewController = BookListViewController()
    let detailViewController = BookViewController()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        splitViewController.viewControllers.append(UINavigationController(rootViewController: listViewController))
        splitViewController.viewControllers.append(detailViewController)
        splitViewController.delegate = self
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        let root = splitViewController
        window?.rootViewController = root
        window?.makeKeyAndVisible()
    }

    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
        print("SceneDelegate: collapse")
        return true
    }
}
