# A cancelled page swipe, every channel shown: the page that comes back hears viewWillAppear,
# viewIsAppearing and viewDidAppear, as a cancelled swipe-back's top and a sheet that springs
# back do: Apple documents viewIsAppearing once for every appearance (A1). W2's log of a
# cancelled swipe does not show it, so its place is [uncertain]; the other lines are W2's order.
> launch pages
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  note: UIPageViewController#1's viewDidLoad (the app's code) calls setViewControllers([WelcomePageViewController()], direction: .forward, animated: false)
  WelcomePageViewController#1 init(nibName:bundle:)
  WelcomePageViewController#1 loadView() [uncertain]
  WelcomePageViewController#1 viewDidLoad() [uncertain]
  WelcomePageViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  WelcomePageViewController#1 viewDidAppear(animated: false)
> trace all
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
  FeaturesPageViewController#1 viewIsAppearing(animated: true)
  FeaturesPageViewController#1 viewWillLayoutSubviews() [uncertain]
  FeaturesPageViewController#1 viewDidLayoutSubviews() [uncertain]
  WelcomePageViewController#1 viewWillAppear(animated: true)
  WelcomePageViewController#1 viewIsAppearing(animated: true) [uncertain]
  WelcomePageViewController#1 viewDidAppear(animated: true)
  FeaturesPageViewController#1 viewWillDisappear(animated: true)
  FeaturesPageViewController#1 viewDidDisappear(animated: true)
  UIPageViewController#1.delegate pageViewController(_:didFinishAnimating: true, previousViewControllers: WelcomePageViewController#1, transitionCompleted: false)
