import UIKit

class DetailsViewController: UIViewController {
    var topic = ""

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        print("Details: init(coder:)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        print("Details: awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Details: viewDidLoad")
    }
}
