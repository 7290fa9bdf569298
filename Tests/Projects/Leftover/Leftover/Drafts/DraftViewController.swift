import UIKit

/// A screen not wired yet: nothing in the app names it, and its viewDidLoad forgets super.
class DraftViewController: UIViewController {
    override func viewDidLoad() {
        print("Draft viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Draft viewWillAppear: \(DraftNotes.first)")
    }
}
