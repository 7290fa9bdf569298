import UIKit

/// A room the hall's button "Japan" shows through a segue: no code names this class.
class JapanRoomViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Japan: viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Japan: viewWillAppear")
    }
}
