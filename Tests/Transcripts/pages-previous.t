# A swipe back to the previous page: the page before is cached already, so the data source is
# asked only for the page after (nil at the last page); the order is a forward swipe's. After it, the data source is asked
# for the page before the new one (the mirror of W1's ask after a forward swipe: uncertain).
# Lines marked [uncertain]: the sources leave their order open; `explain page-swipe` names them.
> trace none
> launch pages
  note: UIPageViewController#1's viewDidLoad (the app's code) calls setViewControllers([WelcomePageViewController()], direction: .forward, animated: false)
> page next
  note: the data source returns nil: page 1 is the first page
> page next
  note: the data source returns nil: page 3 is the last page
> trace default
> trace delegate on
> trace containment on
> tree
  Pages (com.example.Pages), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UIPageViewController#1 [appeared, view loaded]
           ├─ page 2 (cached): FeaturesPageViewController#1 [disappeared, view loaded]
           └─ page 3 (shown): GetStartedPageViewController#1 [appeared, view loaded]
> page previous
  UIPageViewController#1.dataSource pageViewController(_:viewControllerAfter: GetStartedPageViewController#1)
  note: the data source returns nil: page 3 is the last page
  UIPageViewController#1.delegate pageViewController(_:willTransitionTo: FeaturesPageViewController#1)
  FeaturesPageViewController#1 viewWillAppear(animated: true)
  GetStartedPageViewController#1 viewWillDisappear(animated: true)
  FeaturesPageViewController#1 viewDidAppear(animated: true)
  GetStartedPageViewController#1 viewDidDisappear(animated: true)
  UIPageViewController#1.delegate pageViewController(_:didFinishAnimating: true, previousViewControllers: GetStartedPageViewController#1, transitionCompleted: true)
  UIPageViewController#1.dataSource pageViewController(_:viewControllerBefore: FeaturesPageViewController#1) [uncertain]
  WelcomePageViewController#2 init(nibName:bundle:)
  WelcomePageViewController#2 willMove(toParent: UIPageViewController#1) [uncertain]
  WelcomePageViewController#2 didMove(toParent: UIPageViewController#1) [uncertain]
  WelcomePageViewController#2 loadView() [uncertain]
  WelcomePageViewController#2 viewDidLoad() [uncertain]
> tree
  Pages (com.example.Pages), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UIPageViewController#1 [appeared, view loaded]
           ├─ page 1 (cached): WelcomePageViewController#2 [disappeared, view loaded]
           ├─ page 2 (shown): FeaturesPageViewController#1 [appeared, view loaded]
           └─ page 3 (cached): GetStartedPageViewController#1 [disappeared, view loaded]
