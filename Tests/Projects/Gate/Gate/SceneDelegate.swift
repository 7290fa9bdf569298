import UIKit

/// Shows the list to a person who signed in before, and the sign-in screen to anyone else: what
/// the sign-in service (a library's `Auth`, which is not in the sources) holds decides, which
/// scenelab does not work out (`launch --else` takes the else).
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        if Auth.auth().currentUser != nil {
            print("Gate: welcome back")
            window?.rootViewController = UINavigationController(rootViewController: ListViewController())
        } else {
            print("Gate: please sign in")
            window?.rootViewController = SignInViewController()
        }
        window?.makeKeyAndVisible()
    }
}
