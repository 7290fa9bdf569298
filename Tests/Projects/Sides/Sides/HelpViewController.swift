import UIKit

class HelpViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        print("Help: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
