import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinator: MainCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        print("SceneDelegate: willConnectTo")
        let navigation = UINavigationController()
        coordinator = MainCoordinator(navigationController: navigation)
        coordinator?.start()

        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        print("SceneDelegate: window shown")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print("SceneDelegate: didBecomeActive")
    }
}
