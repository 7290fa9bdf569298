import UIKit

class DoneViewController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
        print("Done: awakeFromNib")
    }
}
