import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var router: Router

    // UIKit calls init(); tests could hand a router of their own to init(router:).
    convenience override init() {
        self.init(router: NavigationRouter(navigationController: UINavigationController()))
    }

    init(router: Router) {
        self.router = router
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        debugPrint(#function)
        guard let windowScene = (scene as? UIWindowScene) else { return }
        router.showBooks()
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = router.navigationController
        window?.makeKeyAndVisible()
    }
}
