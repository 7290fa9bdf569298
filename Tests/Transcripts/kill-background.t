# A backgrounded app the system has not suspended yet is still running code: Apple says
# applicationWillTerminate may then be called (A4), and the scene already left the foreground.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> trace none
> launch
> trace default
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
> kill
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
