import UIKit

/// Shown over Home at the first launch; Start remembers that the person has started.
final class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Welcome: viewDidLoad")
        let start = UIButton(type: .system)
        start.setTitle("Start", for: .normal)
        start.addTarget(self, action: #selector(startTapped), for: .touchUpInside)
        view.addSubview(start)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Welcome: viewDidAppear")
    }

    @objc func startTapped() {
        UserDefaults.standard.set(true, forKey: "hasStarted")
        dismiss(animated: true)
        print("Welcome: dismissing")
    }

    deinit {
        print("Welcome: deinit")
    }
}
