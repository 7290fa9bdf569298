# iPhone `kill` where the book and the logs part: Usov's chapter 5 says sceneDidDisconnect is
# always called when the app is swiped away, and that its line may be missing from the
# console; the logs of an iPhone swipe-kill (S17, S18) show none, S1 and S16 show one.
# scenelab plays S17 and says so after `kill`; `book as-written` plays the book's claim, marked
# uncertain (`explain kill`). On iPad the disconnect is played either way.
> launch target
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ViewController#1 init(coder:)
  ViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ViewController#1 loadView() [uncertain]
  ViewController#1 viewDidLoad() [uncertain]
  ViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false)
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book as-written
  apps run the books' code as printed, bugs included (book as-written)
> launch target
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ViewController#1 init(coder:)
  ViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ViewController#1 loadView() [uncertain]
  ViewController#1 viewDidLoad() [uncertain]
  ViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false)
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)
> explain sceneDidDisconnect
  The scene left memory: the user closed it in the switcher (its session is discarded too), or UIKit
  reclaimed a background scene (the session stays, and willConnectTo comes again). Not on an app switch.
  On an iPhone swipe-away the book says it is always called (its line may be missing from the console); the
  logs S17 and S18 show none, S1 and S16 one: scenelab plays none, `book as-written` plays it (uncertain; `explain kill`).
