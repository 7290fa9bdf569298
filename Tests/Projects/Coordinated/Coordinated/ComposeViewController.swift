import UIKit

class ComposeViewController: UIViewController {
    weak var coordinator: MainCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"
        print("Compose: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done, target: self, action: #selector(send))
    }

    @objc func send() {
        print("Compose: send")
        coordinator?.finishComposing()
    }
}
