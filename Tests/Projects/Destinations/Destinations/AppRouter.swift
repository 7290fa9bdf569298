import UIKit

enum Screen {
    case welcome
    case main
}

/// Gives the window its root by the screen it is asked for.
final class AppRouter {
    weak var sceneDelegate: SceneDelegate?

    init(sceneDelegate: SceneDelegate) {
        self.sceneDelegate = sceneDelegate
    }

    func show(_ screen: Screen) {
        switch screen {
        case .main:
            sceneDelegate?.window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
        case .welcome:
            sceneDelegate?.window?.rootViewController = WelcomeViewController()
        }
    }
}
