import UIKit

/// A room the hall's button "Viking" shows through a segue: no code names this class.
class VikingRoomViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Viking: viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Viking: viewWillAppear")
    }
}
