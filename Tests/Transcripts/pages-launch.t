# Launching the page view controller demo (research notes §1a): the storyboard's
# UIPageViewController scene has no child; its viewDidLoad (the app's code) calls
# setViewControllers([WelcomePageViewController()], direction: .forward, animated: false). The
# first page becomes a child at once (willMove) and loads its view, with no appearance call;
# then the page view controller's viewWillAppear, forwarded to the page. As the one published
# log of a first page shows (Stack Overflow 48653763), its didMove(toParent:) and its layout come
# only after its viewDidAppear.
# Lines marked [uncertain]: the sources leave their order open; `explain page-pages` names them.
> trace all
> trace layout off
> launch pages
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  UIPageViewController#1 init(coder:) [uncertain]
  UIPageViewController#1 awakeFromNib() [uncertain]
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  UIPageViewController#1 loadView() [uncertain]
  UIPageViewController#1 viewDidLoad() [uncertain]
  note: UIPageViewController#1's viewDidLoad (the app's code) calls setViewControllers([WelcomePageViewController()], direction: .forward, animated: false)
  WelcomePageViewController#1 init(nibName:bundle:)
  WelcomePageViewController#1 willMove(toParent: UIPageViewController#1) [uncertain]
  WelcomePageViewController#1 loadView() [uncertain]
  WelcomePageViewController#1 viewDidLoad() [uncertain]
  UIPageViewController#1 viewWillAppear(animated: false) [uncertain]
  WelcomePageViewController#1 viewWillAppear(animated: false) [uncertain]
  UIPageViewController#1 viewIsAppearing(animated: false)
  WelcomePageViewController#1 viewIsAppearing(animated: false)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  UIPageViewController#1 viewDidAppear(animated: false)
  WelcomePageViewController#1 viewDidAppear(animated: false)
  WelcomePageViewController#1 didMove(toParent: UIPageViewController#1) [uncertain]
> tree
  Pages (com.example.Pages), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UIPageViewController#1 [appeared, view loaded]
           └─ page 1 (shown): WelcomePageViewController#1 [appeared, view loaded]
> screen
  WelcomePageViewController
  ─────────────────────────
  page 1 of 3   ● ○ ○
> actions
  page next
  page set N (1 to 3)
