import UIKit

/// The first screen depends on the defaults: onboarding until it has been seen, then the list.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        if UserDefaults.standard.bool(forKey: "onboarded") {
            print("Welcome: straight to the list")
            window?.rootViewController = UINavigationController(rootViewController: ListViewController())
        } else {
            print("Welcome: first, the onboarding")
            window?.rootViewController = OnboardingViewController()
        }
        window?.makeKeyAndVisible()
    }
}
