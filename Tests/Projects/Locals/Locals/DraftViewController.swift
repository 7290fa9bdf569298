import UIKit

class DraftViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        print("Draft: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        print("Draft: deinit")
    }
}
