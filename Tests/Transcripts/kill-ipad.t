# On iPad scenelab plays the other sequence S17 logged: each scene disconnects, the
# sessions are discarded at once, then applicationWillTerminate. All uncertain. Before it the
# switcher made the active scene resign active, and the scene leaves the foreground (issue 29,
# item 4; `explain kill-ipad-active`). The app was told, so the next launch is not.
> device ipad
  iPad, portrait (width regular, height regular)
> trace none
> launch
> trace default
> kill
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]
  AppDelegate application(_:didDiscardSceneSessions:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> trace none
> trace app on
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
