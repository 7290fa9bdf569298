# Урок 7. Предупреждение о нехватке памяти
#: lang ru
#
# Обратите внимание: первым его получает делегат приложения, затем каждый живой контроллер,
# на экране он или нет. С iOS 6 представление контроллера больше не выгружается: после
# предупреждения ничего не загружается заново.

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

# Подготовка: push A, чтобы один контроллер лежал в стеке вне экрана.
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

# Подготовка: push B сверху; теперь и TaskListController, и A вне экрана.
#: not quizzed
> push B
  note: B — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  B#1 init(nibName:bundle:)
  B#1 loadView()
  B#1 viewDidLoad()
  A#1 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  A#1 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)

# Сначала делегат приложения, затем didReceiveMemoryWarning у каждого живого контроллера,
# включая два невидимых (источники: A11, S19). Их порядок [uncertain]. Лекция CS193p:
# отпустите большое, что можно создать заново; часто освобождать почти нечего (источники:
# B2).
> memory-warning
  AppDelegate applicationDidReceiveMemoryWarning(_:)
  TaskListController#1 didReceiveMemoryWarning() [uncertain]
  A#1 didReceiveMemoryWarning() [uncertain]
  B#1 didReceiveMemoryWarning() [uncertain]

# A возвращается без loadView и viewDidLoad: с iOS 6 предупреждение не выгружает
# представления, и viewDidUnload больше нет (источники: A11). B уничтожается, как после
# любого pop.
> pop
  B#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  B#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)
  B#1 deinit
