import UIKit

class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let feed = FeedViewController()
        feed.title = "Feed"
        viewControllers = [UINavigationController(rootViewController: feed), ProfileViewController()]
        print("Main: viewDidLoad")
    }
}

class FeedViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Feed: viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Feed: viewDidAppear")
    }
}

class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
    }
}
