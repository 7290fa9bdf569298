# Tab switch from tab 1 to tab 2, first visit (anchor §1k): the delegate's shouldSelect, the new
# tab loads, its viewWillAppear comes BEFORE the old tab's viewWillDisappear (the opposite of a
# push), the old tab's viewDidDisappear, the new tab's viewDidAppear, then didSelect (its place
# against viewDidAppear is uncertain). A tab switch is not animated.
> trace none
> launch tabs
> trace default
> trace delegate on
> tab 2
  UITabBarController#1.delegate tabBarController(_:shouldSelect: SecondViewController#1)
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  SecondViewController#1 viewWillAppear(animated: false)
  FirstViewController#1 viewWillDisappear(animated: false)
  FirstViewController#1 viewDidDisappear(animated: false)
  SecondViewController#1 viewDidAppear(animated: false)
  UITabBarController#1.delegate tabBarController(_:didSelect: SecondViewController#1) [uncertain]
# The old tab is retained by the tab bar controller: loaded, disappeared, no deinit.
> tree
  Tabs (com.example.Tabs), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UITabBarController#1 [appeared, view loaded]
           ├─ tab 1: UINavigationController#1 [disappeared, view loaded]
           │  └─ [0]: FirstViewController#1 [disappeared, view loaded]
           └─ tab 2 (selected): SecondViewController#1 [appeared, view loaded]
> objects
  UITabBarController#1      held by the window of scene 1
  UINavigationController#1  held by UITabBarController#1.viewControllers
  FirstViewController#1     held by UINavigationController#1.viewControllers
  SecondViewController#1    held by UITabBarController#1.viewControllers
