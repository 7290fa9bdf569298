# A tab bar controller kept in the scene delegate's stored property and given its tabs after the
# window shows it (Tests/Projects/StoredTabs): `window?.rootViewController = tabBar`, then
# makeKeyAndVisible(), then a helper calls `tabBar.setViewControllers([feedNavigation,
# SettingsViewController()], animated: false)`, the feed a stored property of the delegate's too.
# The window's root is that tab bar controller with those tabs.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch); they are scenelab's own, not the project's.
#: open ../Projects/StoredTabs
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  FeedViewController#1 init(nibName:bundle:)
  SettingsViewController#1 init(nibName:bundle:)
  FeedViewController#1 loadView() [uncertain]
  FeedViewController#1 viewDidLoad() [uncertain]
  print: Feed: viewDidLoad
  FeedViewController#1 viewWillAppear(animated: false) [uncertain]
  print: SceneDelegate: tabs given
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  FeedViewController#1 viewDidAppear(animated: false)
> screen
  Feed
  ────────────────────
  tab bar: [1 Feed]  2 Settings
> tree
  StoredTabs (org.example.StoredTabs), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UITabBarController#1 [appeared, view loaded]
           ├─ tab 1 (selected): UINavigationController#1 [appeared, view loaded]
           │  └─ [0]: FeedViewController#1 [appeared, view loaded]
           └─ tab 2: SettingsViewController#1 [disappeared, view not loaded]
> tab 2
  SettingsViewController#1 loadView()
  SettingsViewController#1 viewDidLoad()
  print: Settings: viewDidLoad
  SettingsViewController#1 viewWillAppear(animated: false)
  FeedViewController#1 viewWillDisappear(animated: false)
  FeedViewController#1 viewDidDisappear(animated: false)
  SettingsViewController#1 viewDidAppear(animated: false)
  print: Settings: viewDidAppear
