import UIKit

/// Step 3 of the tour: its Next button pushes the next step.
class Step3ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Step 3"
        print("Step 3: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(advance))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Step 3: viewWillAppear")
    }

    @objc func advance() {
        navigationController?.pushViewController(Step4ViewController(), animated: true)
    }
}
