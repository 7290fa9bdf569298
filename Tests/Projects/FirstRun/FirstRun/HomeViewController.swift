import UIKit

/// The first screen, which shows a welcome over itself until the person has started once.
final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        print("Home: viewDidLoad")
        // Too early: the view is in no window yet, so UIKit shows no alert.
        let tip = UIAlertController(title: "Tip", message: "Swipe to delete", preferredStyle: .alert)
        tip.addAction(UIAlertAction(title: "OK", style: .default))
        present(tip, animated: true)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Home: viewDidAppear")
        if !UserDefaults.standard.bool(forKey: "hasStarted") {
            let welcome = WelcomeViewController()
            welcome.modalPresentationStyle = .fullScreen
            present(welcome, animated: true)
            print("Home: presented the welcome")
        }
    }
}
