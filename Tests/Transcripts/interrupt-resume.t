# An incoming call: inactive, not background. sceneWillResignActive, then
# sceneDidBecomeActive when the call ends; no view controller calls.
# Launch quietly (launch.t shows the launch itself).
> trace none
> launch
> trace default
> interrupt
  SceneDelegate#1 sceneWillResignActive(_:)
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundInactive, interruption] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]

# The scene stays inactive until the call ends.
> open
error: open ignored: a call is in progress; type `resume` to end it
> resume
  SceneDelegate#1 sceneDidBecomeActive(_:)
