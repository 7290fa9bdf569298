import UIKit

/// The sign-in screen's view: its buttons call the closures the controller gives it.
final class SignInView: UIView {
    var onSignIn: (() -> Void)?
    var onHelp: (() -> Void)?
    var onGreet: ((String) -> Void)?
    var onAbout: (() -> Void)?

    private lazy var signInButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Sign in", for: .normal)
        button.addTarget(self, action: #selector(signInTapped), for: .touchUpInside)
        return button
    }()

    private lazy var helpButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Help", for: .normal)
        button.addTarget(self, action: #selector(helpTapped), for: .touchUpInside)
        return button
    }()

    private lazy var greetButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Greet", for: .normal)
        button.addTarget(self, action: #selector(greetTapped), for: .touchUpInside)
        return button
    }()

    private lazy var aboutButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("About", for: .normal)
        button.addTarget(self, action: #selector(aboutTapped), for: .touchUpInside)
        return button
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(signInButton)
        addSubview(helpButton)
        addSubview(greetButton)
        addSubview(aboutButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func signInTapped() {
        print("SignInView: sign in tapped")
        onSignIn?()
    }

    @objc private func helpTapped() {
        onHelp?()
    }

    @objc private func greetTapped() {
        onGreet?("Ada")
    }

    @objc private func aboutTapped() {
        onAbout?()
        print("SignInView: about shown")
    }
}
