import UIKit

open class SwipeRowViewController: UIViewController {
    open override func viewDidAppear(_ animated: Bool) {
        print("SwipeRows: viewDidAppear(_:)")
    }
}
