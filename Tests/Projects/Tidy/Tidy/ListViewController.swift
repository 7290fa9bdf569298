import UIKit
import ListKit
import CheckboxKit

/// The chores still to do. Its name is also a class of the ListKit package,
/// which the app imports for its cells.
class ListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("[List] viewDidLoad()")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("[List] viewWillAppear(_:)")
    }
}
