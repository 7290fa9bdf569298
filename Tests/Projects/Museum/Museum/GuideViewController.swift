import UIKit

/// Presented by the segue "showGuide"; a Close button dismisses it.
class GuideViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Guide: viewDidLoad")
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.addTarget(self, action: #selector(closeGuide), for: .touchUpInside)
        view.addSubview(close)
    }

    @objc func closeGuide() {
        dismiss(animated: true)
    }
}
