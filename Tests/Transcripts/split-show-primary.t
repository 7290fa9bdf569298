# The CS193p iPad log D3: sliding the hidden primary in gives it a layout pass, its
# viewWillAppear and viewDidAppear (animated false), and another layout pass; the secondary
# hears nothing. Sliding it out is not logged: scenelab mirrors it, uncertain.
> device ipad
  iPad, portrait (width regular, height regular)
> trace none
> launch split
> trace default
> trace layout on
> show-primary
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  PrimaryViewController#1 viewWillLayoutSubviews() [uncertain]
  PrimaryViewController#1 viewDidLayoutSubviews() [uncertain]
  PrimaryViewController#1 viewWillAppear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidAppear(animated: false) [uncertain]
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  PrimaryViewController#1 viewWillLayoutSubviews() [uncertain]
  PrimaryViewController#1 viewDidLayoutSubviews() [uncertain]
> tree
  Split (com.example.Split), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UISplitViewController#1 [appeared, view loaded]
           ├─ primary: UINavigationController#1 [appeared, view loaded]
           │  └─ [0]: PrimaryViewController#1 [appeared, view loaded]
           └─ secondary: UINavigationController#2 [appeared, view loaded]
              └─ [0]: SecondaryViewController#1 [appeared, view loaded]
> hide-primary
  PrimaryViewController#1 viewWillDisappear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidDisappear(animated: false) [uncertain]
