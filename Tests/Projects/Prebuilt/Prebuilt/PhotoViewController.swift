import UIKit

/// Step 5 of the sign-up: made with the home screen, shown only by a command.
final class PhotoViewController: UIViewController {
    private let heading = "Photo"
    var answers: [String] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        print("Photo: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = heading
        print("Photo: viewDidLoad")
        describe(count: answers.count)
    }

    override func viewWillAppear(_ animated: Bool) {
        print("Photo: viewWillAppear")
    }

    private func describe(count: Int) {
        print("Photo: \(count) answers so far")
    }
}
