import UIKit

/// Step 6 of the tour: its Next button pushes the next step.
class Step6ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Step 6"
        print("Step 6: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(advance))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Step 6: viewWillAppear")
    }

    @objc func advance() {
        navigationController?.pushViewController(Step7ViewController(), animated: true)
    }
}
