import UIKit

final class SignInViewController: UIViewController {
    private let signInView = SignInView()

    override func loadView() {
        signInView.onSignIn = showWelcome
        signInView.onHelp = { [weak self] in
            print("help: presenting")
            self?.present(HelpViewController(), animated: true)
            print("help: presented")
        }
        signInView.onGreet = self.greet(name:)
        signInView.onAbout = { [weak self] in
            self?.showAbout()
        }
        view = signInView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
    }

    private func showWelcome() {
        print("SignInViewController: welcome")
        navigationController?.pushViewController(WelcomeViewController(), animated: true)
        print("SignInViewController: pushed")
    }

    private func showAbout() {
        print("SignInViewController: about")
        present(AboutViewController(), animated: true)
    }

    private func greet(name: String) {
        print("Hello, \(name)")
    }
}

final class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        print("WelcomeViewController: viewDidLoad")
    }
}

final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("AboutViewController: viewDidLoad")
    }
}

final class HelpViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("HelpViewController: viewDidAppear")
    }
}
