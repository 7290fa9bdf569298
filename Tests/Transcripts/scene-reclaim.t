# UIKit may disconnect a background scene to reclaim memory (A3). The session stays, so no
# didDiscardSceneSessions; `open` connects it again with a fresh controller tree: willConnectTo
# and viewDidLoad run again, without configurationForConnecting (a restored session).
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> device ipad
  iPad, portrait (width regular, height regular)
> trace none
> launch
> scene new
  note: scene 2 is connected and focused: commands address it (`scene focus N` to change)
> push B
  note: B is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
> trace default
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
  SceneDelegate#2 sceneWillResignActive(_:)
  SceneDelegate#2 sceneDidEnterBackground(_:)
> scene reclaim 2
  SceneDelegate#2 sceneDidDisconnect(_:)
  B#1 viewWillDisappear(animated: false) [uncertain]
  B#1 viewDidDisappear(animated: false) [uncertain]
  TaskListController#2 deinit [uncertain]
  B#1 deinit [uncertain]
  note: scene 2 is disconnected; its session stays, and `open` connects it again from scratch
  note: commands now address scene 1
> scene list
  scene 1: background, SceneDelegate#1, root UINavigationController#1 (focused)
  scene 2: disconnected to free memory; `open` reconnects it
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  note: UIKit restores the scene's persisted session: no configurationForConnecting
  TaskListController#3 init(coder:)
  TaskListController#3 awakeFromNib()
  SceneDelegate#2 scene(_:willConnectTo:options:)
  SceneDelegate#2 sceneWillEnterForeground(_:)
  TaskListController#3 loadView() [uncertain]
  TaskListController#3 viewDidLoad() [uncertain]
  TaskListController#3 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#2 sceneDidBecomeActive(_:)
  TaskListController#3 viewDidAppear(animated: false)
> tree
  To-Do Manager (com.example.ToDoManager), running
  ├─ UIWindowScene 1 [foregroundActive, focused] delegate SceneDelegate#1
  │  └─ UIWindow (key)
  │     └─ rootViewController: UINavigationController#1 [appeared, view loaded]
  │        └─ [0]: TaskListController#1 [appeared, view loaded]
  └─ UIWindowScene 2 [foregroundActive] delegate SceneDelegate#2
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#3 [appeared, view loaded]
           └─ [0]: TaskListController#3 [appeared, view loaded]
