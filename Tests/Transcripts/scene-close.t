# Closing a window from the switcher (A3, A5): the scene leaves the foreground, disconnects,
# and the running app hears at once that its session is discarded. Its views leave the window
# (one iOS 13 log, S1) and its controllers are freed. The focus moves to the scene left.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> device ipad
  iPad, portrait (width regular, height regular)
> trace none
> launch
> scene new
  note: scene 2 is connected and focused: commands address it (`scene focus N` to change)
> trace default
> push B
  note: B is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  B#1 init(nibName:bundle:)
  B#1 loadView()
  B#1 viewDidLoad()
  TaskListController#2 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  TaskListController#2 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)
> scene close 2
  SceneDelegate#2 sceneWillResignActive(_:)
  SceneDelegate#2 sceneDidEnterBackground(_:)
  SceneDelegate#2 sceneDidDisconnect(_:)
  AppDelegate application(_:didDiscardSceneSessions:)
  B#1 viewWillDisappear(animated: false) [uncertain]
  B#1 viewDidDisappear(animated: false) [uncertain]
  TaskListController#2 deinit [uncertain]
  B#1 deinit [uncertain]
  note: commands now address scene 1
> scene list
  scene 1: foregroundActive, SceneDelegate#1, root UINavigationController#1 (focused)
> scene close 1
error: scene close ignored: scene 1 is the app's only connected scene; closing it is swiping the app away: type `kill`
