# A background scene closed from the switcher only disconnects and is discarded.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> device ipad
  iPad, portrait (width regular, height regular)
> trace none
> launch
> scene new
  note: scene 2 is connected and focused: commands address it (`scene focus N` to change)
> trace default
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
  SceneDelegate#2 sceneWillResignActive(_:)
  SceneDelegate#2 sceneDidEnterBackground(_:)
> scene close 1
  SceneDelegate#1 sceneDidDisconnect(_:)
  AppDelegate application(_:didDiscardSceneSessions:)
  TaskListController#1 viewWillDisappear(animated: false) [uncertain]
  TaskListController#1 viewDidDisappear(animated: false) [uncertain]
  TaskListController#1 deinit [uncertain]
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 2 [background] delegate SceneDelegate#2
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#2 [appeared, view loaded]
           └─ [0]: TaskListController#2 [appeared, view loaded]
