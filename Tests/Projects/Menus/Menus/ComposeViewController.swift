import UIKit

final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Compose"
        print("Compose: viewDidLoad")
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    }

    @objc private func cancel() {
        print("Compose: cancel")
        dismiss(animated: true)
    }
}
