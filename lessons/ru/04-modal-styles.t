# Урок 4. Модальный показ и что изменилось в iOS 13
#: lang ru
#
# Обратите внимание: при полноэкранном показе показывающий контроллер исчезает; стиль по
# умолчанию с iOS 13, page sheet, оставляет его на экране, поэтому он не получает ни
# viewWillDisappear, ни viewWillAppear, когда лист уходит. В iOS 12 по умолчанию был
# полноэкранный показ.
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
> present M --style full-screen
  note: M is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  M#1 init(nibName:bundle:)
  M#1 loadView()
  M#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  M#1 viewWillAppear(animated: true)
  M#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
> dismiss
  M#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  M#1 viewDidDisappear(animated: true)
  M#1 deinit
> present S
  note: S is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  S#1 init(nibName:bundle:)
  note: modalPresentationStyle .automatic behaves as .pageSheet on iPhone
  S#1 loadView()
  S#1 viewDidLoad()
  S#1 viewWillAppear(animated: true)
  S#1 viewDidAppear(animated: true)
> dismiss
  S#1 viewWillDisappear(animated: true)
  S#1 viewDidDisappear(animated: true)
  S#1 deinit
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> ios 12
  apps run on iOS 12, app-delegate lifecycle, no scenes
> launch
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false) [uncertain]
> present S
  note: S is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  S#1 init(nibName:bundle:)
  note: before iOS 13 the default style is .fullScreen: the presenter leaves the window
  S#1 loadView()
  S#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  S#1 viewWillAppear(animated: true)
  S#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
> dismiss
  S#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  S#1 viewDidDisappear(animated: true)
  S#1 deinit
