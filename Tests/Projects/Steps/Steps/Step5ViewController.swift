import UIKit

/// Step 5 of the tour: its Next button pushes the next step.
class Step5ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Step 5"
        print("Step 5: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(advance))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Step 5: viewWillAppear")
    }

    @objc func advance() {
        navigationController?.pushViewController(Step6ViewController(), animated: true)
    }
}
