# What the scene commands refuse, one line each, and nothing changes.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> scene new
error: no app is running; type `launch` first
> trace none
> launch
> trace default
> scene new
error: scene new ignored: an iPhone shows one scene at a time (UIApplication.supportsMultipleScenes is false there); try `device ipad` with no app running
> scene close 1
error: scene close ignored: scene 1 is the app's only connected scene; closing it is swiping the app away: type `kill`
> scene reclaim 1
error: scene reclaim ignored: UIKit reclaims only a scene in the background, and scene 1 is foregroundActive; `home` first
> scene focus 1
error: scene focus ignored: scene 1 is already focused
> scene focus 2
error: scene focus: no scene 2; the app's scenes are 1 (`scene list`)
> scene bogus
error: column 7: unknown scene verb 'bogus' (verbs: new, list, focus, close, reclaim)
> scene
error: column 6: scene needs new, list, focus N, close N or reclaim N; usage: scene new|list|focus N|close N|reclaim N
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> device ipad
  iPad, portrait (width regular, height regular)
> trace none
> launch
> scene new
  note: scene 2 is connected and focused: commands address it (`scene focus N` to change)
> trace default
> scene reclaim 2
error: scene reclaim ignored: UIKit reclaims only a scene in the background, and scene 2 is foregroundActive; `home` first
> switcher
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#2 sceneWillResignActive(_:)
> scene reclaim 2
error: scene reclaim ignored: UIKit reclaims only a scene in the background, and scene 2 is foregroundInactive; `home` first
> open
  SceneDelegate#1 sceneDidBecomeActive(_:)
  SceneDelegate#2 sceneDidBecomeActive(_:)
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
  SceneDelegate#2 sceneWillResignActive(_:)
  SceneDelegate#2 sceneDidEnterBackground(_:)
> scene reclaim 2
  SceneDelegate#2 sceneDidDisconnect(_:)
  TaskListController#2 viewWillDisappear(animated: false) [uncertain]
  TaskListController#2 viewDidDisappear(animated: false) [uncertain]
  TaskListController#2 deinit [uncertain]
  note: scene 2 is disconnected; its session stays, and `open` connects it again from scratch
  note: commands now address scene 1
> scene reclaim 2
error: scene reclaim ignored: scene 2 is already disconnected
> scene focus 2
error: scene focus ignored: scene 2 was disconnected to free memory; `open` reconnects it
