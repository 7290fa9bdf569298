# The simulated device: iPhone in portrait unless chosen; it changes only while no app runs.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> device
  iPhone, portrait (width compact, height regular)
> device ipad
  iPad, portrait (width regular, height regular)
> device
  iPad, portrait (width regular, height regular)
> device tablet
error: column 8: device takes iphone, iphone-x, ipad or ipad-pro-9.7, not 'tablet'
> trace none
> launch
> trace default
> device iphone
error: the device cannot change while To-Do Manager runs; `kill` it first
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]
> kill
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]
  AppDelegate application(_:didDiscardSceneSessions:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> device iphone
  iPhone, portrait (width compact, height regular)
> device
  iPhone, portrait (width compact, height regular)
