# Урок 3. Push, pop и pop to root в навигационном контроллере
#: lang ru
#
# Обратите внимание на чередование при push: новый контроллер загружается, затем
# viewWillDisappear старого идёт раньше viewWillAppear нового, а did-вызовы следуют в том же
# порядке после анимации. Снятый со стека контроллер уничтожается (deinit), если его больше
# никто не держит. Книга (Усов, глава 3) печатает ровно этот порядок для перехода
# «О программе».
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
> push B
  note: B is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  B#1 init(nibName:bundle:)
  B#1 loadView()
  B#1 viewDidLoad()
  A#1 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  A#1 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)
> push C
  note: C is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  C#1 init(nibName:bundle:)
  C#1 loadView()
  C#1 viewDidLoad()
  B#1 viewWillDisappear(animated: true)
  C#1 viewWillAppear(animated: true)
  B#1 viewDidDisappear(animated: true)
  C#1 viewDidAppear(animated: true)
> pop
  C#1 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  C#1 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)
  C#1 deinit
> pop-to-root
  B#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  B#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  A#1 deinit [uncertain]
  B#1 deinit [uncertain]
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]
