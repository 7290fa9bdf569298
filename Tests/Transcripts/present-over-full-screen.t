# Over full screen: the presenter's view stays underneath, so it gets no calls either way.
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
> present AboutController --style over-full-screen
  note: AboutController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  AboutController#1 init(nibName:bundle:)
  AboutController#1 loadView()
  AboutController#1 viewDidLoad()
  AboutController#1 viewWillAppear(animated: true)
  AboutController#1 viewDidAppear(animated: true)
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: TaskListController#1 [disappeared, view loaded]
           ├─ [1]: TaskEditController#1 [appeared, view loaded]
           └─ presented .overFullScreen: AboutController#1 [appeared, view loaded]

# A presented controller has no navigation controller: push from it does nothing.
> push X
error: push ignored: AboutController#1 has no navigationController (navigationController?.pushViewController does nothing)
> dismiss
  AboutController#1 viewWillDisappear(animated: true)
  AboutController#1 viewDidDisappear(animated: true)
  AboutController#1 deinit
> objects
  UINavigationController#1  held by the window of scene 1
  TaskListController#1      held by UINavigationController#1.viewControllers
  TaskEditController#1      held by UINavigationController#1.viewControllers
