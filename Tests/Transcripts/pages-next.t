# A completed swipe to the next page (research notes §1b): the data source is asked for the
# page after, then before; the page it returns is cached as a child (willMove, didMove, its view
# loads) without appearing; the delegate's willTransitionTo; the NEW page's viewWillAppear before
# the old page's viewWillDisappear (the reverse of a push); the did-calls in the same order;
# didFinishAnimating(transitionCompleted: true); then the data source is asked for the page after
# the new one (W1). A second swipe drops page 1, two swipes away: its deinit, since the demo's
# data source keeps no page (when UIKit drops it is uncertain).
# Lines marked [uncertain]: the sources leave their order open; `explain page-swipe` names them.
> trace none
> launch pages
  note: UIPageViewController#1's viewDidLoad (the app's code) calls setViewControllers([WelcomePageViewController()], direction: .forward, animated: false)
> trace default
> trace delegate on
> trace containment on
> page next
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
  FeaturesPageViewController#1 viewDidAppear(animated: true)
  WelcomePageViewController#1 viewDidDisappear(animated: true)
  UIPageViewController#1.delegate pageViewController(_:didFinishAnimating: true, previousViewControllers: WelcomePageViewController#1, transitionCompleted: true)
  UIPageViewController#1.dataSource pageViewController(_:viewControllerAfter: FeaturesPageViewController#1)
  GetStartedPageViewController#1 init(nibName:bundle:)
  GetStartedPageViewController#1 willMove(toParent: UIPageViewController#1) [uncertain]
  GetStartedPageViewController#1 didMove(toParent: UIPageViewController#1) [uncertain]
  GetStartedPageViewController#1 loadView() [uncertain]
  GetStartedPageViewController#1 viewDidLoad() [uncertain]
> tree
  Pages (com.example.Pages), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UIPageViewController#1 [appeared, view loaded]
           ├─ page 1 (cached): WelcomePageViewController#1 [disappeared, view loaded]
           ├─ page 2 (shown): FeaturesPageViewController#1 [appeared, view loaded]
           └─ page 3 (cached): GetStartedPageViewController#1 [disappeared, view loaded]
> page next
  UIPageViewController#1.delegate pageViewController(_:willTransitionTo: GetStartedPageViewController#1)
  GetStartedPageViewController#1 viewWillAppear(animated: true)
  FeaturesPageViewController#1 viewWillDisappear(animated: true)
  GetStartedPageViewController#1 viewDidAppear(animated: true)
  FeaturesPageViewController#1 viewDidDisappear(animated: true)
  UIPageViewController#1.delegate pageViewController(_:didFinishAnimating: true, previousViewControllers: FeaturesPageViewController#1, transitionCompleted: true)
  UIPageViewController#1.dataSource pageViewController(_:viewControllerAfter: GetStartedPageViewController#1)
  note: the data source returns nil: page 3 is the last page
  WelcomePageViewController#1 willMove(toParent: nil) [uncertain]
  WelcomePageViewController#1 didMove(toParent: nil) [uncertain]
  WelcomePageViewController#1 deinit [uncertain]
> tree
  Pages (com.example.Pages), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UIPageViewController#1 [appeared, view loaded]
           ├─ page 2 (cached): FeaturesPageViewController#1 [disappeared, view loaded]
           └─ page 3 (shown): GetStartedPageViewController#1 [appeared, view loaded]
> objects
  UIPageViewController#1          held by the window of scene 1
  FeaturesPageViewController#1    held by UIPageViewController#1.viewControllers
  GetStartedPageViewController#1  held by UIPageViewController#1.viewControllers
