# Taps a tab bar cannot take: one line each, and nothing changes.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> tab 1
error: no app is running; type `launch` first
> trace none
> launch
> trace default
> tab 1
error: tab ignored: To-Do Manager has no tab bar (no UITabBarController on screen); `launch tabs` starts an app that has one
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> trace none
> launch tabs
> trace default
> tab 3
error: tab 3: no such tab; UITabBarController#1 has tabs 1...2 (1 UINavigationController#1, 2 SecondViewController#1)
> tab 0
error: column 5: '0' is not a tab number N (they count from 1)
> tab two
error: column 5: 'two' is not a tab number N (they count from 1)
> tab
error: column 4: tab needs a tab number N; usage: tab N
> present SheetController
  note: SheetController is not a screen of Tabs: simulating it as a plain UIViewController subclass
  SheetController#1 init(nibName:bundle:)
  note: modalPresentationStyle .automatic behaves as .pageSheet on iPhone
  SheetController#1 loadView()
  SheetController#1 viewDidLoad()
  SheetController#1 viewWillAppear(animated: true)
  SheetController#1 viewDidAppear(animated: true)
> tab 2
error: tab ignored: SheetController#1 is presented over the tab bar; `dismiss` it first
> dismiss
  SheetController#1 viewWillDisappear(animated: true)
  SheetController#1 viewDidDisappear(animated: true)
  SheetController#1 deinit
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
> tab 2
error: tab ignored: scene 1 is in the background; `open` or `launch` the app first (UIKit delivers touches only to a foreground-active scene)
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
> tab 2
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  SecondViewController#1 viewWillAppear(animated: false)
  FirstViewController#1 viewWillDisappear(animated: false)
  FirstViewController#1 viewDidDisappear(animated: false)
  SecondViewController#1 viewDidAppear(animated: false)
