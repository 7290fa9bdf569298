import UIKit

/// Step 7 of the tour: its Next button pushes the next step.
class Step7ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Step 7"
        print("Step 7: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(advance))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Step 7: viewWillAppear")
    }

    @objc func advance() {
        navigationController?.pushViewController(Step8ViewController(), animated: true)
    }
}
