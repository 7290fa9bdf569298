import UIKit

class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(type(of: self)): viewDidLoad()")
    }
}
