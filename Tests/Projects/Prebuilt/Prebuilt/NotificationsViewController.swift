import UIKit

/// Step 8 of the sign-up: made with the home screen, shown only by a command.
final class NotificationsViewController: UIViewController {
    private let heading = "Notifications"
    var answers: [String] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        print("Notifications: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = heading
        print("Notifications: viewDidLoad")
        describe(count: answers.count)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Notifications: viewWillAppear")
    }

    private func describe(count: Int) {
        print("Notifications: \(count) answers so far")
    }
}
