import UIKit

class ProfileViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        print("Profile: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Profile: viewDidLoad")
    }
}
