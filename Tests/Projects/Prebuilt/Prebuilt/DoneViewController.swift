import UIKit

/// Step 9 of the sign-up: made with the home screen, shown only by a command.
final class DoneViewController: UIViewController {
    private let heading = "Done"
    var answers: [String] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        print("Done: init")
        prepareSummary()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = heading
        print("Done: viewDidLoad")
        describe(count: answers.count)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Done: viewWillAppear")
    }

    /// Called by the initializer: the launch runs it.
    private func prepareSummary() {
        print("Done: summary prepared for \(heading)")
    }

    private func describe(count: Int) {
        print("Done: \(count) answers so far")
    }
}
