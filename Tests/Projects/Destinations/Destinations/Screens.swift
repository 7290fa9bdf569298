import UIKit

class HomeViewController: UIViewController {
    private let navigator = Navigator()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Profile", style: .plain, target: self, action: #selector(showProfile))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Settings", style: .plain, target: self, action: #selector(showSettings))
    }

    @objc func showProfile() { navigator.open(.profile, from: self) }
    @objc func showSettings() { navigator.open(Destination.settings, from: self) }
}

class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Welcome viewDidLoad")
    }
}

class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        print("Profile viewDidLoad")
    }
}

class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        print("Settings viewDidLoad")
    }
}
