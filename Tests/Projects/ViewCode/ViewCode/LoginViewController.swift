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
        // A control of the view, given the controller's action.
        loginView.signUpButton.addTarget(self, action: #selector(signUp), for: .touchUpInside)
    }

    @objc func signUp() {
        print("Login: sign up")
    }
}

extension LoginViewController: LoginViewDelegate {
    func loginViewDidTapEnter() {
        print("Login: entering")
        navigationController?.pushViewController(HomeViewController(), animated: true)
    }
}

class HomeViewController: UIViewController {
    var homeView: HomeView!

    override func loadView() {
        self.homeView = HomeView(frame: .zero)
        self.view = self.homeView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        print("Home: viewDidLoad")
        [homeView.likeButton, homeView.shareButton].forEach {
            $0.addTarget(self, action: #selector(react(_:)), for: .touchUpInside)
        }
    }

    @objc func react(_ sender: UIButton) {
        print("Home: \(sender.currentTitle ?? "?")")
    }
}

final class HomeView: UIView {
    let likeButton = UIButton(type: .system)
    let shareButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        likeButton.setTitle("Like", for: .normal)
        shareButton.setTitle("Share", for: .normal)
        addSubview(likeButton)
        addSubview(shareButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
