import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    // The delegate keeps both screens: each is made once and comes back as it was.
    let loginViewController = LoginViewController()
    let mainViewController = MainViewController()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        loginViewController.delegate = self
        mainViewController.delegate = self
        window.rootViewController = loginViewController
        window.makeKeyAndVisible()
        self.window = window
    }
}

extension SceneDelegate: LoginViewControllerDelegate, MainViewControllerDelegate {
    func didLogin() {
        print("SceneDelegate: did log in")
        setRootViewController(mainViewController)
    }

    func didLogout() {
        print("SceneDelegate: did log out")
        setRootViewController(loginViewController)
    }

    func setRootViewController(_ viewController: UIViewController, animated: Bool = true) {
        guard animated, let window = self.window else {
            self.window?.rootViewController = viewController
            return
        }
        window.rootViewController = viewController
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
    }
}
