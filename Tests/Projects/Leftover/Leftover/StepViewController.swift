import UIKit

/// Made in code by PlanViewController's bar button.
class StepViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Step"
        logAppearance("viewDidLoad")
    }
}
