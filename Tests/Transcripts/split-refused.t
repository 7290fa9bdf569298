# Where show-primary and hide-primary have nothing to do.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> show-primary
error: no app is running; type `launch` first
> trace none
> launch
> trace default
> show-primary
error: show-primary ignored: To-Do Manager has no split view (no UISplitViewController on screen); `launch split` starts one
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> trace none
> launch split
> trace default
> hide-primary
error: hide-primary ignored: the split view is collapsed on the iPhone (compact width): the secondary is on the primary's navigation stack; `pop` or `push` instead
> show-primary
error: show-primary ignored: the split view is collapsed on the iPhone (compact width): the secondary is on the primary's navigation stack; `pop` or `push` instead
> show-primary
error: show-primary ignored: the split view is collapsed on the iPhone (compact width): the secondary is on the primary's navigation stack; `pop` or `push` instead
> rotate landscape
  note: the iPhone turns to landscape: (852.0, 393.0), width compact, height compact (a size class changed)
> hide-primary
error: hide-primary ignored: the split view is collapsed on the iPhone (compact width): the secondary is on the primary's navigation stack; `pop` or `push` instead
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> device ipad
  iPad, landscape (width regular, height regular)
> trace none
> launch split
> trace default
> hide-primary
error: hide-primary ignored: in landscape the iPad shows both columns side by side; `rotate portrait` first
> rotate portrait
  note: the iPad turns to portrait: (834.0, 1194.0), width regular, height regular (the size classes stay)
  PrimaryViewController#1 viewWillDisappear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidDisappear(animated: false) [uncertain]
> hide-primary
error: hide-primary ignored: the primary column UINavigationController#1 is already hidden
