# On iPhone too UIKit can reclaim the one background scene; `open` rebuilds it from scratch.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> trace none
> launch
> push B
  note: B is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
> trace default
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
> scene reclaim 1
  SceneDelegate#1 sceneDidDisconnect(_:)
  B#1 viewWillDisappear(animated: false) [uncertain]
  B#1 viewDidDisappear(animated: false) [uncertain]
  TaskListController#1 deinit [uncertain]
  B#1 deinit [uncertain]
  note: scene 1 is disconnected; its session stays, and `open` connects it again from scratch
> open
  note: UIKit restores the scene's persisted session: no configurationForConnecting
  TaskListController#2 init(coder:)
  TaskListController#2 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#2 loadView() [uncertain]
  TaskListController#2 viewDidLoad() [uncertain]
  TaskListController#2 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#2 viewDidAppear(animated: false)
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#2 [appeared, view loaded]
           └─ [0]: TaskListController#2 [appeared, view loaded]
