# Without scenes the app delegate hears every change of state: Home, the switcher, a call.
# Controllers still hear nothing (anchor §1f).
> ios 12
  apps run on iOS 12, app-delegate lifecycle, no scenes
> trace none
> launch
> trace default
> home
  AppDelegate applicationWillResignActive(_:)
  AppDelegate applicationDidEnterBackground(_:)
> open
  AppDelegate applicationWillEnterForeground(_:)
  AppDelegate applicationDidBecomeActive(_:)
> switcher
  AppDelegate applicationWillResignActive(_:)
> open
  AppDelegate applicationDidBecomeActive(_:)
> interrupt
  AppDelegate applicationWillResignActive(_:)
> resume
  AppDelegate applicationDidBecomeActive(_:)
> memory-warning
  AppDelegate applicationDidReceiveMemoryWarning(_:)
  TaskListController#1 didReceiveMemoryWarning()
