# setViewControllers in the app's code (research notes §1d): a fresh page, the old page's
# willMove(toParent: nil), the new page cached, the appearance calls of a scroll (inferred, no
# log), and NO delegate call: the delegate hears only of gestures. The old pages are dropped
# (didMove(toParent: nil), deinit), when UIKit does so being uncertain.
# Lines marked [uncertain]: the sources leave their order open; `explain page-set` names them.
> trace none
> launch pages
  note: UIPageViewController#1's viewDidLoad (the app's code) calls setViewControllers([WelcomePageViewController()], direction: .forward, animated: false)
> page next
  note: the data source returns nil: page 1 is the first page
> trace default
> trace delegate on
> trace containment on
> page set 3 --animated
  note: the app's code calls setViewControllers([GetStartedPageViewController()], direction: .forward, animated: true)
  GetStartedPageViewController#2 init(nibName:bundle:)
  FeaturesPageViewController#1 willMove(toParent: nil) [uncertain]
  GetStartedPageViewController#2 willMove(toParent: UIPageViewController#1) [uncertain]
  GetStartedPageViewController#2 didMove(toParent: UIPageViewController#1) [uncertain]
  GetStartedPageViewController#2 loadView() [uncertain]
  GetStartedPageViewController#2 viewDidLoad() [uncertain]
  GetStartedPageViewController#2 viewWillAppear(animated: true) [uncertain]
  FeaturesPageViewController#1 viewWillDisappear(animated: true) [uncertain]
  GetStartedPageViewController#2 viewDidAppear(animated: true) [uncertain]
  FeaturesPageViewController#1 viewDidDisappear(animated: true) [uncertain]
  note: no delegate call: the delegate hears only of transitions a gesture makes
  WelcomePageViewController#1 willMove(toParent: nil) [uncertain]
  WelcomePageViewController#1 didMove(toParent: nil) [uncertain]
  FeaturesPageViewController#1 didMove(toParent: nil) [uncertain]
  GetStartedPageViewController#1 willMove(toParent: nil) [uncertain]
  GetStartedPageViewController#1 didMove(toParent: nil) [uncertain]
  WelcomePageViewController#1 deinit [uncertain]
  FeaturesPageViewController#1 deinit [uncertain]
  GetStartedPageViewController#1 deinit [uncertain]
> tree
  Pages (com.example.Pages), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UIPageViewController#1 [appeared, view loaded]
           └─ page 3 (shown): GetStartedPageViewController#2 [appeared, view loaded]
> objects
  UIPageViewController#1          held by the window of scene 1
  GetStartedPageViewController#2  held by UIPageViewController#1.viewControllers
> page set 1
  note: the app's code calls setViewControllers([WelcomePageViewController()], direction: .reverse, animated: false)
  WelcomePageViewController#2 init(nibName:bundle:)
  GetStartedPageViewController#2 willMove(toParent: nil) [uncertain]
  WelcomePageViewController#2 willMove(toParent: UIPageViewController#1) [uncertain]
  WelcomePageViewController#2 didMove(toParent: UIPageViewController#1) [uncertain]
  WelcomePageViewController#2 loadView() [uncertain]
  WelcomePageViewController#2 viewDidLoad() [uncertain]
  WelcomePageViewController#2 viewWillAppear(animated: false) [uncertain]
  GetStartedPageViewController#2 viewWillDisappear(animated: false) [uncertain]
  WelcomePageViewController#2 viewDidAppear(animated: false) [uncertain]
  GetStartedPageViewController#2 viewDidDisappear(animated: false) [uncertain]
  note: no delegate call: the delegate hears only of transitions a gesture makes
  GetStartedPageViewController#2 didMove(toParent: nil) [uncertain]
  GetStartedPageViewController#2 deinit [uncertain]
> tree
  Pages (com.example.Pages), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UIPageViewController#1 [appeared, view loaded]
           └─ page 1 (shown): WelcomePageViewController#2 [appeared, view loaded]
