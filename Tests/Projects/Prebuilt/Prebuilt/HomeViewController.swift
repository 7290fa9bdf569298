import UIKit

/// The home screen keeps every step of the sign-up, made with it, and a settings screen it pushes.
final class HomeViewController: UIViewController {
    let welcomeStep = WelcomeViewController()
    let nameStep = NameViewController()
    let emailStep = EmailViewController()
    let passwordStep = PasswordViewController()
    let photoStep = PhotoViewController()
    let interestsStep = InterestsViewController()
    let friendsStep = FriendsViewController()
    let notificationsStep = NotificationsViewController()
    let doneStep = DoneViewController()
    let settings = SettingsViewController()

    init() {
        super.init(nibName: nil, bundle: nil)
        print("Home: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        print("Home: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Settings", style: .plain, target: self, action: #selector(openSettings))
    }

    @objc private func openSettings() {
        navigationController?.pushViewController(settings, animated: true)
    }
}
