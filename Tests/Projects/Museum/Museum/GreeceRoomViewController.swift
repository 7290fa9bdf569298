import UIKit

/// A room the hall's button "Greece" shows through a segue: no code names this class.
class GreeceRoomViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Greece: viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Greece: viewWillAppear")
    }
}
