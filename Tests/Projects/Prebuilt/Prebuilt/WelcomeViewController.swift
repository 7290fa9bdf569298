import UIKit

/// Step 1 of the sign-up: made with the home screen, shown only by a command.
final class WelcomeViewController: UIViewController {
    private let heading = "Welcome"
    var answers: [String] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        print("Welcome: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = heading
        print("Welcome: viewDidLoad")
        describe(count: answers.count)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Welcome: viewWillAppear")
    }

    private func describe(count: Int) {
        print("Welcome: \(count) answers so far")
    }
}
