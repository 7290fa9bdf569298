# Урок 3. Push, pop и pop to root в навигационном контроллере
#: lang ru
#
# Обратите внимание на чередование при push: новый контроллер загружается, затем
# viewWillDisappear старого идёт раньше viewWillAppear нового, а did-вызовы следуют в том же
# порядке после анимации. Снятый со стека контроллер уничтожается (deinit), если его больше
# никто не держит. Книга (Усов, глава 3) по шагам описывает этот порядок для перехода
# «О программе».

# To-Do Manager запускается внутри UINavigationController, корень стека —
# TaskListController. Это подготовка к переходам: корень появляется с animated: false.
# Строки [uncertain]: источники не определяют их порядок однозначно.
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

# A создаётся в коде (init(nibName:bundle:)) и загружается первым; затем viewWillDisappear
# списка, viewWillAppear у A и два did-вызова в том же порядке. Усов в главе 3 перечисляет
# эти шесть шагов для push (источники: B1); лог programmerteach.com тот же (источники: S27).
> push A
  note: A — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  A#1 init(nibName:bundle:)
  A#1 loadView()
  A#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)

# Уровнем глубже — тот же рисунок: A исчезает, B появляется. A не освобождается: его
# по-прежнему держит стек (источники: S4).
> push B
  note: B — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  B#1 init(nibName:bundle:)
  B#1 loadView()
  B#1 viewDidLoad()
  A#1 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  A#1 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)

# Теперь в стеке TaskListController, A, B, C. Усов, гл. 3: переход вперёд всегда загружает
# новую сцену, а возврат показывает уже загруженную.
> push C
  note: C — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  C#1 init(nibName:bundle:)
  C#1 loadView()
  C#1 viewDidLoad()
  B#1 viewWillDisappear(animated: true)
  C#1 viewWillAppear(animated: true)
  B#1 viewDidDisappear(animated: true)
  C#1 viewDidAppear(animated: true)

# pop — зеркало push: C will-disappear, B will-appear, затем did-вызовы. B не загружается
# заново (viewDidLoad нет). deinit у C идёт последним, когда переход закончен (источники:
# S4, S8).
> pop
  C#1 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  C#1 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)
  C#1 deinit

# Новый контроллер в стеке после pop: D создаётся и загружается так же, как A, B и C; C
# уничтожен насовсем.
> push D
  note: D — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  D#1 init(nibName:bundle:)
  D#1 loadView()
  D#1 viewDidLoad()
  B#1 viewWillDisappear(animated: true)
  D#1 viewWillAppear(animated: true)
  B#1 viewDidDisappear(animated: true)
  D#1 viewDidAppear(animated: true)

# Вызовы появления получают только D и корень; A и B под D их не слышат (источники: S28).
# deinit у A и B — внутри вызова, до did-вызовов, у D — после них: так опубликованный лог
# показывает переход через один контроллер; порядок трёх deinit при двух не даёт ни один
# источник: они [uncertain] и баллов не дают.
> pop-to-root
  D#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  A#1 deinit [uncertain]
  B#1 deinit [uncertain]
  D#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  D#1 deinit [uncertain]

# В стеке снова только TaskListController#1: он появился, его представление загружено — при
# возврате к нему ничего не загружалось заново.
> tree
  To-Do Manager (com.example.ToDoManager), работает
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view загружено]
           └─ [0]: TaskListController#1 [appeared, view загружено]
