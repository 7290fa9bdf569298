import UIKit

/// Step 8 of the tour: its Next button pushes the next step.
class Step8ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Step 8"
        print("Step 8: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(advance))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Step 8: viewWillAppear")
    }

    @objc func advance() {
        navigationController?.pushViewController(Step9ViewController(), animated: true)
    }
}
