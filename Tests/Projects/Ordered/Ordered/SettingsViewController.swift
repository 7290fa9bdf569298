import UIKit

/// Renamed from OldSettingsViewController in the code; the storyboard still names the old class.
class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Settings viewDidLoad")
    }
}
