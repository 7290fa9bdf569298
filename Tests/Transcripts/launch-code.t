# Cold launch with the window built in scene(_:willConnectTo:options:), which calls
# makeKeyAndVisible(): the root loads and gets viewWillAppear inside willConnectTo, before
# sceneWillEnterForeground; viewDidAppear still comes after sceneDidBecomeActive.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> launch --window code
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)
