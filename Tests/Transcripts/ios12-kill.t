# Swiping away an app without scenes: the app delegate's counterpart of matt's sequence
# (S17), uncertain; a suspended app hears nothing (A4).
> ios 12
  apps run on iOS 12, app-delegate lifecycle, no scenes
> trace none
> launch
> trace default
> kill
  AppDelegate applicationWillResignActive(_:) [uncertain]
  AppDelegate applicationDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> trace none
> launch
> trace default
> home
  AppDelegate applicationWillResignActive(_:)
  AppDelegate applicationDidEnterBackground(_:)
> suspend
  note: the system suspended the app: no callback tells it
> kill
  note: the app was suspended: it is killed without any callback, and whatever was not saved is gone
