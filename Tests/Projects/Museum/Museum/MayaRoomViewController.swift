import UIKit

/// A room the hall's button "Maya" shows through a segue: no code names this class.
class MayaRoomViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Maya: viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Maya: viewWillAppear")
    }
}
