import UIKit

class ComposeViewController: UIViewController {
    var draft: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Compose: viewDidLoad with \(draft ?? "an empty page")")
    }
}
