import UIKit

/// Step 7 of the sign-up: made with the home screen, shown only by a command.
final class FriendsViewController: UIViewController {
    private let heading = "Friends"
    var answers: [String] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        print("Friends: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = heading
        print("Friends: viewDidLoad")
        describe(count: answers.count)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Friends: viewWillAppear")
    }

    private func describe(count: Int) {
        print("Friends: \(count) answers so far")
    }
}
