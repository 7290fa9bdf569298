# A refused command's error starts with the command's word: a scene in the background and
# a suspended app name what they refuse (interactive-refused.t has a swipe in flight).
# Lines marked [uncertain]: the sources do not settle their order.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
> tap +
error: tap ignored: scene 1 is in the background; `open` or `launch` the app first (UIKit delivers touches only to a foreground-active scene)
> task add Buy milk
error: task ignored: scene 1 is in the background; `open` or `launch` the app first (UIKit delivers touches only to a foreground-active scene)
> suspend
  note: the system suspended the app: no callback tells it
> push DetailController
error: push ignored: the app is suspended and runs no code; `open` or `launch` it first
> memory-warning
error: memory-warning ignored: the app is suspended and runs no code; `open` or `launch` it first
