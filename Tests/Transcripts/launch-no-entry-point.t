# Usov ch. 5's exercise: "Is Initial View Controller" unticked. The app and the scene run their
# callbacks and the scene still reaches foreground active, but no view controller is made: no
# controller callbacks, a black screen, and UIKit's console error, its wording roughly: no source
# gives it, so that note is uncertain.
> launch target --window no-entry-point
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  note: UIKit logs roughly: Failed to instantiate the default view controller for UIMainStoryboardFile 'Main' - perhaps the designated entry point is not set? [uncertain] The window stays black.
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
> screen
error: black screen: the window has no rootViewController (the storyboard has no entry point); nothing to show or tap
> tap Check
error: black screen: the window has no rootViewController (the storyboard has no entry point); nothing to show or tap
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
# The book's console (§1.1 of the notes, S12): the app and scene prints only.
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> trace style usov
> launch target --window no-entry-point
applicationDidFinishLaunching
note: UIKit logs roughly: Failed to instantiate the default view controller for UIMainStoryboardFile 'Main' - perhaps the designated entry point is not set? [uncertain] The window stays black.
willConnectTo
sceneWillEnterForeground
sceneDidBecomeActive
