# A swipe whose finger lifts too early (research notes §1c): the new page starts to appear and
# the old one to leave, then the old page comes back (viewWillAppear, viewDidAppear) and the new
# one leaves (viewWillDisappear, viewDidDisappear): W2's exact order, unbalanced on purpose.
# didFinishAnimating says transitionCompleted: false. The new page stays cached, so a second
# swipe asks the data source nothing for it (W1).
# Lines marked [uncertain]: the sources leave their order open; `explain page-cancel` names them.
> trace none
> launch pages
  note: UIPageViewController#1's viewDidLoad (the app's code) calls setViewControllers([WelcomePageViewController()], direction: .forward, animated: false)
> trace default
> trace delegate on
> trace containment on
> page next --cancel
  UIPageViewController#1.dataSource pageViewController(_:viewControllerAfter: WelcomePageViewController#1)
  FeaturesPageViewController#1 init(nibName:bundle:)
  FeaturesPageViewController#1 willMove(toParent: UIPageViewController#1) [uncertain]
  FeaturesPageViewController#1 didMove(toParent: UIPageViewController#1) [uncertain]
  FeaturesPageViewController#1 loadView() [uncertain]
  FeaturesPageViewController#1 viewDidLoad() [uncertain]
  UIPageViewController#1.dataSource pageViewController(_:viewControllerBefore: WelcomePageViewController#1)
  note: the data source returns nil: page 1 is the first page
  UIPageViewController#1.delegate pageViewController(_:willTransitionTo: FeaturesPageViewController#1)
  FeaturesPageViewController#1 viewWillAppear(animated: true)
  WelcomePageViewController#1 viewWillDisappear(animated: true)
  WelcomePageViewController#1 viewWillAppear(animated: true)
  WelcomePageViewController#1 viewDidAppear(animated: true)
  FeaturesPageViewController#1 viewWillDisappear(animated: true)
  FeaturesPageViewController#1 viewDidDisappear(animated: true)
  UIPageViewController#1.delegate pageViewController(_:didFinishAnimating: true, previousViewControllers: WelcomePageViewController#1, transitionCompleted: false)
> tree
  Pages (com.example.Pages), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UIPageViewController#1 [appeared, view loaded]
           ├─ page 1 (shown): WelcomePageViewController#1 [appeared, view loaded]
           └─ page 2 (cached): FeaturesPageViewController#1 [disappeared, view loaded]
> page next
  UIPageViewController#1.dataSource pageViewController(_:viewControllerBefore: WelcomePageViewController#1)
  note: the data source returns nil: page 1 is the first page
  UIPageViewController#1.delegate pageViewController(_:willTransitionTo: FeaturesPageViewController#1)
  FeaturesPageViewController#1 viewWillAppear(animated: true)
  WelcomePageViewController#1 viewWillDisappear(animated: true)
  FeaturesPageViewController#1 viewDidAppear(animated: true)
  WelcomePageViewController#1 viewDidDisappear(animated: true)
  UIPageViewController#1.delegate pageViewController(_:didFinishAnimating: true, previousViewControllers: WelcomePageViewController#1, transitionCompleted: true)
  UIPageViewController#1.dataSource pageViewController(_:viewControllerAfter: FeaturesPageViewController#1)
  GetStartedPageViewController#1 init(nibName:bundle:)
  GetStartedPageViewController#1 willMove(toParent: UIPageViewController#1) [uncertain]
  GetStartedPageViewController#1 didMove(toParent: UIPageViewController#1) [uncertain]
  GetStartedPageViewController#1 loadView() [uncertain]
  GetStartedPageViewController#1 viewDidLoad() [uncertain]
