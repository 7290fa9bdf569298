import UIKit

protocol LoginViewDelegate: AnyObject {
    func loginViewDidTapEnter()
}

/// The screen's view, built in code: its buttons send their actions to the view, which tells
/// its delegate, the controller.
final class LoginView: UIView {
    weak var delegate: LoginViewDelegate?

    private let enterButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Enter", for: .normal)
        return button
    }()

    let signUpButton = UIButton(type: .system)

    private let forgotButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Forgot password", for: .normal)
        return button
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        print("LoginView: init")
        setUpButtons()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUpButtons() {
        signUpButton.setTitle("Sign up", for: .normal)
        addSubview(signUpButton)
        addSubview(enterButton)
        addSubview(forgotButton)
        enterButton.addTarget(self, action: #selector(enterTapped), for: .touchUpInside)
        forgotButton.addTarget(self, action: #selector(forgotTapped), for: .touchUpInside)
    }

    @objc private func enterTapped() {
        print("LoginView: enter")
        delegate?.loginViewDidTapEnter()
    }

    @objc private func forgotTapped() {
        print("LoginView: forgot")
    }
}
