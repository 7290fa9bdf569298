# Back to a tab already visited: no second loadView/viewDidLoad, the same order as the first
# visit (new tab's will-appear first), and nobody is deallocated (anchor §1j: tabs are retained).
> trace none
> launch tabs
> tab 2
> trace default
> tab 1
  FirstViewController#1 viewWillAppear(animated: false)
  SecondViewController#1 viewWillDisappear(animated: false)
  SecondViewController#1 viewDidDisappear(animated: false)
  FirstViewController#1 viewDidAppear(animated: false)
> tab 2
  SecondViewController#1 viewWillAppear(animated: false)
  FirstViewController#1 viewWillDisappear(animated: false)
  FirstViewController#1 viewDidDisappear(animated: false)
  SecondViewController#1 viewDidAppear(animated: false)
> tree
  Tabs (com.example.Tabs), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UITabBarController#1 [appeared, view loaded]
           ├─ tab 1: UINavigationController#1 [disappeared, view loaded]
           │  └─ [0]: FirstViewController#1 [disappeared, view loaded]
           └─ tab 2 (selected): SecondViewController#1 [appeared, view loaded]
