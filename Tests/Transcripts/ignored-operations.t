# Operations UIKit ignores: one clear line each, no events, nothing changes.

# Before launch, every command is refused.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> push X
error: no app is running; type `launch` first
> pop
error: no app is running; type `launch` first
> present X
error: no app is running; type `launch` first
> dismiss
error: no app is running; type `launch` first
> tree
error: no app is running; type `launch` first
> home
error: no app is running; type `launch` first
> memory-warning
error: no app is running; type `launch` first
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

# Pop at the root, pop-to-root at the root, pop-to the top or past the stack.
> pop
error: pop ignored: TaskListController#1 is the root of UINavigationController#1; UIKit does not pop the root
> pop-to-root
error: pop-to-root ignored: TaskListController#1 is already the only controller of UINavigationController#1
> pop-to 0
error: pop-to 0 ignored: TaskListController#1 is already on top
> pop-to 5
error: pop-to 5: no controller at that index; the stack holds 0...0 (TaskListController#1)

# Dismiss with nothing presented.
> dismiss
error: dismiss ignored: nothing is presented (UINavigationController#1 is the window's root)

# Scene gestures that do not apply in the current state.
> open
error: open ignored: To-Do Manager is already in the foreground and active
> resume
error: resume ignored: no call is in progress
> launch
error: launch ignored: To-Do Manager is already in the foreground
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
> home
error: home ignored: the app is already in the background
> launch contacts
error: launch ignored: To-Do Manager is running and scenelab runs one app at a time; type `kill` first
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [background] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]
