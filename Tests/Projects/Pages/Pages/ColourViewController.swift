import UIKit

/// One page: the storyboard gives each of the three scenes this class.
class ColourViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Colour: viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Colour: viewWillAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("Colour: viewDidDisappear")
    }
}
