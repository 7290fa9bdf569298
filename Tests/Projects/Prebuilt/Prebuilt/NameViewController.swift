import UIKit

/// Step 2 of the sign-up: made with the home screen, shown only by a command.
final class NameViewController: UIViewController {
    private let heading = "Name"
    var answers: [String] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        print("Name: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = heading
        print("Name: viewDidLoad")
        describe(count: answers.count)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Name: viewWillAppear")
    }

    private func describe(count: Int) {
        print("Name: \(count) answers so far")
    }
}
