# Swiping away an app that was active (iPhone): the sequence matt logged (anchor §4, S17),
# every line uncertain. No view controller hears anything, no deinit runs; the next launch
# hears of the discarded session right after didFinishLaunching (A5).
> trace none
> launch
> push B
  note: B is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
> trace default
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> trace none
> trace app on
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
