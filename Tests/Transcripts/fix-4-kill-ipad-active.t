# iPad: swiping away an app whose scene is foreground active. The switcher opens first, so the
# scene resigns active (S1); it leaves the foreground and disconnects (S17's iPad log starts at
# the disconnect: uncertain), as `scene close` plays it. A background scene only disconnects.
> device ipad
  iPad, portrait (width regular, height regular)
> trace none
> launch target
> trace default
> kill
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]
  AppDelegate application(_:didDiscardSceneSessions:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> trace none
> launch target
> home
> trace default
> kill
  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]
  AppDelegate application(_:didDiscardSceneSessions:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> explain kill-ipad-active
  Swiping an app away on iPad: the switcher opens first, so an active scene resigns active (S1:
  the switcher makes a scene inactive, as `switcher` plays it). scenelab then plays the sequence
  S17 logged for iPad: sceneDidDisconnect, didDiscardSceneSessions, applicationWillTerminate.
  S17's log starts at the disconnect, so whether the scene enters the background first is not
  logged; scenelab plays sceneDidEnterBackground, as `scene close` does, so the scene never jumps
  from active to disconnected, and marks it uncertain. A scene in the background only disconnects.
