import UIKit

/// A room the hall's button "Egypt" shows through a segue: no code names this class.
class EgyptRoomViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Egypt: viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Egypt: viewWillAppear")
    }
}
