# The app switcher makes the scene inactive, not background: only sceneWillResignActive,
# then sceneDidBecomeActive on return. Home from the switcher then enters the background.
# Launch quietly (launch.t shows the launch itself).
> trace none
> launch
> trace default
> switcher
  SceneDelegate#1 sceneWillResignActive(_:)
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundInactive, switcher] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]
> open
  SceneDelegate#1 sceneDidBecomeActive(_:)
> switcher
  SceneDelegate#1 sceneWillResignActive(_:)
> home
  SceneDelegate#1 sceneDidEnterBackground(_:)
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
