import UIKit

class SummaryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Summary viewDidLoad")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("Summary viewWillDisappear")
    }

    @IBAction func close() {
        dismiss(animated: true)
        print("after dismiss")
    }

    deinit {
        print("Summary deinit")
    }
}
