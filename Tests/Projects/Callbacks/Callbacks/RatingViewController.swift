import UIKit

/// Hands a value back and prints what the closure returned.
class RatingViewController: UIViewController {
    var completionHandler: ((Int) -> Int)?

    override func viewDidLoad() {
        super.viewDidLoad()
        let done = UIButton(type: .system)
        done.setTitle("Five stars", for: .normal)
        done.addTarget(self, action: #selector(fiveStars), for: .touchUpInside)
        view.addSubview(done)
    }

    @objc func fiveStars() {
        let doubled = completionHandler?(5) ?? 0
        print("Rating: the list answered \(doubled)")
        dismiss(animated: true)
    }
}
