import UIKit

class SignInViewController: UIViewController {
    let createAccountButton = LinkButton(with: "Create account", colour: .systemBlue)
    let forgotButton = WarningButton(with: "Forgot password?", colour: .systemRed)
    let helpButton = IconButton(symbol: "questionmark.circle")

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
        for button in [createAccountButton, forgotButton, helpButton] {
            view.addSubview(button)
        }
        createAccountButton.addTarget(self, action: #selector(CreateAccountTapped), for: .touchUpInside)
        forgotButton.addTarget(self, action: #selector(forgotTapped), for: .touchUpInside)
        helpButton.addTarget(self, action: #selector(helpTapped), for: .touchUpInside)
    }

    @objc func CreateAccountTapped() {
        print("SignIn: create account")
        navigationController?.pushViewController(CreateAccountViewController(), animated: true)
    }

    @objc func forgotTapped() {
        print("SignIn: forgot password")
    }

    @objc func helpTapped() {
        print("SignIn: help")
    }
}

class CreateAccountViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Create Account"
        print("CreateAccount: viewDidLoad")
    }
}
