# A memory warning reaches the app delegate, then every live controller, on screen or not:
# the root under a pushed screen and the presenter under a full-screen modal too.
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
> push TaskEditController
  TaskEditController#1 init(nibName:bundle:)
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
> present AboutController --style full-screen
  note: AboutController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  AboutController#1 init(nibName:bundle:)
  AboutController#1 loadView()
  AboutController#1 viewDidLoad()
  TaskEditController#1 viewWillDisappear(animated: true)
  AboutController#1 viewWillAppear(animated: true)
  AboutController#1 viewDidAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
> memory-warning
  AppDelegate applicationDidReceiveMemoryWarning(_:)
  TaskListController#1 didReceiveMemoryWarning() [uncertain]
  TaskEditController#1 didReceiveMemoryWarning() [uncertain]
  AboutController#1 didReceiveMemoryWarning() [uncertain]
> trace containment on
> memory-warning
  AppDelegate applicationDidReceiveMemoryWarning(_:)
  UINavigationController#1 didReceiveMemoryWarning() [uncertain]
  TaskListController#1 didReceiveMemoryWarning() [uncertain]
  TaskEditController#1 didReceiveMemoryWarning() [uncertain]
  AboutController#1 didReceiveMemoryWarning() [uncertain]
