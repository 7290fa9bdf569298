import UIKit

class MessageViewController: UIViewController {
    weak var coordinator: MainCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Message"
        print("Message: viewDidLoad")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Message: viewDidAppear")
    }

    deinit {
        print("Message: deinit")
    }
}
