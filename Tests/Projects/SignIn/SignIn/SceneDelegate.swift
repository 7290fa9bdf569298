import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(frame: windowScene.coordinateSpace.bounds)
        window?.windowScene = windowScene
        window?.rootViewController = MakeNavigationController()
        window?.makeKeyAndVisible()
    }

    // Named like a type, as some courses name their helpers.
    func MakeNavigationController() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: SignInViewController())
        return navigation
    }
}
