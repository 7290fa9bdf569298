import UIKit

class OnboardingViewController: UIViewController {
    private let defaults = UserDefaults.standard

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Onboarding: viewDidLoad")
        let start = UIButton(type: .system)
        start.setTitle("Start", for: .normal)
        start.addTarget(self, action: #selector(startTapped), for: .touchUpInside)
        view.addSubview(start)
    }

    @objc func startTapped() {
        defaults.set(true, forKey: "onboarded")
        defaults.set("Ann", forKey: "name")
        print("Onboarding: done")
        view.window?.rootViewController = UINavigationController(rootViewController: ListViewController())
    }
}
