# Lesson 5: Background, foreground, the app switcher and an incoming call
#
# Notice: Home takes the scene through inactive to background; coming back goes through
# foreground to active. The switcher and a call only make the scene inactive: the app is
# still on screen. View controllers hear nothing of any of this: their views do not disappear.
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
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
> switcher
  SceneDelegate#1 sceneWillResignActive(_:)
> open
  SceneDelegate#1 sceneDidBecomeActive(_:)
> interrupt
  SceneDelegate#1 sceneWillResignActive(_:)
> resume
  SceneDelegate#1 sceneDidBecomeActive(_:)
