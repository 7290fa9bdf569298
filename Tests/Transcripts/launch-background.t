# Launched into the background (anchor §0): the root still joins the window, so it gets
# its appearance calls, yet the scene never comes to the foreground. `open` shows it, and
# no viewWillAppear comes then: the view appeared already.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> launch --background
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  TaskListController#1 viewDidAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  note: launched into the background: the root appeared in its window, but nobody sees it; `open` shows it
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [background] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]
> tap +
error: tap ignored: scene 1 is in the background; `open` or `launch` the app first (UIKit delivers touches only to a foreground-active scene)
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
> tap +
  TaskEditController#1 init(coder:)
  TaskEditController#1 awakeFromNib()
  TaskListController#1 prepare(for: "toCreateScreen")
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
