# Full-screen presentation: the presenter's view leaves the window. Present: M load,
# A viewWillDisappear, M viewWillAppear, M viewDidAppear, A viewDidDisappear (M's did-appear comes
# first, the opposite of a push). Dismiss: M viewWillDisappear, A viewWillAppear, A viewDidAppear,
# M viewDidDisappear, M deinit.
# Launch quietly (launch.t shows the launch itself).
> trace none
> launch
> trace default
> present AboutController --style full-screen
  note: AboutController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  AboutController#1 init(nibName:bundle:)
  AboutController#1 loadView()
  AboutController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  AboutController#1 viewWillAppear(animated: true)
  AboutController#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [disappeared, view loaded]
           ├─ [0]: TaskListController#1 [disappeared, view loaded]
           └─ presented .fullScreen: AboutController#1 [appeared, view loaded]
> dismiss
  AboutController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  AboutController#1 viewDidDisappear(animated: true)
  AboutController#1 deinit
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]
