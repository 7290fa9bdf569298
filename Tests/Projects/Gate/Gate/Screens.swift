import UIKit

class ListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        print("List viewDidLoad")
    }
}

class SignInViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("SignIn viewDidLoad")
        let signIn = UIButton(type: .system)
        signIn.setTitle("Sign In", for: .normal)
        signIn.addTarget(self, action: #selector(signInTapped), for: .touchUpInside)
        view.addSubview(signIn)
    }

    @objc func signInTapped() {
        Auth.auth().signIn(withEmail: "ann@example.org", password: "secret")
        print("SignIn: signed in")
    }
}
