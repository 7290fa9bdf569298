# A second window on iPad (anchor §1a.3): a new session, so configurationForConnecting; its
# own SceneDelegate, window and stack; no didFinishLaunching, which a process makes once.
# The new scene takes the focus: the prompt and every command address it.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> device ipad
  iPad, portrait (width regular, height regular)
> trace none
> launch
> trace default
> scene new
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#2 init(coder:)
  TaskListController#2 awakeFromNib()
  SceneDelegate#2 scene(_:willConnectTo:options:)
  SceneDelegate#2 sceneWillEnterForeground(_:)
  TaskListController#2 loadView() [uncertain]
  TaskListController#2 viewDidLoad() [uncertain]
  TaskListController#2 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#2 sceneDidBecomeActive(_:)
  TaskListController#2 viewDidAppear(animated: false)
  note: scene 2 is connected and focused: commands address it (`scene focus N` to change)
> tree
  To-Do Manager (com.example.ToDoManager), running
  ├─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
  │  └─ UIWindow (key)
  │     └─ rootViewController: UINavigationController#1 [appeared, view loaded]
  │        └─ [0]: TaskListController#1 [appeared, view loaded]
  └─ UIWindowScene 2 [foregroundActive, focused] delegate SceneDelegate#2
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#2 [appeared, view loaded]
           └─ [0]: TaskListController#2 [appeared, view loaded]
> push B
  note: B is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  B#1 init(nibName:bundle:)
  B#1 loadView()
  B#1 viewDidLoad()
  TaskListController#2 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  TaskListController#2 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)
> scene focus 1
  note: commands now address scene 1 (foregroundActive)
> tree
  To-Do Manager (com.example.ToDoManager), running
  ├─ UIWindowScene 1 [foregroundActive, focused] delegate SceneDelegate#1
  │  └─ UIWindow (key)
  │     └─ rootViewController: UINavigationController#1 [appeared, view loaded]
  │        └─ [0]: TaskListController#1 [appeared, view loaded]
  └─ UIWindowScene 2 [foregroundActive] delegate SceneDelegate#2
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#2 [appeared, view loaded]
           ├─ [0]: TaskListController#2 [disappeared, view loaded]
           └─ [1]: B#1 [appeared, view loaded]
