import UIKit

/// The storyboard's screen: it names `Palette` and `StepViewController`, so their files are read.
class PlanViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        logAppearance("viewDidLoad")
        print("Plan accent: \(Palette.accent)")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Step", style: .plain, target: self, action: #selector(showStep))
    }

    @objc func showStep() {
        navigationController?.pushViewController(StepViewController(), animated: true)
    }
}
