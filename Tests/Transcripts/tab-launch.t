# Launching a tab bar app: only the selected tab's controller loads (anchor §1k). The second tab
# is instantiated from the storyboard with the tab bar controller but not loaded.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> trace all
> trace layout off
> trace appearing off
> launch tabs
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  UITabBarController#1 init(coder:) [uncertain]
  UINavigationController#1 init(coder:)
  FirstViewController#1 init(coder:)
  FirstViewController#1 awakeFromNib()
  UINavigationController#1 awakeFromNib()
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  UITabBarController#1 awakeFromNib() [uncertain]
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  UITabBarController#1 loadView() [uncertain]
  UITabBarController#1 viewDidLoad() [uncertain]
  UITabBarController#1 viewWillAppear(animated: false) [uncertain]
  UINavigationController#1 loadView() [uncertain]
  UINavigationController#1 viewDidLoad() [uncertain]
  UINavigationController#1 viewWillAppear(animated: false) [uncertain]
  FirstViewController#1 loadView() [uncertain]
  FirstViewController#1 viewDidLoad() [uncertain]
  FirstViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  UITabBarController#1 viewDidAppear(animated: false)
  UINavigationController#1 viewDidAppear(animated: false)
  FirstViewController#1 viewDidAppear(animated: false)
> tree
  Tabs (com.example.Tabs), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UITabBarController#1 [appeared, view loaded]
           ├─ tab 1 (selected): UINavigationController#1 [appeared, view loaded]
           │  └─ [0]: FirstViewController#1 [appeared, view loaded]
           └─ tab 2: SecondViewController#1 [disappeared, view not loaded]
