import UIKit

class SignInViewController: UIViewController {
    let createAccountButton = LinkButton(with: "Create account", colour: .systemBlue)
    let forgotButton = WarningButton(with: "Forgot password?", colour: .systemRed)
    let helpButton = IconButton(symbol: "questionmark.circle")
    lazy var guestButton: UIButton = {
        let button = LinkButton(with: "Continue as guest", colour: .systemGray)
        button.addTarget(self, action: #selector(guestTapped), for: .touchUpInside)
        return button
    }()
    var isGuest = false
    private let signInButton: UIButton = {
        let button = UIButton()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sign in"
        button.configuration = configuration
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        print("SignIn: viewDidLoad")
        ConfigureNavigationBar()
        self.ConfigureButtons()
    }

    private func ConfigureNavigationBar() {
        navigationItem.title = "Sign In"
    }

    private func ConfigureButtons() {
        for button in [signInButton, createAccountButton, forgotButton, helpButton, guestButton] {
            view.addSubview(button)
        }
        signInButton.addAction(UIAction { [weak self] _ in
            print("SignIn: signing in")
            self?.navigationController?.pushViewController(HomeViewController(), animated: true)
        }, for: .touchUpInside)
        createAccountButton.addTarget(self, action: #selector(CreateAccountTapped), for: .touchUpInside)
        for button in [forgotButton, helpButton] {
            button.addTarget(self, action: #selector(linkTapped(_:)), for: .touchUpInside)
        }
    }

    @objc func CreateAccountTapped() {
        print("SignIn: create account")
        navigationController?.pushViewController(CreateAccountViewController(), animated: true)
    }

    @objc func guestTapped() {
        presentWelcome(name: "Guest") { [weak self] in
            self?.isGuest = true
        }
    }

    // Called with a trailing closure, which gives `completion` whatever its label.
    private func presentWelcome(name: String, completion: @escaping () -> Void) {
        let welcome = WelcomeViewController()
        welcome.onClose = completion
        present(UINavigationController(rootViewController: welcome), animated: true)
    }

    // One action for two buttons: the sender tells which.
    @objc func linkTapped(_ sender: UIButton) {
        switch sender {
        case forgotButton:
            print("SignIn: forgot password")
            checkConnection { reachable in
                print("SignIn: connection checked")
            }
        case helpButton:
            print("SignIn: help")
        default:
            print("SignIn: unknown link")
        }
    }

    // Calls its closure before it returns.
    private func checkConnection(then done: (Bool) -> Void) {
        print("SignIn: checking the connection")
        done(true)
    }

}

class CreateAccountViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Create Account"
        print("CreateAccount: viewDidLoad")
    }
}

class WelcomeViewController: UIViewController {
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        print("Welcome: viewDidLoad")
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .close, target: self, action: #selector(close))
    }

    @objc func close() {
        print("Welcome: closing")
        dismiss(animated: true) {
            print("Welcome: closed")
        }
    }
}

class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        print("Home: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Start", style: .done, target: self, action: #selector(start))
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Help", style: .plain, target: self, action: #selector(help))
    }

    @objc func help() {
        present(HelpViewController(), animated: true) {
            print("Home: help shown")
        }
        print("Home: help asked for")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("Home: viewWillDisappear")
    }

    deinit {
        print("Home: deinit")
    }

    // The sign-in flow is over: the window gets the app's main screens instead.
    @objc func start() {
        print("Home: start")
        view.window?.rootViewController = MainTabBarController()
        print("Home: window root replaced")
    }
}

class HelpViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Help: viewDidLoad")
    }
}
