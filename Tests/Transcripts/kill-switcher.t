# Swiping the app away from the switcher: it is already inactive, so the sequence starts
# at sceneDidEnterBackground (S17); still uncertain.
> trace none
> launch
> trace default
> switcher
  SceneDelegate#1 sceneWillResignActive(_:)
> kill
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
