# .currentContext: UIKit walks up from the presenting controller to the first one whose
# definesPresentationContext is true, which presents and whose views leave the window (Apple's
# docs), so it and its children on screen get the disappear calls; controllers above it (the
# tab bar, the navigation controller) hear nothing. When nobody defines a context the window's
# root presents and is covered whole, as by a full-screen presentation. `tree` shows who presents
# whom. A tab tap under a context presentation is refused: no source shows its calls.
# Lines marked [uncertain]: the covered controller's calls take the full-screen order, which no
# log shows for this style (research §4).
> trace none
> launch tabs
> trace default
> present CoverController --style current-context
  note: CoverController is not a screen of Tabs: simulating it as a plain UIViewController subclass
  CoverController#1 init(nibName:bundle:)
  note: no controller defines a presentation context: the window's root UITabBarController#1 presents
  CoverController#1 loadView()
  CoverController#1 viewDidLoad()
  FirstViewController#1 viewWillDisappear(animated: true) [uncertain]
  CoverController#1 viewWillAppear(animated: true)
  CoverController#1 viewDidAppear(animated: true)
  FirstViewController#1 viewDidDisappear(animated: true) [uncertain]
> tree
  Tabs (com.example.Tabs), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UITabBarController#1 [disappeared, view loaded]
           ├─ tab 1 (selected): UINavigationController#1 [disappeared, view loaded]
           │  └─ [0]: FirstViewController#1 [disappeared, view loaded]
           ├─ tab 2: SecondViewController#1 [disappeared, view not loaded]
           └─ presented .currentContext: CoverController#1 [appeared, view loaded]
> dismiss
  CoverController#1 viewWillDisappear(animated: true)
  FirstViewController#1 viewWillAppear(animated: true) [uncertain]
  FirstViewController#1 viewDidAppear(animated: true) [uncertain]
  CoverController#1 viewDidDisappear(animated: true)
  CoverController#1 deinit
> defines-context on
  note: FirstViewController#1.definesPresentationContext = true: a .currentContext or .overCurrentContext presentation from it or its children covers it
> present CoverController --style current-context
  CoverController#2 init(nibName:bundle:)
  note: FirstViewController#1 defines the presentation context: UIKit asks it to present
  CoverController#2 loadView()
  CoverController#2 viewDidLoad()
  FirstViewController#1 viewWillDisappear(animated: true) [uncertain]
  CoverController#2 viewWillAppear(animated: true)
  CoverController#2 viewDidAppear(animated: true)
  FirstViewController#1 viewDidDisappear(animated: true) [uncertain]
> tree
  Tabs (com.example.Tabs), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UITabBarController#1 [appeared, view loaded]
           ├─ tab 1 (selected): UINavigationController#1 [appeared, view loaded]
           │  └─ [0]: FirstViewController#1 [disappeared, view loaded]
           │     └─ presented .currentContext: CoverController#2 [appeared, view loaded]
           └─ tab 2: SecondViewController#1 [disappeared, view not loaded]
> tab 2
error: tab ignored: CoverController#2 covers the presentation context of FirstViewController#1, and no source shows the calls a tab switch makes under it; `dismiss` it first
> dismiss
  CoverController#2 viewWillDisappear(animated: true)
  FirstViewController#1 viewWillAppear(animated: true) [uncertain]
  FirstViewController#1 viewDidAppear(animated: true) [uncertain]
  CoverController#2 viewDidDisappear(animated: true)
  CoverController#2 deinit
> tree
  Tabs (com.example.Tabs), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UITabBarController#1 [appeared, view loaded]
           ├─ tab 1 (selected): UINavigationController#1 [appeared, view loaded]
           │  └─ [0]: FirstViewController#1 [appeared, view loaded]
           └─ tab 2: SecondViewController#1 [disappeared, view not loaded]
