# Урок 8. deinit и контроллер, который держит кто-то ещё
#: lang ru
#
# Обратите внимание: снятый со стека контроллер уничтожается сразу, если его держал только
# стек. Если на него есть сильная ссылка где-то ещё (хранимое свойство, замыкание), он
# уходит с экрана, но остаётся жив: deinit приходит, только когда уходит последняя ссылка.
# Команда objects показывает, кто кого держит.

# To-Do Manager работает. Строки [uncertain]: источники не определяют их порядок однозначно.
#: not quizzed
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

# Подготовка: push A; пока его держит только стек навигационного контроллера.
#: not quizzed
> push A
  note: A — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  A#1 init(nibName:bundle:)
  A#1 loadView()
  A#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)

# Вторая сильная ссылка на A, как от хранимого свойства: так выбор темы в CS193p держал
# последнюю игру (lastSeguedToConcentrationViewController — так видно из кода курса и лога
# лекции о втором segue: источники: D7).
> hold keep
  note: keep держит A#1 сильной ссылкой: снятый со стека или закрытый, он остаётся жив (без deinit) до `release keep`

# A уходит с обычными вызовами pop, но deinit не следует. viewWillDisappear не означает, что
# контроллер уничтожается (источники: S4, B1).
> pop
  A#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  A#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)

# Кто кого держит: стек отпустил A; теперь A#1 жив только благодаря `hold keep`.
> objects
  UINavigationController#1  удерживают: окно сцены 1
  TaskListController#1      удерживают: UINavigationController#1.viewControllers
  A#1                       удерживают: hold keep

# Последняя сильная ссылка ушла — deinit сразу. Замыкание, сильно захватившее self, не
# отпустило бы никогда: цикл сильных ссылок, и deinit не будет вовсе (источники: B1).
> release keep
  A#1 deinit
