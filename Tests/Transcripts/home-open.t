# Home then open: scene callbacks only. No view controller hears about it: no
# viewWillDisappear on Home, no viewWillAppear on return.
# Launch quietly (launch.t shows the launch itself).
> trace none
> launch
> trace default
> push TaskEditController
  TaskEditController#1 init(nibName:bundle:)
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [background] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: TaskListController#1 [disappeared, view loaded]
           └─ [1]: TaskEditController#1 [appeared, view loaded]
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: TaskListController#1 [disappeared, view loaded]
           └─ [1]: TaskEditController#1 [appeared, view loaded]
