# A split view on iPhone collapses (compact width): the secondary goes onto the primary's
# navigation stack and shows first. Back (`pop`) returns to the primary, and the secondary,
# which nothing else holds, is freed.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> trace containment on
> launch split
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  UISplitViewController#1 init(coder:) [uncertain]
  UINavigationController#1 init(coder:) [uncertain]
  PrimaryViewController#1 init(coder:)
  UINavigationController#2 init(coder:) [uncertain]
  SecondaryViewController#1 init(coder:)
  SecondaryViewController#1 awakeFromNib()
  UINavigationController#2 awakeFromNib() [uncertain]
  PrimaryViewController#1 awakeFromNib()
  UINavigationController#1 awakeFromNib() [uncertain]
  UISplitViewController#1 awakeFromNib() [uncertain]
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  UISplitViewController#1 loadView() [uncertain]
  UISplitViewController#1 viewDidLoad() [uncertain]
  UINavigationController#1 loadView() [uncertain]
  UINavigationController#1 viewDidLoad() [uncertain]
  UINavigationController#2 loadView() [uncertain]
  UINavigationController#2 viewDidLoad() [uncertain]
  SecondaryViewController#1 loadView() [uncertain]
  SecondaryViewController#1 viewDidLoad() [uncertain]
  UISplitViewController#1 viewWillAppear(animated: false) [uncertain]
  UINavigationController#1 viewWillAppear(animated: false) [uncertain]
  UINavigationController#2 viewWillAppear(animated: false) [uncertain]
  SecondaryViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  UISplitViewController#1 viewDidAppear(animated: false)
  UINavigationController#1 viewDidAppear(animated: false)
  UINavigationController#2 viewDidAppear(animated: false)
  SecondaryViewController#1 viewDidAppear(animated: false)
> tree
  Split (com.example.Split), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UISplitViewController#1 [appeared, view loaded]
           └─ primary: UINavigationController#1 [appeared, view loaded]
              ├─ [0]: PrimaryViewController#1 [disappeared, view not loaded]
              └─ [1]: UINavigationController#2 [appeared, view loaded]
                 └─ [0]: SecondaryViewController#1 [appeared, view loaded]
> pop
  UINavigationController#2 willMove(toParent: nil)
  PrimaryViewController#1 loadView()
  PrimaryViewController#1 viewDidLoad()
  UINavigationController#2 viewWillDisappear(animated: true)
  SecondaryViewController#1 viewWillDisappear(animated: true)
  PrimaryViewController#1 viewWillAppear(animated: true)
  UINavigationController#2 viewDidDisappear(animated: true)
  SecondaryViewController#1 viewDidDisappear(animated: true)
  PrimaryViewController#1 viewDidAppear(animated: true)
  UINavigationController#2 didMove(toParent: nil)
  UINavigationController#2 deinit
  SecondaryViewController#1 deinit
> tree
  Split (com.example.Split), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UISplitViewController#1 [appeared, view loaded]
           └─ primary: UINavigationController#1 [appeared, view loaded]
              └─ [0]: PrimaryViewController#1 [appeared, view loaded]
