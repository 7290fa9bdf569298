# `trace book` shows what the books' own print statements show: the app and scene delegates
# and the view lifecycle (loadView, viewDidLoad, the four appear/disappear calls); no init,
# awakeFromNib or deinit, no layout, no containment.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> trace book
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)
> push DetailController
  note: DetailController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  DetailController#1 loadView()
  DetailController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  DetailController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  DetailController#1 viewDidAppear(animated: true)
> pop
  DetailController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  DetailController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
