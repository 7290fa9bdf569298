import UIKit

/// A page view controller made in code, pushed by the coordinator: its own title and its first page.
class TourViewController: UIPageViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tour"
        print("Tour: viewDidLoad")
        setViewControllers([TourPageViewController()], direction: .forward, animated: false)
    }

    deinit {
        print("Tour: deinit")
    }
}

class TourPageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("TourPage: viewDidLoad")
    }
}
