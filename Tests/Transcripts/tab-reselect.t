# Tapping the selected tab: the delegate still hears of the tap (didSelect fires on a re-tap), and
# a navigation controller tab pops back to its root, animated: didSelect comes before the pop's
# did-calls and deinit, which wait for the animation. At the root nothing appears or disappears.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> trace none
> launch tabs
> push DetailController
  note: DetailController is not a screen of Tabs: simulating it as a plain UIViewController subclass
> trace default
> trace delegate on
> tab 1
  note: tab 1 is already selected: a tap on it pops UINavigationController#1 to its root, animated (`explain tab-reselect-pop`)
  UITabBarController#1.delegate tabBarController(_:shouldSelect: UINavigationController#1)
  DetailController#1 viewWillDisappear(animated: true)
  FirstViewController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: FirstViewController#1, animated: true) [uncertain]
  UITabBarController#1.delegate tabBarController(_:didSelect: UINavigationController#1) [uncertain]
  DetailController#1 viewDidDisappear(animated: true)
  FirstViewController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: FirstViewController#1, animated: true) [uncertain]
  DetailController#1 deinit
> tree
  Tabs (com.example.Tabs), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UITabBarController#1 [appeared, view loaded]
           ├─ tab 1 (selected): UINavigationController#1 [appeared, view loaded]
           │  └─ [0]: FirstViewController#1 [appeared, view loaded]
           └─ tab 2: SecondViewController#1 [disappeared, view not loaded]
# At the root already: only the delegate's calls.
> tab 1
  note: tab 1 is already selected: nothing appears or disappears
  UITabBarController#1.delegate tabBarController(_:shouldSelect: UINavigationController#1)
  UITabBarController#1.delegate tabBarController(_:didSelect: UINavigationController#1) [uncertain]
