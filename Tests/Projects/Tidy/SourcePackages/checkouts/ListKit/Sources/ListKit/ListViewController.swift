import UIKit

/// A package's own list screen, of the same name as the app's.
open class ListViewController: UIViewController {
    open override func viewDidLoad() {
        super.viewDidLoad()
        print("ListKit: viewDidLoad()")
    }
}
