# .overCurrentContext: the controller that defines the context presents, but its views stay
# beneath (Apple's docs), so only the presented controller gets calls, on present and dismiss
# (research §4). The flag is the controller's own: `defines-context off` sends the next
# presentation back to the window's root.
> trace none
> launch tabs
> trace default
> defines-context on
  note: FirstViewController#1.definesPresentationContext = true: a .currentContext or .overCurrentContext presentation from it or its children covers it
> present OverlayController --style over-current-context
  note: OverlayController is not a screen of Tabs: simulating it as a plain UIViewController subclass
  OverlayController#1 init(nibName:bundle:)
  note: FirstViewController#1 defines the presentation context: UIKit asks it to present
  OverlayController#1 loadView()
  OverlayController#1 viewDidLoad()
  OverlayController#1 viewWillAppear(animated: true)
  OverlayController#1 viewDidAppear(animated: true)
> tree
  Tabs (com.example.Tabs), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UITabBarController#1 [appeared, view loaded]
           ├─ tab 1 (selected): UINavigationController#1 [appeared, view loaded]
           │  └─ [0]: FirstViewController#1 [appeared, view loaded]
           │     └─ presented .overCurrentContext: OverlayController#1 [appeared, view loaded]
           └─ tab 2: SecondViewController#1 [disappeared, view not loaded]
> dismiss
  OverlayController#1 viewWillDisappear(animated: true)
  OverlayController#1 viewDidDisappear(animated: true)
  OverlayController#1 deinit
> defines-context off
  note: FirstViewController#1.definesPresentationContext = false: context presentations look further up for a controller that defines one
> present OverlayController --style over-current-context
  OverlayController#2 init(nibName:bundle:)
  note: no controller defines a presentation context: the window's root UITabBarController#1 presents
  OverlayController#2 loadView()
  OverlayController#2 viewDidLoad()
  OverlayController#2 viewWillAppear(animated: true)
  OverlayController#2 viewDidAppear(animated: true)
> tree
  Tabs (com.example.Tabs), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UITabBarController#1 [appeared, view loaded]
           ├─ tab 1 (selected): UINavigationController#1 [appeared, view loaded]
           │  └─ [0]: FirstViewController#1 [appeared, view loaded]
           ├─ tab 2: SecondViewController#1 [disappeared, view not loaded]
           └─ presented .overCurrentContext: OverlayController#2 [appeared, view loaded]
> dismiss
  OverlayController#2 viewWillDisappear(animated: true)
  OverlayController#2 viewDidDisappear(animated: true)
  OverlayController#2 deinit
