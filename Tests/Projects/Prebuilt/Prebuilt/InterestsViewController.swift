import UIKit

/// Step 6 of the sign-up: made with the home screen, shown only by a command.
final class InterestsViewController: UIViewController {
    private let heading = "Interests"
    var answers: [String] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        print("Interests: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = heading
        print("Interests: viewDidLoad")
        describe(count: answers.count)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Interests: viewWillAppear")
    }

    private func describe(count: Int) {
        print("Interests: \(count) answers so far")
    }
}
