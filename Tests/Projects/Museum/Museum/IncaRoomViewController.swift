import UIKit

/// A room the hall's button "Inca" shows through a segue: no code names this class.
class IncaRoomViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Inca: viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Inca: viewWillAppear")
    }
}
