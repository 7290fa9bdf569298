import UIKit

final class RootPresenter {
    static func present(in window: UIWindow, root: UIViewController) {
        window.rootViewController = root
        print("root presented")
        window.makeKeyAndVisible()
    }
}
