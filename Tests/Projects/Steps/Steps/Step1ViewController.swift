import UIKit

/// Step 1 of the tour: its Next button pushes the next step.
class Step1ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Step 1"
        print("Step 1: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(advance))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Step 1: viewWillAppear")
    }

    @objc func advance() {
        navigationController?.pushViewController(Step2ViewController(), animated: true)
    }
}
