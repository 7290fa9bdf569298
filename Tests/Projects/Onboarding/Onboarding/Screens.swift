import UIKit

protocol LoginViewControllerDelegate: AnyObject {
    func didLogin()
}

protocol MainViewControllerDelegate: AnyObject {
    func didLogout()
}

class LoginViewController: UIViewController {
    weak var delegate: LoginViewControllerDelegate?
    let signInButton = UIButton(type: .system)
    var username: String? = "Kevin"

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Login: viewDidLoad")
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.addTarget(self, action: #selector(signInTapped), for: .primaryActionTriggered)
        view.addSubview(signInButton)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Login: viewWillAppear")
    }

    @objc func signInTapped() {
        login()
    }

    private func login() {
        if username != nil {
            delegate?.didLogin()
        }
    }
}

class MainViewController: UIViewController {
    weak var delegate: MainViewControllerDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Main: viewDidLoad")
        let logout = UIButton(type: .system)
        logout.setTitle("Log out", for: .normal)
        logout.addTarget(self, action: #selector(logoutTapped), for: .touchUpInside)
        view.addSubview(logout)
    }

    @objc func logoutTapped() {
        delegate?.didLogout()
    }
}
