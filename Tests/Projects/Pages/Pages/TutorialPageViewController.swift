import UIKit

/// Three colour pages, made from their storyboard identifiers by a helper that builds the
/// identifier from a colour's name; the first is handed over in viewDidLoad.
class TutorialPageViewController: UIPageViewController, UIPageViewControllerDataSource {

    private(set) lazy var orderedViewControllers: [UIViewController] = {
        return [colouredPage("Green"), colouredPage("Red"), colouredPage("Blue")]
    }()

    private func colouredPage(_ colour: String) -> UIViewController {
        return UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "\(colour)ViewController")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Tutorial: viewDidLoad")
        dataSource = self
        if let first = orderedViewControllers.first {
            setViewControllers([first], direction: .forward, animated: true, completion: nil)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Tutorial: viewDidAppear")
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = orderedViewControllers.firstIndex(of: viewController), index > 0 else { return nil }
        return orderedViewControllers[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = orderedViewControllers.firstIndex(of: viewController),
              index + 1 < orderedViewControllers.count else { return nil }
        return orderedViewControllers[index + 1]
    }
}
