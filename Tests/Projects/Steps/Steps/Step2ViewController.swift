import UIKit

/// Step 2 of the tour: its Next button pushes the next step.
class Step2ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Step 2"
        print("Step 2: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(advance))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Step 2: viewWillAppear")
    }

    @objc func advance() {
        navigationController?.pushViewController(Step3ViewController(), animated: true)
    }
}
