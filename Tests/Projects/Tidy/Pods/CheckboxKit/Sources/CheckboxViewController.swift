import UIKit

/// A pod's screen of check boxes, which prints while it loads.
open class CheckboxViewController: UIViewController {
    open override func viewDidLoad() {
        super.viewDidLoad()
        print("CheckboxKit: viewDidLoad()")
    }
}
