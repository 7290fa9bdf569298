import UIKit

/// A room the hall's button "Persia" shows through a segue: no code names this class.
class PersiaRoomViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Persia: viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Persia: viewWillAppear")
    }
}
