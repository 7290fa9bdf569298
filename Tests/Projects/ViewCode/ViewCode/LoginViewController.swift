import UIKit

class LoginViewController: UIViewController {
    private let loginView = LoginView()

    override func loadView() {
        view = loginView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
        loginView.delegate = self
    }
}

extension LoginViewController: LoginViewDelegate {
    func loginViewDidTapEnter() {
        print("Login: entering")
        navigationController?.pushViewController(HomeViewController(), animated: true)
    }
}

class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        print("Home: viewDidLoad")
    }
}
