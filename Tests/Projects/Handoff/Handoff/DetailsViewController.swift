import UIKit

class DetailsViewController: UIViewController {
    var topic = "nothing yet"
    var visits = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Details: viewDidLoad about \(topic), visit \(visits)")
    }
}
