# iPad portrait: the hidden primary slides in (`show-primary`) or comes back on rotation to
# landscape. On iOS 13+ its appearance includes viewIsAppearing (A1: once per appearance); the
# lecture's logs (D2, D3) predate the method, so its place is uncertain. On `--ios 12` it is absent.
> device ipad
  iPad, portrait (width regular, height regular)
> trace none
> launch split
> trace default
> trace appearing on
> show-primary
  PrimaryViewController#1 viewWillAppear(animated: false) [uncertain]
  UINavigationController#1 viewIsAppearing(animated: false) [uncertain]
  PrimaryViewController#1 viewIsAppearing(animated: false) [uncertain]
  PrimaryViewController#1 viewDidAppear(animated: false) [uncertain]
> hide-primary
  PrimaryViewController#1 viewWillDisappear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidDisappear(animated: false) [uncertain]
> rotate landscape
  note: the iPad turns to landscape: (1194.0, 834.0), width regular, height regular (the size classes stay)
  PrimaryViewController#1 viewWillAppear(animated: false) [uncertain]
  UINavigationController#1 viewIsAppearing(animated: false) [uncertain]
  PrimaryViewController#1 viewIsAppearing(animated: false) [uncertain]
  PrimaryViewController#1 viewDidAppear(animated: false) [uncertain]
> kill
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]
  AppDelegate application(_:didDiscardSceneSessions:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> ios 12
  apps run on iOS 12, app-delegate lifecycle, no scenes
> trace none
> launch split
> rotate portrait
  note: the iPad turns to portrait: (834.0, 1194.0), width regular, height regular (the size classes stay)
> trace default
> trace appearing on
> show-primary
  PrimaryViewController#1 viewWillAppear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidAppear(animated: false) [uncertain]
> explain split-primary-appearing
  An iPad split view's hidden primary appears when it slides in (`show-primary`) or when the iPad
  turns to landscape. On iOS 13 and later every appearance has viewIsAppearing between
  viewWillAppear and viewDidAppear (A1), so scenelab plays it there. The lecture's logs (D2, D3)
  were taken before the method existed, so its place against the column's layout is not logged:
  uncertain. Play `ios 12` to compare with the lecture as it was filmed.
