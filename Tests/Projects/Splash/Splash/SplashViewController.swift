import UIKit

/// Shows the logo for two seconds, then the app's first screen.
final class SplashViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            print("Splash: time is up")
            let home = UINavigationController(rootViewController: HomeViewController())
            home.modalPresentationStyle = .fullScreen
            self.present(home, animated: true)
        }
        print("Splash: viewDidLoad")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Splash: viewDidAppear")
    }
}
