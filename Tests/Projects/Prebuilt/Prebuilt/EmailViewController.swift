import UIKit

/// Step 3 of the sign-up: made with the home screen, shown only by a command.
final class EmailViewController: UIViewController {
    private let heading = "Email"
    var answers: [String] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        print("Email: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = heading
        print("Email: viewDidLoad")
        describe(count: answers.count)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Email: viewWillAppear")
    }

    private func describe(count: Int) {
        print("Email: \(count) answers so far")
    }
}
