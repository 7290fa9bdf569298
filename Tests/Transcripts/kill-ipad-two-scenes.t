# iPad, two windows of the app, both foreground active, swiped away: the switcher opens
# first, so both scenes resign active (S1) before either leaves the foreground; then each
# disconnects and the sessions are discarded (S17's iPad log), and the app will terminate.
# `switcher; kill` plays the same calls in two steps. Lines marked [uncertain]: the logs
# disagree on a swipe-away (`explain kill`).
> device ipad
  iPad, portrait (width regular, height regular)
> trace none
> launch target
> scene new
  note: scene 2 is connected and focused: commands address it (`scene focus N` to change)
> trace default
> kill
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#2 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]
  SceneDelegate#2 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#2 sceneDidDisconnect(_:) [uncertain]
  AppDelegate application(_:didDiscardSceneSessions:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> trace none
> launch target
> scene new
  note: scene 2 is connected and focused: commands address it (`scene focus N` to change)
> trace default
> switcher
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#2 sceneWillResignActive(_:)
> kill
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]
  SceneDelegate#2 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#2 sceneDidDisconnect(_:) [uncertain]
  AppDelegate application(_:didDiscardSceneSessions:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
