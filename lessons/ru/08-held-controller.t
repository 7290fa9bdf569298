# Урок 8. deinit и контроллер, который держит кто-то ещё
#: lang ru
#
# Обратите внимание: снятый со стека контроллер уничтожается сразу, если его держал только
# стек. Если на него есть сильная ссылка где-то ещё (хранимое свойство, замыкание), он
# уходит с экрана, но остаётся жив: deinit приходит, только когда уходит последняя ссылка.
# Команда objects показывает, кто кого держит.
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
> push A
  note: A is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  A#1 init(nibName:bundle:)
  A#1 loadView()
  A#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)
> hold keep
  note: keep holds A#1 strongly: popped or dismissed, it stays alive (no deinit) until `release keep`
> pop
  A#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  A#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
> objects
  UINavigationController#1  held by the window of scene 1
  TaskListController#1      held by UINavigationController#1.viewControllers
  A#1                       held by hold keep
> release keep
  A#1 deinit
