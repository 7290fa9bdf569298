import UIKit

/// A room the hall's button "Rome" shows through a segue: no code names this class.
class RomeRoomViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Rome: viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        print("Rome: viewWillAppear")
    }
}
