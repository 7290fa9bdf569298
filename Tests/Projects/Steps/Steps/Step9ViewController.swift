import UIKit

/// Step 9 of the tour: its Done button goes back to the start.
class Step9ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Step 9"
        print("Step 9: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .plain, target: self, action: #selector(advance))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Step 9: viewWillAppear")
    }

    @objc func advance() {
        navigationController?.popToRootViewController(animated: true)
    }
}
