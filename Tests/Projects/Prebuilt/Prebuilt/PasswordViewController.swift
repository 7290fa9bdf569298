import UIKit

/// Step 4 of the sign-up: made with the home screen, shown only by a command.
final class PasswordViewController: UIViewController {
    private let heading = "Password"
    var answers: [String] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        print("Password: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = heading
        print("Password: viewDidLoad")
        describe(count: answers.count)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Password: viewWillAppear")
    }

    private func describe(count: Int) {
        print("Password: \(count) answers so far")
    }
}
