# Swiping away an app that was active (iPhone): the sequence matt logged (anchor §4, S17),
# every line uncertain. No view controller hears anything, no deinit runs; the next launch
# hears of the discarded session right after didFinishLaunching (A5).
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
> push B
  note: B is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  B#1 init(nibName:bundle:)
  B#1 loadView()
  B#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
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
