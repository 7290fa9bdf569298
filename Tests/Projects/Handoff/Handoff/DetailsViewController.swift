import UIKit

class DetailsViewController: UIViewController {
    var topic = "nothing yet"
    var visits = 0
    var rating = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Details: viewDidLoad about \(topic), visit \(visits)")
    }

    /// The `Rate` button's unwind segue: the rating is set here, before the home screen's unwind
    /// action reads it from `segue.source`.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        rating = 5
        print("Details: prepare \(segue.identifier ?? "none")")
    }
}
