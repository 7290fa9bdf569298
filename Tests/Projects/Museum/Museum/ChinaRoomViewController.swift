import UIKit

/// A room the hall's button "China" shows through a segue: no code names this class.
class ChinaRoomViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("China: viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("China: viewWillAppear")
    }
}
