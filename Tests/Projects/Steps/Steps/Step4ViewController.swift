import UIKit

/// Step 4 of the tour: its Next button pushes the next step.
class Step4ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Step 4"
        print("Step 4: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(advance))
    }

    override func viewWillAppear(_ animated: Bool) {
        print("Step 4: viewWillAppear")
    }

    @objc func advance() {
        navigationController?.pushViewController(Step5ViewController(), animated: true)
    }
}
