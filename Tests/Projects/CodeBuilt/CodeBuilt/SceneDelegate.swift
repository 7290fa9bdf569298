import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        print("SceneDelegate: willConnectTo")
        let notes = NoteListViewController()
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: notes)
        window?.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print("SceneDelegate: didBecomeActive")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        print("SceneDelegate: didEnterBackground")
    }
}
