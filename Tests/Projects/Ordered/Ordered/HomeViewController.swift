import UIKit

class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Home viewDidLoad")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("Home viewWillDisappear")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        print("Home prepare \(segue.identifier ?? "-")")
    }

    @IBAction func continueTapped(_ sender: UIButton) {
        print("before performSegue")
        performSegue(withIdentifier: "showSummary", sender: self)
        print("after performSegue")
    }
}
