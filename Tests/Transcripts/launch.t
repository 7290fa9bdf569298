# Cold launch of the To-Do Manager, window from the main storyboard (SPEC §4).
# Order: willFinishLaunching, didFinishLaunching, configurationForConnecting, willConnectTo,
# sceneWillEnterForeground, root loadView, viewDidLoad, viewWillAppear, sceneDidBecomeActive,
# viewDidAppear. The storyboard instantiates the root before the scene connects.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
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
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]

# Containment on: the navigation controller's own calls, forwarded to its root after its own.
> trace containment on
> launch contacts
error: launch ignored: To-Do Manager is running and scenelab runs one app at a time; type `kill` first
