# The CS193p iPad log D1, on today's iPad: every init(coder:) first, then awakeFromNib() in reverse;
# both columns load, the secondary first; the secondary's viewWillAppear comes before the
# primary's, the primary's viewDidAppear first.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> device ipad
  iPad, portrait (width regular, height regular)
> rotate landscape
  note: the iPad turns to landscape; no app runs to hear it
> launch split
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  PrimaryViewController#1 init(coder:)
  SecondaryViewController#1 init(coder:)
  SecondaryViewController#1 awakeFromNib()
  PrimaryViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SecondaryViewController#1 loadView() [uncertain]
  SecondaryViewController#1 viewDidLoad() [uncertain]
  PrimaryViewController#1 loadView() [uncertain]
  PrimaryViewController#1 viewDidLoad() [uncertain]
  SecondaryViewController#1 viewWillAppear(animated: false) [uncertain]
  PrimaryViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  PrimaryViewController#1 viewDidAppear(animated: false)
  SecondaryViewController#1 viewDidAppear(animated: false)
> tree
  Split (com.example.Split), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UISplitViewController#1 [appeared, view loaded]
           ├─ primary: UINavigationController#1 [appeared, view loaded]
           │  └─ [0]: PrimaryViewController#1 [appeared, view loaded]
           └─ secondary: UINavigationController#2 [appeared, view loaded]
              └─ [0]: SecondaryViewController#1 [appeared, view loaded]
